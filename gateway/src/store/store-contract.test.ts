import { applyPatch, type ChannelState, diff, type Patch } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { FencedError, type LeaderLock, type LiveStore } from './live-store.ts';
import { createMemoryBackend } from './memory-store.ts';
import { createRedisLock } from './redis-lock.ts';
import { createRedisStore } from './redis-store.ts';
import { connectTestRedis, deletePrefix, testPrefix } from './test-redis.ts';

const redisConnections: Array<{ redis: Redis; prefix: string }> = [];
afterAll(async () => {
  for (const { redis, prefix } of redisConnections) {
    await deletePrefix(redis, prefix);
    redis.disconnect();
  }
});

interface Backend {
  store: LiveStore;
  lock: LeaderLock;
}
const backends: Array<[string, (historyLimit?: number) => Backend]> = [
  ['memory', (historyLimit) => createMemoryBackend({ historyLimit })],
  [
    'redis',
    (historyLimit) => {
      const redis = connectTestRedis();
      const prefix = testPrefix();
      redisConnections.push({ redis, prefix });
      return {
        store: createRedisStore(redis, prefix, { historyLimit }),
        lock: createRedisLock(redis, prefix, 'node-a', 5_000),
      };
    },
  ],
];

const key = fc.constantFrom('a', 'b', 'home', 'odds', 'ya', 'line');
const leaf = fc.oneof(
  fc.integer({ min: -2, max: 2 }),
  // JSON cannot carry -0 (it reads back as 0), and a patch travels as JSON: the generator gives +0 instead.
  fc
    .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
    .map((x) => (Object.is(x, -0) ? 0 : x)),
  fc.constantFrom('完', '"q"/\\', ''),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
  fc.constant({}),
);
const entity = fc.dictionary(key, fc.oneof(leaf, fc.dictionary(key, leaf, { maxKeys: 3 })), { maxKeys: 4 });
const state = fc.dictionary(fc.constantFrom('1', '2', 'info', 'ev:1', 'w:7'), entity, {
  maxKeys: 4,
}) as fc.Arbitrary<ChannelState>;

