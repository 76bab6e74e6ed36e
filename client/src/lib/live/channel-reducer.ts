import { applyPatch, type ChannelState, type Patch, type Snapshot } from '@kuyi/shared';

/**
 * The ordering rules of one channel, as a pure reducer so they can be tested without a socket.
 * [P5] seq rises by exactly one per patch: an older seq is a duplicate (replay overlap) and is ignored;
 * a seq that skips ahead is held back and marks a gap, which the driver answers by re-subscribing with
 * the last (epoch, seq) so the gateway replays the hole or sends a fresh snapshot ([P4]).
 */
export interface SyncState {
  epoch: string | null;
  seq: number;
  /** null until the first snapshot arrives. */
  state: ChannelState | null;
  /** Patches that arrived ahead of their turn, by seq. */
  pending: ReadonlyMap<number, Patch>;
  /** True when the state is missing patches the gateway must resend. */
  gap: boolean;
}

export type SyncEvent = { type: 'snapshot'; message: Snapshot } | { type: 'patch'; message: Patch };

/** More held-back patches than this means the hole will not fill by itself; keep memory bounded. */
const MAX_PENDING = 500;

export const initialSync: SyncState = { epoch: null, seq: 0, state: null, pending: new Map(), gap: false };

/** A state read elsewhere at a known (epoch, seq), e.g. the list over REST ([P11]): the socket resumes from it. */
export interface SyncSeed {
  epoch: string;
  seq: number;
  state: ChannelState;
}

/**
 * How a patch reaches the state: `applyPatch` by default (a new state each time). A holder that owns its
 * state, like the 5,000-row list, may write in place and return the same object.
 */
export type PatchApplier = (state: ChannelState, patch: Patch) => ChannelState;

export const seededSync = (seed: SyncSeed): SyncState => ({ ...initialSync, ...seed });

function drain(sync: SyncState, apply: PatchApplier): SyncState {
  if (sync.state === null) return sync;
  let { state, seq } = sync;
  const pending = new Map(sync.pending);
  for (const key of [...pending.keys()]) {
    const p = pending.get(key) as Patch;
    if (p.epoch !== sync.epoch || p.seq <= seq) pending.delete(key);
  }
  for (let next = pending.get(seq + 1); next; next = pending.get(seq + 1)) {
    state = apply(state, next);
    seq = next.seq;
    pending.delete(next.seq);
  }
  return { ...sync, state, seq, pending, gap: pending.size > 0 };
}

export function reduceSync(sync: SyncState, event: SyncEvent, apply: PatchApplier = applyPatch): SyncState {
  if (event.type === 'snapshot') {
    const { epoch, seq, state } = event.message;
    return drain({ ...sync, epoch, seq, state, gap: false }, apply);
  }
  const patch = event.message;
  if (sync.state === null) {
    // Patches may overtake the snapshot that answers our subscribe; keep them for after it.
    const pending = new Map(sync.pending).set(patch.seq, patch);
    return { ...sync, pending };
  }
  if (patch.epoch !== sync.epoch) {
    // A new epoch: the gateway's store restarted and history is gone; only a snapshot can help.
    return { ...sync, gap: true };
  }
  if (patch.seq <= sync.seq) return sync;
  if (patch.seq === sync.seq + 1) {
    return drain({ ...sync, state: apply(sync.state, patch), seq: patch.seq }, apply);
  }
  if (sync.pending.size >= MAX_PENDING) return { ...sync, pending: new Map(), gap: true };
  return { ...sync, pending: new Map(sync.pending).set(patch.seq, patch), gap: true };
}
