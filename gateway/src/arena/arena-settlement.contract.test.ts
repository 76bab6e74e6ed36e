import type { ArenaPick, ArenaRankEntry, ArenaStats } from '@kuyi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { arenaPicks } from './arena-schema.ts';
import { ArenaSettler } from './arena-settler.ts';
import { type ArenaHarness, ledgerMismatches, startArena } from './arena-test-kit.ts';
import { silentLogger } from './arena-test-logger.ts';

const R = '/api/user/arenaRecommend';

/** A seeded generator: the synthetic day is the same on every run. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/**
 * The test's own reading of the rules, written without the production code: the stake is split over the
 * two half lines nearest a quarter line, each half wins, pushes or loses on the goal margin.
 */
function expected(market: string, selection: string, line: number | null, h: number, a: number): string {
  if (market === 'ou') return (h > a ? 'home' : h < a ? 'away' : 'draw') === selection ? 'win' : 'loss';
  const l = line ?? 0;
  const halves = Math.round(l * 4) % 2 === 0 ? [l, l] : [l - 0.25, l + 0.25];
  const margin = (x: number) => {
    if (market === 'ya') return selection === 'home' ? h - a - x : a - h + x;
    return selection === 'over' ? h + a - x : x - (h + a);
  };
  const score = halves.reduce((s, x) => s + Math.sign(margin(x)), 0);
  return ['loss', 'half_loss', 'push', 'half_win', 'win'][score + 2] ?? '?';
}

const unit = (market: string, price: number, result: string) => {
  const net = market === 'ou' ? price - 1 : price;
  return { win: net, half_win: net / 2, push: 0, half_loss: -0.5, loss: -1 }[result] ?? Number.NaN;
};

const ASIAN_LINES = [-1.5, -1.25, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5];
const TOTAL_LINES = [1.5, 2, 2.25, 2.5, 2.75, 3, 3.25];

