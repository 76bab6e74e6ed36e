import type { Changes, ChannelState, JsonObject, Patch } from '@kuyi/shared';
import type { FeedClockReading } from '../live/feed-clock.ts';
import { decodeEntity, diffEntity, encodeEntity } from './flat-entity.ts';
import {
  type ApplyInput,
  type ApplyResult,
  type CatchUp,
  DEFAULT_HISTORY_LIMIT,
  FencedError,
  type LeaderLock,
  type LiveStore,
  newEpoch,
  type StaleMark,
} from './live-store.ts';

interface ChannelData {
  seq: number;
  /**
   * Each entity as the JSON text last written: the channel's whole state, one string per entity. A record
   * whose text matches is skipped without flattening (most of a poll has not moved: a reconcile resends the
   * whole day, basketball odds the whole day's companies every few seconds). The flat fields a diff needs are
   * rebuilt from the old text only for records that did change: keeping them flat for every entity of the
   * day was ~500,000 small strings, most of the gateway's heap and of its garbage collector's marking work.
   */
  texts: Map<string, string>;
  history: Patch[];
  decoded?: { seq: number; state: ChannelState };
}

/**
 * The embedded default (no REDIS_URL): one process, so the store and the lock share plain memory. It
 * mirrors the Redis store's Lua scripts step by step; the contract suite holds both to the same behaviour.
 */
export function createMemoryBackend(options: { historyLimit?: number } = {}): {
  store: LiveStore;
  lock: LeaderLock;
} {
  const historyLimit = options.historyLimit ?? DEFAULT_HISTORY_LIMIT;
  const epoch = newEpoch();
  const channels = new Map<string, ChannelData>();
  const cursors: Record<string, number> = {};
  const staleMarks: Record<string, StaleMark> = {};
  let feedClock: FeedClockReading | null = null;
  const wanted = new Set<string>();
  const watchedUntil = new Map<string, number>();
  const cold = new Set<string>();
  let fence = 0;
  let holder: number | null = null;

  const channelData = (name: string): ChannelData => {
    let data = channels.get(name);
    if (!data) {
      data = { seq: 0, texts: new Map(), history: [] };
      channels.set(name, data);
    }
    return data;
  };

  const apply = (input: ApplyInput): ApplyResult => {
    if (input.fence !== undefined && input.fence !== fence) throw new FencedError(input.channel);
    const data = channelData(input.channel);
    const changes: Changes = {};
    const drop: string[] = [];
    if (input.mode === 'replace') {
      for (const id of data.texts.keys()) {
        const kept = input.keepPrefix && id.startsWith(input.keepPrefix);
        if (!(id in input.records) && !kept) drop.push(id);
      }
    }
    const put: NonNullable<Changes['put']> = {};
    const del: NonNullable<Changes['del']> = {};
    const texts = new Map<string, string>();
    for (const [id, entity] of Object.entries(input.records)) {
      const text = JSON.stringify(entity);
      const prevText = data.texts.get(id);
      if (prevText === text) continue;
      // Kept even when the fields turn out equal (same entity, other key order): same text ⇒ same fields.
      texts.set(id, text);
      const prev = prevText === undefined ? undefined : (JSON.parse(prevText) as JsonObject);
      const { puts, dels } = diffEntity(prev, entity);
      if (!prev || Object.keys(puts).length > 0) put[id] = puts;
      if (dels.length > 0) del[id] = dels;
    }
    if (drop.length > 0) changes.drop = drop;
    if (Object.keys(del).length > 0) changes.del = del;
    if (Object.keys(put).length > 0) changes.put = put;
    for (const [id, text] of texts) data.texts.set(id, text);
    if (!changes.drop && !changes.del && !changes.put) return { epoch, seq: data.seq, patch: null };
    for (const id of drop) data.texts.delete(id);
    data.seq += 1;
    const patch: Patch = {
      channel: input.channel,
      epoch,
      seq: data.seq,
      ts: input.now ?? Date.now(),
      ...changes,
    };
    data.history.push(patch);
    if (data.history.length > historyLimit) data.history.splice(0, data.history.length - historyLimit);
    return { epoch, seq: data.seq, patch };
  };

  const catchUp = (channel: string, from?: { epoch: string; seq: number }, now?: number): CatchUp => {
    const data: ChannelData = channels.get(channel) ?? { seq: 0, texts: new Map(), history: [] };
    if (from && from.epoch === epoch && from.seq <= data.seq) {
      const oldest = data.seq - data.history.length + 1;
      if (from.seq + 1 >= oldest) {
        const patches = data.history.slice(from.seq + 1 - oldest).map((p) => structuredClone(p));
        return { mode: 'replay', epoch, seq: data.seq, patches };
      }
    }
    // Decoded once per seq and shared read-only, as the Redis store does. Through the flat form, so a
    // snapshot reads exactly as the patches build it (a key holding the path separator becomes a path).
    if (data.decoded?.seq !== data.seq) {
      const decoded = Object.fromEntries(
        [...data.texts].map(([id, text]) => [id, decodeEntity(encodeEntity(JSON.parse(text) as JsonObject))]),
      );
      data.decoded = { seq: data.seq, state: decoded };
    }
    const state = data.decoded.state;
    return {
      mode: 'snapshot',
      epoch,
      seq: data.seq,
      snapshot: { channel, epoch, seq: data.seq, state, ts: now ?? Date.now() },
    };
  };

  const store: LiveStore = {
    apply: async (input) => apply(input),
    catchUp: async (channel, from, now) => catchUp(channel, from, now),
    epoch: async () => epoch,
    cursors: async () => ({ ...cursors }),
    setCursor: async (name, value, at) => {
      if (at === undefined || at === epoch) cursors[name] = value;
    },
    setStale: async (sport, mark) => {
      staleMarks[sport] = { ...mark };
    },
    stale: async () => structuredClone(staleMarks),
    setFeedClock: async (reading) => {
      feedClock = { ...reading };
    },
    feedClock: async () => (feedClock ? { ...feedClock } : null),
    want: async (channel) => {
      wanted.add(channel);
    },
    takeWanted: async () => {
      const out = [...wanted];
      wanted.clear();
      return out;
    },
    watch: async (names, until) => {
      for (const name of names) watchedUntil.set(name, Math.max(until, watchedUntil.get(name) ?? 0));
    },
    watched: async (now = Date.now()) => {
      const out = new Set<string>();
      for (const [name, until] of watchedUntil) {
        if (until > now) out.add(name);
        else watchedUntil.delete(name);
      }
      return out;
    },
    markCold: async (names) => {
      for (const name of names) cold.add(name);
    },
    clearCold: async (names) => {
      for (const name of names) cold.delete(name);
    },
    isCold: async (name) => cold.has(name),
    cold: async () => new Set(cold),
    dropHistory: async (names) => {
      for (const name of names) {
        const data = channels.get(name);
        if (data) data.history = [];
      }
    },
    ping: async () => {},
    close: async () => {},
  };

  // One process is always its own leader; the token still changes per acquisition so fencing is exercised.
  const lock: LeaderLock = {
    acquire: async () => {
      if (holder === null) {
        fence += 1;
        holder = fence;
      }
      return holder;
    },
    renew: async (token) => holder === token,
    release: async (token) => {
      if (holder === token) holder = null;
    },
  };
  return { store, lock };
}
