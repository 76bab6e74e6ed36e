import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { users } from '../db/schema.ts';
import { PICK_TOTAL_TTL_MS } from './arena-repo.ts';
import { arenaPicks } from './arena-schema.ts';
import { type ArenaHarness, startArena } from './arena-test-kit.ts';

/**
 * The whole-site pick lists' totals are kept PICK_TOTAL_TTL_MS (counting every pick took ~90 ms at 500k picks,
 * on every page): held to the page, exact after this process's own publish and after a cancellation; a
 * user's, a day's and a match's totals are always counted.
 */
describe.each(BACKENDS)('arena list totals on $name', ({ name, skip }) => {
  let h: ArenaHarness;
  beforeAll(async () => {
    if (!skip) h = await startArena(name);
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Each test on a clock past every total an earlier test left cached: it starts from exact counts. */
  let clock = Date.now();
  const freshClock = () => {
    clock += 10 * PICK_TOTAL_TTL_MS;
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
  };

  const repo = () => h.arena.service().repo;
  const DAY = '2026-03-01';
  /** A pick as another replica wrote it: straight into the table, this process's cache not told. */
  const rawPick = async (userId: number, matchId = `r${randomBytes(4).toString('hex')}`) => {
    await h.db.insert(arenaPicks).values({
      userId,
      matchId,
      market: 'ya',
      selection: 'home',
      price: 1.9,
      contentHash: randomBytes(16).toString('hex'),
      publishedAt: new Date(),
      kickoff: new Date(Date.now() + 3_600_000),
      matchDay: DAY,
    });
  };
  /** A pick published through this process's repository (the insertArenaRecommend path). */
  const publish = (userId: number) => {
    const kickoff = Date.now() + 3_600_000;
    return repo().publish({
      userId,
      matchId: `p${randomBytes(4).toString('hex')}`,
      market: 'ya',
      selection: 'home',
      line: 0.5,
      price: 1.9,
      reason: '',
      priceFen: 0,
      kickoff,
      leagueName: '英超',
      homeName: '主队',
      awayName: '客队',
      now: Date.now(),
    });
  };

  describe.skipIf(skip)('', () => {
    it("a full page's total may lag another replica's pick by the cache's life, never below the page; a short page's is exact", async () => {
      const a = await h.user();
      for (let i = 0; i < 3; i++) await rawPick(a.id);
      freshClock();
      const before = await repo().list({}, 1, 2, null);
      expect(before.total).toBeGreaterThanOrEqual(3);
      await rawPick(a.id);
      // The page is exact (the new pick is on it); the full page's total is the cached count.
      const cached = await repo().list({}, 1, 2, null);
      expect(cached.total).toBe(before.total);
      // A short page is the list's end: its total is exact, whatever the cache holds.
      const whole = await repo().list({}, 1, 500, null);
      expect(whole.total).toBe(whole.list.length);
      expect(whole.total).toBe(before.total + 1);
      // A user's list is an index range, always counted.
      expect((await repo().list({ userId: a.id }, 1, 2, null)).total).toBe(4);
      vi.setSystemTime(Date.now() + PICK_TOTAL_TTL_MS + 1);
      expect((await repo().list({}, 1, 2, null)).total).toBe(before.total + 1);
    });

    it("the cached total is exact after this process's own publish", async () => {
      const a = await h.user();
      await rawPick(a.id);
      freshClock();
      const before = (await repo().list({}, 1, 1, null)).total;
      const paidBefore = (await repo().list({ paidOnly: true }, 1, 1, null)).total;
      await publish(a.id);
      await publish(a.id);
      // Within the cache's life: the author sees the count move at once.
      expect((await repo().list({}, 1, 1, null)).total).toBe(before + 2);
      expect((await repo().list({ excludeModel: true }, 1, 1, null)).total).toBe(before + 2);
      // Free picks: the paid list's total is unchanged (and still right).
      expect((await repo().list({ paidOnly: true }, 1, 1, null)).total).toBe(paidBefore);
    });

    it("a cancelled author's picks leave the cached total at once", async () => {
      const a = await h.user();
      await rawPick(a.id);
      await rawPick(a.id);
      freshClock();
      const before = (await repo().list({}, 1, 1, null)).total;
      await h.db.update(users).set({ cancelledAt: sql`now()` }).where(eq(users.id, a.id));
      expect((await repo().list({}, 1, 1, null)).total).toBe(before - 2);
    });

    it("a day's and a match's totals are counted every time (index ranges)", async () => {
      const a = await h.user();
      const match = `m${randomBytes(4).toString('hex')}`;
      freshClock();
      const dayBefore = (await repo().list({ day: DAY }, 1, 1, null)).total;
      await rawPick(a.id, match);
      expect((await repo().list({ day: DAY }, 1, 1, null)).total).toBe(dayBefore + 1);
      expect((await repo().list({ matchId: match }, 1, 1, null)).total).toBe(1);
    });
  });
});
