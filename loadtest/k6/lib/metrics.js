// @ts-check
import { Counter, Rate, Trend } from 'k6/metrics';

/**
 * Gateway emit (`patch.ts`) to receipt, ms, for patches this connection received live: the number users
 * feel. Replayed patches are kept out of it (see `replayAge`).
 */
export const patchDelivery = new Trend('patch_delivery_ms', true);
/**
 * Age at receipt of patches the gateway replayed from history after a resubscribe (emitted before this
 * connection asked for the channel). It includes the time the user was away, so it is reported, not judged
 * as delivery latency.
 */
export const replayAge = new Trend('replay_age_ms', true);
/** Patches that advanced a channel by exactly one seq. */
export const patchesDelivered = new Counter('patches_delivered');
/** `seq` jumped: something was lost on the way ([P5]); must stay 0. */
export const seqGaps = new Counter('seq_gaps');
/** `seq` at or below the last one seen: harmless but wasted bandwidth. */
export const seqDuplicates = new Counter('seq_duplicates');
/** Frames that did not decode, refused subscribes, connect errors. */
export const protocolErrors = new Counter('protocol_errors');
/** Share of resubscribes the gateway answered by replaying history rather than a full snapshot. */
export const resumedByReplay = new Rate('resumed_by_replay');
/** Subscribe sent to ack received, ms. */
export const subscribeAck = new Trend('subscribe_ack_ms', true);
// Websocket bytes are not counted here. A per-character UTF-8 count of every frame cost about 110 ms of k6 CPU
// per list snapshot and made k6 itself the bottleneck (issue 19); k6 counts every byte natively in
// `data_received` (websocket and HTTP together, per iteration: k6 does not tag websocket bytes by connection
// or group). The Node runner and the bandwidth benchmark measure bytes per channel exactly.