describe.each(backends)('LiveStore contract (%s)', (_name, make) => {
  it('[P6] replacing states in turn emits patches that rebuild every state exactly (60 sequences)', async () => {
    const { store } = make(1_000);
    let run = 0;
    await assertProperty(
      fc.asyncProperty(fc.array(state, { minLength: 1, maxLength: 5 }), async (states) => {
        const channel = `football:match:p${run++}`;
        let client: ChannelState = {};
        let prev: ChannelState = {};
        for (const next of states) {
          const { patch } = await store.apply({ channel, records: next, mode: 'replace' });
          if (patch) client = applyPatch(client, patch);
          // A patch is emitted exactly when diff says something changed, and then holds the same changes.
          expect(patch === null).toBe(Object.keys(diff(prev, next)).length === 0);
          expect(client).toEqual(next);
          prev = next;
        }
        const caught = await store.catchUp(channel);
        expect(caught.mode === 'snapshot' && caught.snapshot.state).toEqual(prev);
      }),
      { numRuns: 60 },
    );
  });

  it('[P5] seq rises by exactly one per patch and an unchanged poll spends no seq', async () => {
    const { store } = make();
    const channel = 'football:list';
    const first = await store.apply({ channel, records: { m1: { homeScore: 0 } }, mode: 'upsert' });
    const same = await store.apply({ channel, records: { m1: { homeScore: 0 } }, mode: 'upsert' });
    const second = await store.apply({ channel, records: { m1: { homeScore: 1 } }, mode: 'upsert' });
    expect([first.patch?.seq, same.patch, same.seq, second.patch?.seq]).toEqual([1, null, 1, 2]);
    expect(second.patch).toMatchObject({ channel, epoch: first.epoch, put: { m1: { homeScore: 1 } } });
  });

  it('[P5] an entity dropped and then sent again with the same content is written again, whole', async () => {
    const { store } = make();
    const channel = 'football:list';
    await store.apply({ channel, records: { m1: { a: 1, b: { c: 'x' } }, m2: { a: 2 } }, mode: 'upsert' });
    const dropped = await store.apply({ channel, records: { m2: { a: 2 } }, mode: 'replace' });
    expect(dropped.patch?.drop).toEqual(['m1']);
    const back = await store.apply({ channel, records: { m1: { a: 1, b: { c: 'x' } } }, mode: 'upsert' });
    expect(back.patch?.put).toEqual({ m1: { a: 1, 'b.c': 'x' } });
  });

  it('[P6] upsert keeps unmentioned entities; replace drops them except the kept prefix', async () => {
    const { store } = make();
    const channel = 'football:match:9';
    await store.apply({
      channel,
      records: { info: { s: 1 }, 'w:1': { t: 'a' }, tech: { x: 1 } },
      mode: 'upsert',
    });
    const up = await store.apply({ channel, records: { info: { s: 2 } }, mode: 'upsert' });
    expect(up.patch?.drop).toBeUndefined();
    const re = await store.apply({ channel, records: { info: { s: 2 } }, mode: 'replace', keepPrefix: 'w:' });
    expect(re.patch?.drop).toEqual(['tech']);
    const caught = await store.catchUp(channel);
    expect(caught.mode === 'snapshot' && caught.snapshot.state).toEqual({
      info: { s: 2 },
      'w:1': { t: 'a' },
    });
  });

  it('[P3] nested paths, deletions and nulls survive the store unchanged', async () => {
    const { store } = make();
    const channel = 'odds:football:1';
    await store.apply({
      channel,
      records: { c1: { ya: { live: { line: 0.5, home: 0.9 } }, note: 'x' } },
      mode: 'upsert',
    });
    const { patch } = await store.apply({ channel, records: { c1: { ya: { live: null } } }, mode: 'upsert' });
    expect(patch).toMatchObject({
      put: { c1: { 'ya.live': null } },
      del: { c1: expect.arrayContaining(['note']) },
    });
  });

  it('[P4] catch-up replays exactly the missed patches while history has them, else sends a snapshot', async () => {
    const { store } = make(3);
    const channel = 'basketball:list';
    const patches: Patch[] = [];
    for (let i = 1; i <= 5; i++) {
      const { patch } = await store.apply({ channel, records: { m: { v: i } }, mode: 'upsert' });
      if (patch) patches.push(patch);
    }
    const epoch = patches[0]!.epoch;
    const replay = await store.catchUp(channel, { epoch, seq: 3 });
    expect(replay).toEqual({ mode: 'replay', epoch, seq: 5, patches: patches.slice(3) });
    expect(await store.catchUp(channel, { epoch, seq: 5 })).toEqual({
      mode: 'replay',
      epoch,
      seq: 5,
      patches: [],
    });
    const tooOld = await store.catchUp(channel, { epoch, seq: 1 });
    const otherEpoch = await store.catchUp(channel, { epoch: 'gone', seq: 5 });
    const future = await store.catchUp(channel, { epoch, seq: 9 });
    for (const c of [tooOld, otherEpoch, future]) {
      expect(c).toMatchObject({
        mode: 'snapshot',
        epoch,
        seq: 5,
        snapshot: { state: { m: { v: 5 } }, seq: 5 },
      });
    }
  });

  it('[P5] two pollers racing with the same change emit it once', async () => {
    const { store } = make();
    const channel = 'football:list';
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.apply({ channel, records: { m1: { homeScore: 3 } }, mode: 'upsert' }),
      ),
    );
    expect(results.filter((r) => r.patch !== null)).toHaveLength(1);
  });

  it('fencing: a write with a superseded token is refused and changes nothing', async () => {
    const { store, lock } = make();
    const token = await lock.acquire();
    expect(token).not.toBeNull();
    await lock.release(token!);
    const next = await lock.acquire();
    expect(next).toBeGreaterThan(token!);
    const channel = 'football:list';
    await expect(
      store.apply({ channel, records: { m: { a: 1 } }, mode: 'upsert', fence: token! }),
    ).rejects.toThrow(FencedError);
    const ok = await store.apply({ channel, records: { m: { a: 1 } }, mode: 'upsert', fence: next! });
    expect(ok.patch?.seq).toBe(1);
  });

  it('keeps cursors, stale marks and wanted channels', async () => {
    const { store } = make();
    await store.setCursor('football:version', 42);
    await store.setStale('football', { stale: true, since: 7 });
    await store.want('football:match:1');
    await store.want('football:match:1');
    expect(await store.cursors()).toEqual({ 'football:version': 42 });
    expect(await store.stale()).toEqual({ football: { stale: true, since: 7 } });
    expect(await store.takeWanted()).toEqual(['football:match:1']);
    expect(await store.takeWanted()).toEqual([]);
  });

  it("keeps the leader's reading of the feed's clock for the replicas that do not poll", async () => {
    const { store } = make();
    expect(await store.feedClock()).toBeNull();
    await store.setFeedClock({ serverTime: 1_800_000_000_000, wallAt: 1_790_000_000_000, rate: 60 });
    expect(await store.feedClock()).toEqual({
      serverTime: 1_800_000_000_000,
      wallAt: 1_790_000_000_000,
      rate: 60,
    });
  });

  it('a cursor moved under an epoch the store no longer has is refused', async () => {
    const { store } = make();
    const epoch = await store.epoch();
    await store.setCursor('football:words', 10, epoch);
    await store.setCursor('football:words', 99, `${epoch}-gone`);
    expect(await store.cursors()).toEqual({ 'football:words': 10 });
  });

  it('a watch mark lasts until its time, the longest mark wins, and expired ones are not watched', async () => {
    const { store } = make();
    const now = Date.now();
    await store.watch(['football:match:1', 'football:odds:1'], now + 1_000);
    await store.watch(['football:match:1'], now + 500); // another replica's shorter mark
    await store.watch(['basketball:match:2'], now - 1); // already over
    expect(await store.watched(now)).toEqual(new Set(['football:match:1', 'football:odds:1']));
    expect(await store.watched(now + 750)).toEqual(new Set(['football:match:1', 'football:odds:1']));
    expect(await store.watched(now + 1_000)).toEqual(new Set());
    await store.watch([], now + 1_000);
  });

  it('cold marks are set and cleared per channel', async () => {
    const { store } = make();
    await store.markCold(['football:match:1', 'football:odds:1']);
    await store.markCold([]);
    expect(await store.isCold('football:match:1')).toBe(true);
    await store.clearCold(['football:match:1']);
    await store.clearCold([]);
    expect(await store.isCold('football:match:1')).toBe(false);
    expect(await store.isCold('football:odds:1')).toBe(true);
    expect(await store.isCold('football:match:9')).toBe(false);
    expect(await store.cold()).toEqual(new Set(['football:odds:1']));
  });

  it('an emptied channel without its history: a client behind it gets the empty snapshot, one at its seq nothing', async () => {
    const { store } = make();
    const channel = 'football:match:9';
    for (let i = 1; i <= 4; i++) await store.apply({ channel, records: { info: { v: i } }, mode: 'upsert' });
    const { epoch, seq } = await store.apply({ channel, records: {}, mode: 'replace' });
    expect(seq).toBe(5);
    await store.dropHistory([channel]);
    await store.dropHistory([]);
    expect(await store.catchUp(channel, { epoch, seq: 2 })).toMatchObject({
      mode: 'snapshot',
      seq: 5,
      snapshot: { state: {} },
    });
    expect(await store.catchUp(channel, { epoch, seq: 5 })).toEqual({
      mode: 'replay',
      epoch,
      seq: 5,
      patches: [],
    });
    // Written again later (the match came back): the seq goes on from there.
    expect((await store.apply({ channel, records: { info: { v: 9 } }, mode: 'upsert' })).seq).toBe(6);
  });
});

