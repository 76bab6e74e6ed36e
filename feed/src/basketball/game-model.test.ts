import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASKETBALL_LEAGUES, type BasketballLeagueDef } from '../catalog/basketball-leagues.ts';
import { COMPANIES, type Company } from '../catalog/companies.ts';
import { basketballCompanyOddsAt, basketballMainClosingAt } from '../odds/basketball-odds.ts';
import { SyntheticSource } from '../sources/synthetic.ts';
import { addDays } from '../util/day-time.ts';
import type { BasketballPlan } from './plan-types.ts';
import { basketballStateAt } from './row.ts';

const league = (name: string) => BASKETBALL_LEAGUES.find((d) => d.name === name) as BasketballLeagueDef;
const NBA = league('NBA');
const EUROLEAGUE = league('欧篮联');

/** A few days of one league's games under one seed. */
const games = (seed: number, def: BasketballLeagueDef, days = 3): BasketballPlan[] => {
  const source = new SyntheticSource(seed);
  return Array.from({ length: days }, (_, i) =>
    source.basketballLeagueDay(def, addDays('2026-10-05', i)),
  ).flat();
};

const final = (plan: BasketballPlan) => basketballStateAt(plan, plan.endAt + 1000);
const closingTotal = (plan: BasketballPlan) =>
  basketballMainClosingAt(plan, plan.kickoff)?.da?.line ?? Number.NaN;
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
/** Standard error of a sample's mean. */
const standardError = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
};

describe('[issue1] basketball lines are priced per game from its two teams', () => {
  it('让分 and 总分 vary from game to game; the average 总分 is the league’s calibrated mean, the finals score it', () => {
    const sample = new Map<
      BasketballLeagueDef,
      { lines: number[]; runMeans: number[]; expected: number[]; finals: number[] }
    >();
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom(NBA, EUROLEAGUE), (seed, def) => {
        const plans = games(seed, def);
        const totals = plans.map(closingTotal);
        const spreads = plans.map((p) => basketballMainClosingAt(p, p.kickoff)?.ya?.line);
        // One total per league was the bug: a day's games now close on many different lines.
        expect(new Set(totals).size).toBeGreaterThan(plans.length / 3);
        expect(new Set(spreads).size).toBeGreaterThan(plans.length / 4);
        expect(Math.max(...totals) - Math.min(...totals)).toBeGreaterThanOrEqual(def === NBA ? 12 : 8);
        // Not 0.87/0.87 on every game: the water follows how far the game's view sits from its half-point line.
        const waters = plans.map((p) => {
          const da = basketballMainClosingAt(p, p.kickoff)?.da;
          return `${da?.over}/${da?.under}`;
        });
        expect(new Set(waters).size).toBeGreaterThan(1);
        // A seed's clubs may be a little quicker or slower than the league; never a different league.
        expect(Math.abs(mean(totals) - def.meanTotal)).toBeLessThan(def.meanTotal * 0.04);
        const s = sample.get(def) ?? { lines: [], runMeans: [], expected: [], finals: [] };
        sample.set(def, s);
        s.runMeans.push(mean(totals));
        for (const p of plans) {
          s.lines.push(closingTotal(p));
          s.expected.push(p.expected.total);
          const f = final(p);
          s.finals.push(f.home + f.away);
        }
      }),
      { numRuns: 16 },
    );
    // The seeds are random, so the averages are held to four standard errors of the sample (a fixed 2.5 points
    // failed 1 run in ~10: ~150 games with a game's total spread ≈ 18 give a standard error of ~1.5), and to a
    // few points whatever the sample: a league off by a bias of 6 or more still fails.
    for (const [def, s] of sample) {
      const linesOff = Math.abs(mean(s.runMeans) - def.meanTotal);
      expect(linesOff).toBeLessThan(Math.min(5, Math.max(2.5, 4 * standardError(s.runMeans))));
      // The simulator scores what the books expect, on average: the game-by-game differences centre on 0.
      const misses = s.finals.map((f, i) => f - (s.expected[i] ?? Number.NaN));
      expect(Math.abs(mean(misses))).toBeLessThan(Math.min(6, 4 * standardError(misses)));
      if (def === NBA) {
        const sorted = [...s.lines].sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
        expect(at(0.05)).toBeGreaterThanOrEqual(200);
        expect(at(0.95)).toBeLessThanOrEqual(250);
        expect(at(0.95) - at(0.05)).toBeGreaterThanOrEqual(18);
      }
    }
  });

  it('a pairing expected to score more does score more: the finals follow the lines, not one league number', () => {
    const plans = [1, 2, 3, 4, 5, 6].flatMap((seed) => games(seed, NBA, 4));
    const byLine = [...plans].sort((a, b) => a.expected.total - b.expected.total);
    const third = Math.floor(byLine.length / 3);
    const low = byLine.slice(0, third);
    const high = byLine.slice(-third);
    const gap = (xs: BasketballPlan[], ys: BasketballPlan[], f: (p: BasketballPlan) => number) =>
      mean(ys.map(f)) - mean(xs.map(f));
    const expectedGap = gap(low, high, (p) => p.expected.total);
    const scoredGap = gap(low, high, (p) => final(p).home + final(p).away);
    expect(expectedGap).toBeGreaterThan(10);
    expect(scoredGap).toBeGreaterThan(expectedGap * 0.5);
    expect(scoredGap).toBeLessThan(expectedGap * 1.5);
  });

  it('in play the 总分 line follows the live score and the time left; water moves a little across companies and quotes', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
        const plan = games(seed, NBA, 1)[0] as BasketballPlan;
        const waters = new Set<string>();
        for (const t of plan.oddsTimes) {
          const s = basketballStateAt(plan, t);
          for (const c of COMPANIES) {
            const da = basketballCompanyOddsAt(plan, c, t).da.live;
            if (!da) continue;
            waters.add(`${da.over}/${da.under}`);
            if (t < plan.kickoff) continue;
            // Above the points already scored, and not above them plus a whole game's worth.
            expect(da.line).toBeGreaterThan(s.home + s.away);
            expect(da.line - (s.home + s.away)).toBeLessThanOrEqual(plan.expected.total + 5);
          }
        }
        expect(waters.size).toBeGreaterThan(COMPANIES.length);
        const last = plan.oddsTimes.at(-1) ?? plan.kickoff;
        const late = basketballCompanyOddsAt(plan, COMPANIES[0] as Company, last).da.live;
        const lateState = basketballStateAt(plan, last);
        // Late in the game most of the line is the score already on the board.
        expect((late?.line ?? 0) - (lateState.home + lateState.away)).toBeLessThan(plan.expected.total / 2);
      }),
      { numRuns: 15 },
    );
  });
});
