import type { ChannelState, Patch, Snapshot } from '@kuyi/shared';
import type { FeedClockReading } from '../live/feed-clock.ts';

/**
 * The live state of every channel ([P2]–[P5]): keyed entities, a per-channel `seq`, an `epoch` per store
 * lifetime and a bounded history of patches for replay. `apply` diffs and stamps atomically, so two
 * pollers racing can never emit one change twice. One in-memory and one Redis implementation share the
 * contract suite in `store-contract.test.ts`.
 */
export interface ApplyInput {
  channel: string;
  records: ChannelState;
  /**
   * 'upsert' merges the records and leaves unmentioned entities alone (the `change` poll); 'replace' makes
   * the records the whole state, dropping every other entity except those starting with `keepPrefix`.
   */
  mode: 'upsert' | 'replace';
  keepPrefix?: string;
  /** The leader's fencing token: a write with a token that is no longer current is refused (FencedError). */
  fence?: number;
  /** Stamped into the patch as `ts` (epoch ms). */
  now?: number;
}

export interface ApplyResult {
  epoch: string;
  seq: number;
  /** Null when nothing changed: no seq is spent and nothing is published. */
  patch: Patch | null;
}

/** What a subscriber is answered with: the missed patches when history still has them, else a snapshot. */
export type CatchUp =
  | { mode: 'replay'; epoch: string; seq: number; patches: Patch[] }
  | { mode: 'snapshot'; epoch: string; seq: number; snapshot: Snapshot };

export interface StaleMark {
  stale: boolean;
  since: number | null;
}

export interface LiveStore {
  apply(input: ApplyInput): Promise<ApplyResult>;
  /** Atomic read: the patches after `from` if they are all still in history, otherwise the snapshot. */
  catchUp(channel: string, from?: { epoch: string; seq: number }, now?: number): Promise<CatchUp>;
  /** The current epoch (created if the store is new, e.g. after a Redis restart without persistence). */
  epoch(): Promise<string>;
  /** Poller cursors (change versions, liveWords and odds cursors); they vanish with the store's epoch. */
  cursors(): Promise<Record<string, number>>;
  /**
   * Moves a cursor, but only while the store is still in `epoch` (the one the poll read its cursors in). A
   * poll that spans a store reset writes into the new, empty store; its cursor would then skip everything
   * the reset lost, and the words before it would never be read again.
   */
  setCursor(name: string, value: number, epoch?: string): Promise<void>;
  setStale(sport: string, mark: StaleMark): Promise<void>;
  stale(): Promise<Record<string, StaleMark>>;
  /** The leader's reading of the upstream's clock, for replicas that do not poll (see feed-clock.ts). */
  setFeedClock(reading: FeedClockReading): Promise<void>;
  feedClock(): Promise<FeedClockReading | null>;
  /** Channels a subscriber asked for that the leader has not filled yet (seq 0); drained by the poller. */
  want(channel: string): Promise<void>;
  takeWanted(): Promise<string[]>;
  /**
   * Marks match and odds channels as watched until `until` (epoch ms). Replicas mark the rooms their sockets
   * are in, again and again while they are; the leader refreshes a live match on every move only while it is
   * watched (see poller.ts), so an expired mark is a channel nobody looks at.
   */
  watch(channels: readonly string[], until: number): Promise<void>;
  /** The channels whose watch mark has not expired at `now`. */
  watched(now?: number): Promise<Set<string>>;
  /**
   * Channels the leader let fall behind (they moved while nobody watched them). A subscriber to one asks for
   * it (`want`) and waits until the leader has refreshed it and cleared the mark.
   */
  markCold(channels: readonly string[]): Promise<void>;
  clearCold(channels: readonly string[]): Promise<void>;
  isCold(channel: string): Promise<boolean>;
  cold(): Promise<Set<string>>;
  /**
   * Drops the replay history of channels the leader has just emptied (matches gone from the day): their state
   * is {} at their last seq, so a client behind it gets that empty snapshot and reads the match over REST.
   * Only the seq is kept, a few bytes a channel; without this every day's channels stayed in full for good.
   */
  dropHistory(channels: readonly string[]): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A leader lock with a TTL; each acquisition gets a fresh, larger fencing token. */
export interface LeaderLock {
  /** The fencing token when this node became (or still is) the holder, else null. */
  acquire(): Promise<number | null>;
  /** Extends the TTL; false when the lock was lost (expired, taken over, store restarted). */
  renew(token: number): Promise<boolean>;
  release(token: number): Promise<void>;
}

export class FencedError extends Error {
  constructor(channel: string) {
    super(`write to ${channel} refused: fencing token is no longer current`);
  }
}

/** How many patches per channel are kept for replay: a client that was away longer gets a snapshot. */
export const DEFAULT_HISTORY_LIMIT = 200;

export function newEpoch(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
