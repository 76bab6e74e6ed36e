import type { ArenaRankEntry } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArenaRepo } from './arena-repo.ts';
import { ARENA_TABLES_TTL_MS, ArenaService } from './arena-service.ts';
import type { SettledPick } from './arena-stats.ts';
import { type ArenaHarness, FakeMatches, startArena } from './arena-test-kit.ts';

const NOW = Date.parse('2026-03-11T04:00:00Z'); // a Wednesday, noon in Beijing

const settledPick = (id: number, userId: number, result: SettledPick['result']): SettledPick => ({
  id,
  userId,
  market: 'ou',
  price: 2,
  result,
  matchDay: '2026-03-10',
  kickoff: NOW - 86_400_000,
});

/** A service on a fake repository that counts its reads, on a hand-moved clock. */
function setup() {
  let t = NOW;
  const rows = [settledPick(1, 7, 'win'), settledPick(2, 8, 'loss'), settledPick(3, 9, 'win')];
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  const repo = {
    settled: vi.fn(async () => {
      if (gate) await gate;
      return rows;
    }),
    userNames: vi.fn(
      async (ids: number[]) => new Map(ids.map((id) => [id, { userName: `u${id}`, headImage: '' }])),
    ),
    pendingAuthors: vi.fn(async () => [7, 8]),
    popularity: vi.fn(async () => [{ userId: 7, popularity: 3 }]),
  };
  const service = new ArenaService(repo as unknown as ArenaRepo, new FakeMatches(), () => t);
  return {
    service,
    repo,
    advance: (ms: number) => (t += ms),
    hold: () => {
      gate = new Promise((r) => {
        release = r;
      });
    },
    release: () => {
      gate = null;
      release();
    },
  };
}

describe('arena round tables are kept ARENA_TABLES_TTL_MS per type and round', () => {
  it('a second call within the TTL does not query again; after the TTL it does', async () => {
    const s = setup();
    const first = await s.service.ranking('week');
    expect(first.list.map((x: ArenaRankEntry) => x.userId)).toEqual([7, 9, 8]);
    s.advance(ARENA_TABLES_TTL_MS - 1);
    expect(await s.service.ranking('week')).toEqual(first);
    expect(s.repo.settled).toHaveBeenCalledTimes(1);
    s.advance(1);
    await s.service.ranking('week');
    expect(s.repo.settled).toHaveBeenCalledTimes(2);
  });

  it('keyed by type and round: another round or type is another query', async () => {
    const s = setup();
    const current = s.service.currentRound('week');
    await s.service.ranking('week');
    await s.service.ranking('week', current);
    expect(s.repo.settled).toHaveBeenCalledTimes(1);
    await s.service.ranking('week', current - 1);
    await s.service.ranking('month');
    expect(s.repo.settled).toHaveBeenCalledTimes(3);
  });

  it('per-user look-ups read the one cached table: many users, one round read', async () => {
    const s = setup();
    expect(await s.service.userRank(9, 'month')).toMatchObject({ userId: 9, userName: 'u9' });
    expect(await s.service.userRank(8, 'month')).toMatchObject({ userId: 8 });
    expect(await s.service.userRank(12345, 'month')).toBeNull();
    expect(s.repo.settled).toHaveBeenCalledTimes(1);
    expect(s.repo.userNames).toHaveBeenCalledTimes(1);
  });

  it('concurrent misses make one query', async () => {
    const s = setup();
    s.hold();
    const burst = Promise.all(Array.from({ length: 30 }, (_, i) => s.service.userRank(7 + (i % 3), 'week')));
    s.release();
    expect((await burst).every((x) => x !== null)).toBe(true);
    expect(s.repo.settled).toHaveBeenCalledTimes(1);
  });

  it('forgetTables (a settling pass that moved picks) drops the tables and the ace list', async () => {
    const s = setup();
    await s.service.ranking('week');
    await s.service.aceAuthors();
    expect(s.repo.settled).toHaveBeenCalledTimes(2);
    await s.service.ranking('week');
    await s.service.aceAuthors();
    expect(s.repo.settled).toHaveBeenCalledTimes(2);
    s.service.forgetTables();
    await s.service.ranking('week');
    await s.service.aceAuthors();
    expect(s.repo.settled).toHaveBeenCalledTimes(4);
  });

  it('王牌榜 authors and the 人气榜 are kept too', async () => {
    const s = setup();
    await s.service.aceAuthors();
    await s.service.aceAuthors();
    expect(s.repo.pendingAuthors).toHaveBeenCalledTimes(1);
    await s.service.popularity(50);
    await s.service.popularity(50);
    expect(s.repo.popularity).toHaveBeenCalledTimes(1);
    s.advance(ARENA_TABLES_TTL_MS);
    await s.service.popularity(50);
    expect(s.repo.popularity).toHaveBeenCalledTimes(2);
  });
});

describe('the settler drops this replica’s cached rankings: a settled pick ranks at once', () => {
  let h: ArenaHarness;
  beforeAll(async () => {
    h = await startArena('PGlite');
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  it('getUserCurrRanking reads null before settlement (the table is cached) and the place right after the tick', async () => {
    const m = h.matches.add(9601);
    const { id, c } = await h.user();
    const published = await c.post<{ id: number }>('/api/user/arenaRecommend/insertArenaRecommend', {
      matchId: m.id,
      market: 'ou',
      selection: 'home',
    });
    expect(published.body.code).toBe(200);
    const mine = async () =>
      (
        await c.post<ArenaRankEntry | null>('/api/user/arenaIntegral/getUserCurrRanking', {
          rankType: 'week',
        })
      ).body.data;
    expect(await mine()).toBeNull();
    h.matches.set(m.id, { state: -1, homeScore: 2, awayScore: 0 });
    expect(await h.arena.settler().tick()).toMatchObject({ settled: 1 });
    expect(await mine()).toMatchObject({ userId: id, hits: 1 });
  });
});
