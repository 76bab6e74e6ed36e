import type { ChannelState, Patch } from '@kuyi/shared';
import type { Redis } from 'ioredis';
import type { FeedClockReading } from '../live/feed-clock.ts';
import { decodeEntity, encodeState, type FlatEntity } from './flat-entity.ts';
import {
  type CatchUp,
  DEFAULT_HISTORY_LIMIT,
  FencedError,
  type LiveStore,
  newEpoch,
  type StaleMark,
} from './live-store.ts';
import { redisKeys } from './redis-keys.ts';
import { APPLY_SCRIPT, CATCH_UP_SCRIPT, EPOCH_SCRIPT, SET_CURSOR_SCRIPT } from './redis-scripts.ts';

type Reply = string[];

/**
 * The replicated store: every key lives under `prefix` (see redis-keys.ts). The scripts are sent once and
 * run by SHA (ioredis falls back to EVAL after a Redis restart forgets them).
 */
/** Decoded snapshots a replica keeps: a few days of match and odds channels (about 720 a day). */
export const SNAPSHOT_CACHE_MAX = 4_096;

export function createRedisStore(
  redis: Redis,
  prefix: string,
  options: { historyLimit?: number } = {},
): LiveStore {
  const keys = redisKeys(prefix);
  const limit = String(options.historyLimit ?? DEFAULT_HISTORY_LIMIT);
  const run = (script: string, keyList: string[], args: string[]) =>
    redis.eval(script, keyList.length, ...keyList, ...args) as Promise<unknown>;
  // EVALSHA through a defined command keeps the script text off the wire on every poll.
  redis.defineCommand('kuyiApply', { numberOfKeys: 5, lua: APPLY_SCRIPT });
  redis.defineCommand('kuyiCatchUp', { numberOfKeys: 4, lua: CATCH_UP_SCRIPT });
  // The last decoded snapshot per channel: a crowd subscribing to a busy list between two patches costs one
  // HGETALL and one decode, not one each. Shared read-only with every caller. Bounded (least recently read
  // out first): it kept every channel ever read, made-up names included.
  const snapshots = new Map<string, { epoch: string; seq: number; state: ChannelState }>();
  const call = (name: 'kuyiApply' | 'kuyiCatchUp', args: string[]) =>
    (redis as unknown as Record<string, (...a: string[]) => Promise<Reply>>)[name]!(...args);

  return {
    async apply(input) {
      const records: Record<string, FlatEntity> = encodeState(input.records);
      const k = keys.channel(input.channel);
      let reply: Reply;
      try {
        reply = await call('kuyiApply', [
          k.state,
          k.meta,
          k.history,
          keys.epoch,
          keys.fence,
          JSON.stringify(records),
          input.mode,
          input.keepPrefix ?? '',
          input.fence === undefined ? '' : String(input.fence),
          newEpoch(),
          String(input.now ?? Date.now()),
          limit,
          input.channel,
        ]);
      } catch (err) {
        if (err instanceof Error && err.message.includes('FENCED')) throw new FencedError(input.channel);
        throw err;
      }
      const [epoch, seq, patch] = reply as [string, string, string];
      return { epoch, seq: Number(seq), patch: patch ? (JSON.parse(patch) as Patch) : null };
    },

    async catchUp(channel, from, now): Promise<CatchUp> {
      const k = keys.channel(channel);
      const cached = snapshots.get(channel);
      const reply = await call('kuyiCatchUp', [
        k.state,
        k.meta,
        k.history,
        keys.epoch,
        from?.epoch ?? '',
        String(from?.seq ?? 0),
        newEpoch(),
        cached?.epoch ?? '',
        String(cached?.seq ?? -1),
      ]);
      const [epoch, seqText, mode, ...rest] = reply as [string, string, string, ...string[]];
      const seq = Number(seqText);
      if (mode === 'replay') return { mode, epoch, seq, patches: rest.map((p) => JSON.parse(p) as Patch) };
      let state: ChannelState;
      if (mode === 'cached' && cached) state = cached.state;
      else {
        state = {};
        for (let i = 0; i + 1 < rest.length; i += 2) {
          state[rest[i] as string] = decodeEntity(JSON.parse(rest[i + 1] as string) as FlatEntity);
        }
      }
      // Most recently read last; an empty channel (seq 0: any valid name a socket makes up) is not kept.
      snapshots.delete(channel);
      if (seq > 0) snapshots.set(channel, { epoch, seq, state });
      if (snapshots.size > SNAPSHOT_CACHE_MAX) snapshots.delete(snapshots.keys().next().value as string);
      return {
        mode: 'snapshot',
        epoch,
        seq,
        snapshot: { channel, epoch, seq, state, ts: now ?? Date.now() },
      };
    },

    epoch: async () => (await run(EPOCH_SCRIPT, [keys.epoch], [newEpoch()])) as string,
    async cursors() {
      const all = await redis.hgetall(keys.cursors);
      return Object.fromEntries(Object.entries(all).map(([name, v]) => [name, Number(v)]));
    },
    async setCursor(name, value, epoch) {
      await run(SET_CURSOR_SCRIPT, [keys.cursors, keys.epoch], [name, String(value), epoch ?? '']);
    },
    async setStale(sport, mark) {
      await redis.hset(keys.stale, sport, JSON.stringify(mark));
    },
    async stale() {
      const all = await redis.hgetall(keys.stale);
      return Object.fromEntries(Object.entries(all).map(([sport, v]) => [sport, JSON.parse(v) as StaleMark]));
    },
    async setFeedClock(reading) {
      await redis.set(keys.feedClock, JSON.stringify(reading));
    },
    async feedClock() {
      const raw = await redis.get(keys.feedClock);
      return raw ? (JSON.parse(raw) as FeedClockReading) : null;
    },
    async want(channel) {
      await redis.sadd(keys.wanted, channel);
    },
    async takeWanted() {
      const [[, members]] = (await redis.multi().smembers(keys.wanted).del(keys.wanted).exec()) as [
        [Error | null, string[]],
        [Error | null, number],
      ];
      return members;
    },
    async watch(channels, until) {
      if (channels.length === 0) return;
      // GT: a replica's shorter mark never cuts another's longer one; expired members go in the same trip.
      const members = channels.flatMap((name) => [until, name] as const);
      await redis
        .multi()
        .zadd(keys.watched, 'GT', ...members)
        .zremrangebyscore(keys.watched, '-inf', Date.now())
        .exec();
    },
    async watched(now = Date.now()) {
      return new Set(await redis.zrangebyscore(keys.watched, `(${now}`, '+inf'));
    },
    async markCold(channels) {
      if (channels.length > 0) await redis.sadd(keys.cold, ...channels);
    },
    async clearCold(channels) {
      if (channels.length > 0) await redis.srem(keys.cold, ...channels);
    },
    async isCold(channel) {
      return (await redis.sismember(keys.cold, channel)) === 1;
    },
    async cold() {
      return new Set(await redis.smembers(keys.cold));
    },
    async dropHistory(channels) {
      if (channels.length === 0) return;
      // One DEL per key, pipelined: the keys of different channels may live on different cluster slots.
      const pipeline = redis.pipeline();
      for (const name of channels) {
        pipeline.del(keys.channel(name).history);
        snapshots.delete(name);
      }
      await pipeline.exec();
    },
    async ping() {
      await redis.ping();
    },
    async close() {},
  };
}
