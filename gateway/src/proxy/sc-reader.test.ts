import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFeed, startFakeFeed } from '../live/testing/fake-feed.ts';
import {
  type CachedResponse,
  type CacheHit,
  createMemoryCache,
  type ResponseCache,
} from './response-cache.ts';
import { createScReader } from './sc-reader.ts';

/**
 * One replica's reader on a clock the test moves, over a shared cache that counts the reads going to it (Redis
 * round trips in production); `put` writes an entry as another replica would.
 */
function replica(feedUrl: string, startAt: number) {
  const clock = { now: startAt };
  const inner = createMemoryCache(() => clock.now);
  const counts = { gets: 0 };
  const cache: ResponseCache = {
    get: (key) => {
      counts.gets += 1;
      return inner.get(key);
    },
    set: (key, value, ttlMs) => inner.set(key, value, ttlMs),
  };
  const reader = createScReader({ feedUrl, cache, ttlMs: 2_000, timeoutMs: 2_000, now: () => clock.now });
  const put = (key: string, value: CachedResponse, ttlMs: number) => inner.set(key, value, ttlMs);
  return { reader, clock, counts, put };
}

describe('createScReader (the /sc/api read-through)', () => {
  let feed: FakeFeed;
  beforeAll(async () => {
    feed = await startFakeFeed();
  });
  afterAll(async () => {
    await feed.close();
  });
  const path = '/sc/api/football/scheduleByDate?date=2026-11-22&lang=0';

  it('holds an answer until its shared entry expires: one shared-cache read per entry’s life, not one per read', async () => {
    const { reader, clock, counts } = replica(feed.url, 1_000_000);
    const hits = feed.hits.get(path) ?? 0;
    const first = await reader.read(path);
    expect(first.value.status).toBe(200);
    const gets = counts.gets;
    for (let i = 0; i < 20; i++) expect(await reader.read(path)).toBe(first);
    expect(counts.gets).toBe(gets);
    expect(feed.hits.get(path)).toBe(hits + 1);
    // Past the entry's life the replica asks the shared cache again (and, the entry gone, the upstream).
    clock.now += 2_000;
    const next = await reader.read(path);
    expect(next).not.toBe(first);
    expect(counts.gets).toBe(gets + 1);
    expect(feed.hits.get(path)).toBe(hits + 2);
  });

  it('an entry another replica wrote is held as long as the shared cache keeps it, and no longer', async () => {
    const { reader, clock, counts, put } = replica(feed.url, 5_000_000);
    const url = '/sc/api/football/scheduleByDate?date=2026-11-23&lang=0';
    const written: CachedResponse = { status: 200, type: 'application/json', body: '{"code":200}' };
    await put(url, written, 500);
    const hit: CacheHit = await reader.read(url);
    expect(hit.value).toBe(written);
    expect(hit.expiresAt).toBe(clock.now + 500);
    clock.now += 499;
    expect(await reader.read(url)).toBe(hit);
    expect(counts.gets).toBe(1);
    clock.now += 1;
    // Gone from the shared cache: the upstream's own answer for that day (the fake feed's schedule).
    expect((await reader.read(url)).value.body).not.toBe(written.body);
    expect(feed.hits.get(url)).toBe(1);
  });
});
