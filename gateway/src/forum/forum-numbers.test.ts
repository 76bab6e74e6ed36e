import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { TtlCache } from '../store/ttl-cache.ts';
import { AreaRepo } from './area-repo.ts';
import { AREA_SEEDS } from './area-seeds.ts';
import { FORUM_NUMBERS_TTL_MS, forumNumbersCache } from './forum-numbers.ts';
import { forumPosts } from './schema.ts';
import { StatsRepo } from './stats-repo.ts';

let open: OpenDatabase;
let areaId: number;

beforeAll(async () => {
  open = await openDatabase({ dataDir: null });
  await new AreaRepo(open.db).seed(AREA_SEEDS);
  const areas = await new AreaRepo(open.db).page(1, 1);
  areaId = areas.list[0]?.id ?? 0;
  const [u] = await open.db
    .insert(users)
    .values({ phone: '13800000002', userName: 'poster', passwordHash: 'x' })
    .returning({ id: users.id });
  await open.db
    .insert(forumPosts)
    .values({ authorId: u?.id ?? 0, areaId, title: 't', content: 'c', contentHash: 'ab'.repeat(32) });
});
afterAll(async () => {
  await open.close();
});

/** Repositories on a cache of their own with a hand-moved clock, and a count of the queries they send. */
function setup(start = Date.parse('2026-03-10T04:00:00Z')) {
  let t = start;
  const cache = new TtlCache({ ttlMs: FORUM_NUMBERS_TTL_MS, max: 100, now: () => t });
  const select = vi.spyOn(open.db, 'select');
  return {
    areas: new AreaRepo(open.db, cache),
    stats: new StatsRepo(open.db, cache),
    cache,
    queries: () => select.mock.calls.length,
    advance: (ms: number) => (t += ms),
    done: () => select.mockRestore(),
  };
}

describe('[F2] the forum numbers are kept FORUM_NUMBERS_TTL_MS per parameters', () => {
  it('getPostScore: a second call within the TTL does not query again; after the TTL it does', async () => {
    const s = setup();
    const first = await s.areas.score(areaId);
    expect(first).toMatchObject({ parentId: areaId, postNum: 1, todayNum: expect.any(Number) });
    const sent = s.queries();
    expect(sent).toBeGreaterThan(0);
    s.advance(FORUM_NUMBERS_TTL_MS - 1);
    expect(await s.areas.score(areaId)).toEqual(first);
    expect(s.queries()).toBe(sent);
    s.advance(1);
    expect(await s.areas.score(areaId)).toEqual(first);
    expect(s.queries()).toBe(sent * 2);
    s.done();
  });

  it('selectSpecialArea: keyed by page and limit; concurrent misses make one query', async () => {
    const s = setup();
    const burst = await Promise.all(Array.from({ length: 20 }, () => s.areas.page(1, 5)));
    const sent = s.queries();
    // One page read is two selects (the total and the list), however many asked at once.
    expect(sent).toBe(2);
    expect(new Set(burst).size).toBe(1);
    await s.areas.page(2, 5);
    expect(s.queries()).toBe(4);
    await s.areas.page(1, 5);
    expect(s.queries()).toBe(4);
    s.done();
  });

  it('今日 restarts at Beijing midnight: a new Beijing day is a new key, whatever the TTL', async () => {
    // 15:59:30 UTC is 23:59:30 in Beijing.
    const s = setup(Date.parse('2026-03-10T15:59:30Z'));
    await s.areas.score(areaId);
    const sent = s.queries();
    s.advance(40_000); // 00:00:10 the next day in Beijing, well inside the TTL
    await s.areas.score(areaId);
    expect(s.queries()).toBe(sent * 2);
    s.done();
  });

  it('getActiveUser and getRankingList: kept per board type and limit; concurrent misses make one query', async () => {
    const s = setup();
    const [a, b] = await Promise.all([s.stats.ranking('1', 10), s.stats.ranking('1', 10)]);
    expect(a).toBe(b);
    expect(a.map((x) => x.num)).toEqual([1]);
    const sent = s.queries();
    await s.stats.ranking('1', 10);
    expect(s.queries()).toBe(sent);
    await s.stats.ranking('2', 10);
    await s.stats.activeUsers(10);
    const more = s.queries();
    expect(more).toBeGreaterThan(sent);
    await s.stats.activeUsers(10);
    expect(s.queries()).toBe(more);
    s.advance(FORUM_NUMBERS_TTL_MS);
    await s.stats.activeUsers(10);
    expect(s.queries()).toBeGreaterThan(more);
    s.done();
  });

  it('repositories on one database share its numbers: one invalidation (a local write) reaches them all', async () => {
    const one = new StatsRepo(open.db);
    const other = new StatsRepo(open.db);
    const select = vi.spyOn(open.db, 'select');
    await one.ranking('1', 7);
    const sent = select.mock.calls.length;
    await other.ranking('1', 7);
    expect(select.mock.calls.length).toBe(sent);
    forumNumbersCache(open.db).invalidate();
    await other.ranking('1', 7);
    expect(select.mock.calls.length).toBe(sent * 2);
    select.mockRestore();
  });
});
