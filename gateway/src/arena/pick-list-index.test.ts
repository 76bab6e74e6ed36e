import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { builtIndexes, type LoggedQuery, loggingDatabase, planWithoutSort } from '../db/test-query-plans.ts';
import { ArenaRepo } from './arena-repo.ts';
import { arenaPicks } from './arena-schema.ts';
import { type ArenaHarness, startArena } from './arena-test-kit.ts';

/**
 * One author's pick lists (getArenaRecommendByUserId, getHistoryReByUserNew, getUserHistoryRecommend) at 500k
 * picks either walked every pick newest first looking for the author's (55 ms for an author idle 200 days) or
 * read and sorted all the author's picks (32 ms at offset 9,980 for 20k picks); migration 0022's
 * arena_picks_user_published gives one author's page in order (0.06 ms page 1, 2.1 ms at offset 9,980). These
 * check that the index is there, declared as migrated, and that the planner can read the list's own query from it.
 */
describe.each(BACKENDS)("one author's pick list on $name", ({ name, skip }) => {
  let h: ArenaHarness;
  beforeAll(async () => {
    if (!skip) h = await startArena(name);
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  /** The statements an ArenaRepo on this database sends. */
  const loggedRepo = (seen: LoggedQuery[]) => new ArenaRepo(loggingDatabase(name, h.db, seen));

  describe.skipIf(skip)('', () => {
    it('arena_picks indexes: the schema declares exactly what the migrations built (0022 arena_picks_user_published)', async () => {
      const built = await builtIndexes(name, h.db, 'arena_picks');
      const declared = getTableConfig(arenaPicks)
        .indexes.map((i) => i.config.name)
        .sort();
      expect(built).toContain('arena_picks_user_published');
      expect(declared).toEqual(built);
    });

    it("an author's list newest first, all and settled, any page: its own query reads arena_picks_user_published in order, no sort", async () => {
      const author = await h.user();
      const other = await h.user();
      const t0 = Date.UTC(2026, 2, 1);
      // Five picks of the author a minute apart (the 2nd voided, the 4th pending) and one of someone else between.
      await h.db.insert(arenaPicks).values(
        [
          { userId: author.id, i: 1, at: 1, status: 'settled' },
          { userId: author.id, i: 2, at: 2, status: 'void' },
          { userId: author.id, i: 3, at: 3, status: 'settled' },
          { userId: other.id, i: 6, at: 3.5, status: 'settled' },
          { userId: author.id, i: 4, at: 4, status: 'pending' },
          { userId: author.id, i: 5, at: 5, status: 'settled' },
        ].map(({ userId, i, at, status }) => ({
          userId,
          matchId: `ix${i}`,
          market: 'ya',
          selection: 'home',
          price: 0.9,
          contentHash: `h${i}`,
          publishedAt: new Date(t0 + at * 60_000),
          kickoff: new Date(t0 + 86_400_000),
          matchDay: '2026-03-02',
          status,
        })),
      );
      const cases = [
        { filter: { userId: author.id }, page: 1, want: ['ix5', 'ix4'], total: 5 },
        { filter: { userId: author.id }, page: 3, want: ['ix1'], total: 5 },
        {
          filter: { userId: author.id, status: 'settled' as const },
          page: 1,
          want: ['ix5', 'ix3'],
          total: 3,
        },
        { filter: { userId: author.id, status: 'settled' as const }, page: 2, want: ['ix1'], total: 3 },
      ];
      for (const c of cases) {
        const seen: LoggedQuery[] = [];
        const got = await loggedRepo(seen).list(c.filter, c.page, 2, null);
        expect(got.list.map((p) => p.matchId)).toEqual(c.want);
        expect(got.total).toBe(c.total);
        const rows = seen.find((q) => q.sql.includes('order by "arena_picks"."published_at" desc'));
        if (!rows) throw new Error(`no list query among ${seen.map((q) => q.sql).join('\n')}`);
        const plan = await planWithoutSort(name, h.db, rows);
        expect(plan).toContain('arena_picks_user_published');
        expect(plan).not.toMatch(/Sort Key/);
      }
    });
  });
});