describe('Redis store after a restart', () => {
  it('[P4] losing the keys (a Redis restart without persistence) starts a new epoch', async () => {
    const redis = connectTestRedis();
    const prefix = testPrefix();
    redisConnections.push({ redis, prefix });
    const store = createRedisStore(redis, prefix);
    const before = await store.apply({ channel: 'football:list', records: { m: { a: 1 } }, mode: 'upsert' });
    await deletePrefix(redis, prefix);
    const after = await store.apply({ channel: 'football:list', records: { m: { a: 1 } }, mode: 'upsert' });
    expect(after.epoch).not.toBe(before.epoch);
    expect(after.patch).toMatchObject({ seq: 1, put: { m: { a: 1 } } });
    expect(await store.catchUp('football:list', { epoch: before.epoch, seq: 1 })).toMatchObject({
      mode: 'snapshot',
    });
  });

  it('[P4] a poll that spans a restart cannot leave its cursor in the new store', async () => {
    const redis = connectTestRedis();
    const prefix = testPrefix();
    redisConnections.push({ redis, prefix });
    const store = createRedisStore(redis, prefix);
    // The poll reads its epoch and cursors, then Redis restarts empty before the poll moves its cursor.
    const before = await store.epoch();
    await deletePrefix(redis, prefix);
    await store.apply({ channel: 'football:match:1', records: { 'w:9': { t: 'late' } }, mode: 'upsert' });
    await store.setCursor('football:words', 900, before);
    // The next poll starts from nothing, so the words the restart lost are read again.
    expect(await store.cursors()).toEqual({});
    const after = await store.epoch();
    expect(after).not.toBe(before);
    await store.setCursor('football:words', 900, after);
    expect(await store.cursors()).toEqual({ 'football:words': 900 });
  });

  it('the lock has one holder at a time and hands over after release', async () => {
    const redis = connectTestRedis();
    const prefix = testPrefix();
    redisConnections.push({ redis, prefix });
    const a = createRedisLock(redis, prefix, 'a', 5_000);
    const b = createRedisLock(redis, prefix, 'b', 5_000);
    const ta = await a.acquire();
    expect(await b.acquire()).toBeNull();
    expect(await a.acquire()).toBe(ta);
    expect(await a.renew(ta!)).toBe(true);
    await a.release(ta!);
    const tb = await b.acquire();
    expect(tb).toBeGreaterThan(ta!);
    expect(await a.renew(ta!)).toBe(false);
  });
});