describe.each(BACKENDS)('arena settlement on $name', ({ name, skip }) => {
  let h: ArenaHarness;
  beforeAll(async () => {
    if (!skip) h = await startArena(name);
  }, 60_000);
  afterAll(async () => {
    await h?.stop();
  });

  it.skipIf(skip)(
    '[AR5] a synthetic day: 200 users publish, matches finish, a settler crashes and restarts, every pick settles once and right; stats and ranks match a recomputation',
    async () => {
      const rand = rng(14);
      const pickOne = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
      const matches = Array.from({ length: 24 }, (_, i) =>
        h.matches.add(100 + i, {
          kickoff: Date.now(),
          odds: {
            ya: { line: pickOne(ASIAN_LINES), home: 0.8 + rand() * 0.2, away: 0.8 + rand() * 0.2 },
            da: { line: pickOne(TOTAL_LINES), over: 0.85 + rand() * 0.1, under: 0.85 + rand() * 0.1 },
            ou: { home: 1.5 + rand() * 3, draw: 3 + rand(), away: 1.5 + rand() * 4 },
          },
        }),
      );
      const users = await Promise.all(Array.from({ length: 200 }, () => h.user(2_000)));
      const published: ArenaPick[] = [];
      // Every user publishes up to three picks; a few are paid and bought by the next user.
      await Promise.all(
        users.map(async (u, i) => {
          const n = 1 + (i % 3);
          const ms = [...matches].sort(() => rand() - 0.5).slice(0, n);
          for (const m of ms) {
            const market = pickOne(['ya', 'da', 'ou'] as const);
            const selection =
              market === 'ya'
                ? pickOne(['home', 'away'])
                : market === 'da'
                  ? pickOne(['over', 'under'])
                  : pickOne(['home', 'draw', 'away']);
            const res = await u.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
              matchId: m.id,
              market,
              selection,
              reason: `理由${i}`,
              chargeMoney: i % 10 === 0 ? 1 : 0,
            });
            if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
            published.push(res.body.data);
            if (i % 10 === 0) {
              const buyer = users[(i + 1) % users.length];
              const bought = await buyer?.c.post(`${R}/bugChargeRecommend`, {
                recommendId: res.body.data.id,
              });
              if (bought?.body.code !== 200) throw new Error(JSON.stringify(bought?.body));
            }
          }
        }),
      );
      expect(published.length).toBe(users.reduce((n, _u, i) => n + 1 + (i % 3), 0));
      const scores = new Map<string, [number, number]>();
      for (const m of matches) {
        const s: [number, number] = [Math.floor(rand() * 5), Math.floor(rand() * 4)];
        scores.set(m.id, s);
        h.matches.set(m.id, {
          state: -1,
          homeScore: s[0],
          awayScore: s[1],
          regular: { home: s[0], away: s[1] },
        });
      }
      // [D6] Every fourth match went to extra time and the home side scored in it: the picks must still
      // settle on `scores`, the 90-minute result.
      matches.forEach((m, i) => {
        const s = scores.get(m.id) ?? [0, 0];
        if (i % 4 === 0) h.matches.set(m.id, { homeScore: s[0] + 1, awayScore: s[1], homePenalty: null });
      });

      // A settler that dies after its 60th pick: the rest stays pending, nothing half-done.
      let done = 0;
      const crashing = new ArenaSettler(h.db, h.matches, silentLogger, {
        afterPick: () => {
          done += 1;
          if (done === 60) throw new Error('killed');
        },
      });
      await expect(crashing.tick()).rejects.toThrow('killed');
      const [mid] = await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(arenaPicks)
        .where(sql`${arenaPicks.status} = 'settled' and ${arenaPicks.matchId} like 'm1%'`);
      expect(Number(mid?.n)).toBe(60);
      const firstSettledAt = new Map(
        (await h.db.select().from(arenaPicks))
          .filter((p) => p.status === 'settled')
          .map((p) => [p.id, p.settledAt?.getTime()]),
      );

      // Restart the gateway; its settler and a second replica's run at once.
      await h.restart();
      const other = new ArenaSettler(h.db, h.matches, silentLogger);
      const [a, b] = await Promise.all([h.arena.settler().tick(), other.tick()]);
      expect(a.settled + b.settled).toBe(published.length - 60);
      expect(await h.arena.settler().tick()).toEqual({ settled: 0, voided: 0 });

      const rows = (await h.db.select().from(arenaPicks)).filter((p) => p.matchId.startsWith('m1'));
      expect(rows).toHaveLength(published.length);
      for (const p of rows) {
        const [hs, as] = scores.get(p.matchId) ?? [0, 0];
        expect(p.status).toBe('settled');
        expect(p.result).toBe(expected(p.market, p.selection, p.line, hs, as));
        expect([p.homeScore, p.awayScore]).toEqual([hs, as]);
        if (firstSettledAt.has(p.id)) expect(p.settledAt?.getTime()).toBe(firstSettledAt.get(p.id));
      }
      // Each paid pick paid its author once.
      const income = await h.db.execute(
        sql`select ref_id, count(*) as n from wallet_ledger where kind = 'arena_income' and amount > 0 group by ref_id having count(*) > 1`,
      );
      expect((income as unknown as { rows: unknown[] }).rows).toEqual([]);
      expect(await ledgerMismatches(h.db)).toEqual([]);

      // Stats and the week's ranking against a recomputation from the raw picks.
      const byUser = new Map<number, { hits: number; decided: number; profit: number; n: number }>();
      for (const p of rows) {
        const e = byUser.get(p.userId) ?? { hits: 0, decided: 0, profit: 0, n: 0 };
        const r = p.result ?? '';
        e.n += 1;
        if (r !== 'push') e.decided += 1;
        if (r === 'win' || r === 'half_win') e.hits += 1;
        e.profit += unit(p.market, p.price, r);
        byUser.set(p.userId, e);
      }
      // The gateway restarted on a new port: a fresh visitor reads the public stats.
      const client = new TestClient(h.gw.url);
      for (const u of users.slice(0, 30)) {
        const e = byUser.get(u.id);
        if (!e) throw new Error('no picks');
        const s = (await client.get<ArenaStats>(`${R}/getWinningProbability?userId=${u.id}`)).body.data;
        expect(s.settled).toBe(e.n);
        expect(s.hitRate).toBe(e.decided ? Math.round((e.hits / e.decided) * 1000) / 10 : null);
        expect(s.profit).toBeCloseTo(e.profit, 2);
      }
      const rank = await client.get<{ list: ArenaRankEntry[]; total: number }>(
        `${R}/getRanking?rankType=week&limit=50`,
      );
      const rate = (x: { hits: number; decided: number }) =>
        x.decided ? Math.round((x.hits / x.decided) * 1000) / 10 : -1;
      const expectedOrder = [...byUser]
        .sort(
          ([ia, x], [ib, y]) =>
            Math.round(y.profit * 100) - Math.round(x.profit * 100) ||
            rate(y) - rate(x) ||
            y.n - x.n ||
            ia - ib,
        )
        .map(([id]) => id);
      expect(rank.body.data.total).toBe(byUser.size);
      expect(rank.body.data.list.map((r) => r.userId)).toEqual(expectedOrder.slice(0, 50));
      expect(rank.body.data.list[0]?.userName).toMatch(/^竞技/);
    },
    180_000,
  );
});
