// @ts-check
import { Counter, Rate, Trend } from 'k6/metrics';

/** Gateway emit (`patch.ts`) to receipt, ms: the number users feel. */
export const patchDelivery = new Trend('patch_delivery_ms', true);
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
/** Text bytes received on the websocket (Engine.IO payloads, without websocket framing). */
export const wsBytes = new Counter('ws_bytes_received');
