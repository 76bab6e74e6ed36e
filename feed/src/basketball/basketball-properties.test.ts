import { BasketballState, overround, waterToDecimal } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANIES } from '../catalog/companies.ts';
import { basketballCompanyOddsAt } from '../odds/basketball-odds.ts';
import { dayStart } from '../util/day-time.ts';
import { playerLinesAt } from './box-score.ts';
import { basketballRowAt } from './row.ts';
import { simulateBasketball } from './simulate.ts';

const game = (seed: number, nba: boolean) =>
  simulateBasketball({
    seed,
    id: `26091390100`,
    date: '2026-09-13',
    league: { id: nba ? '1' : '5', name: nba ? 'NBA' : 'CBA', alias: '', color: '#c8102e', kind: 'league' },
    season: '2025-2026',
    home: { id: 'h', name: '湖人', alias: '湖人' },
    away: { id: 'a', name: '勇士', alias: '勇士' },
    homeRank: null,
    awayRank: null,
    kickoff: dayStart('2026-09-13') + 9 * 3600_000,
    quarterSeconds: nba ? 720 : 600,
    meanTotal: nba ? 226 : 200,
    strength: [
      { offence: ((seed % 7) - 3) / 50, defence: ((seed % 3) - 1) / 50, pace: ((seed % 11) - 5) / 100 },
      { offence: ((seed % 5) - 2) / 50, defence: 0, pace: 0 },
    ],
    chinese: !nba,
  });

const instants = (plan: ReturnType<typeof game>) => [
  plan.kickoff - 1,
  ...plan.changeTimes,
  plan.endAt + 60_000,
];

describe('[issue3] basketball game properties (many seeds)', () => {
  it('quarters sum to the score, scores never fall, the game ends decided after 4 quarters or overtime', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.boolean(), (seed, nba) => {
        const plan = game(seed, nba);
        let prev = { home: 0, away: 0 };
        for (const t of instants(plan)) {
          const row = basketballRowAt(plan, t);
          expect(row.homeQuarters.reduce((s, x) => s + x, 0)).toBe(row.homeScore);
          expect(row.awayQuarters.reduce((s, x) => s + x, 0)).toBe(row.awayScore);
          expect(row.homeScore).toBeGreaterThanOrEqual(prev.home);
          expect(row.awayScore).toBeGreaterThanOrEqual(prev.away);
          expect(row.clockSeconds).toBeLessThanOrEqual(row.quarterSeconds);
          prev = { home: row.homeScore, away: row.awayScore };
        }
        const end = basketballRowAt(plan, plan.endAt + 60_000);
        expect(end.state).toBe(BasketballState.Finished);
        expect(end.homeScore).not.toBe(end.awayScore);
        expect(end.homeQuarters.length).toBeGreaterThanOrEqual(4);
        const box = playerLinesAt(plan, plan.endAt);
        expect(box.filter((p) => p.side === 'home').reduce((s, p) => s + p.points, 0)).toBe(end.homeScore);
      }),
      { numRuns: 40 },
    );
  });

  it('[F2] the row only changes at the instants the change index lists', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
        const plan = game(seed, seed % 2 === 1);
        const times = plan.changeTimes;
        for (let i = 0; i + 1 < times.length; i++) {
          const a = times[i] ?? 0;
          const b = times[i + 1] ?? 0;
          if (b - a > 1000) expect(basketballRowAt(plan, b - 1)).toEqual(basketballRowAt(plan, a));
        }
      }),
      { numRuns: 15 },
    );
  });

  it('the running game clock counts down at wall speed between row changes (the client can extrapolate it)', () => {
    const plan = game(11, true);
    const running = plan.segments.filter((s) => s.running);
    for (const [i, s] of running.entries()) {
      const next = plan.segments[plan.segments.indexOf(s) + 1];
      if (!next || i > 50) break;
      expect(s.clockSeconds - (next.at - s.at) / 1000).toBeCloseTo(next.clockSeconds, 0);
    }
  });

  it('odds imply probabilities summing to 1 plus a 2–12 % margin', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
        const plan = game(seed, seed % 2 === 0);
        for (const t of plan.oddsTimes) {
          for (const c of COMPANIES) {
            const o = basketballCompanyOddsAt(plan, c, t);
            const checks = [
              o.ya.live && [waterToDecimal(o.ya.live.home), waterToDecimal(o.ya.live.away)],
              o.da.live && [waterToDecimal(o.da.live.over), waterToDecimal(o.da.live.under)],
              o.ou.live && [o.ou.live.home, o.ou.live.away],
            ];
            for (const prices of checks) {
              if (!prices) continue;
              const m = overround(prices);
              expect(m).toBeGreaterThanOrEqual(0.02);
              expect(m).toBeLessThanOrEqual(0.12);
            }
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});
