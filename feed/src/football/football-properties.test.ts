import { canFootballMove, type FootballState, overround, SCORING_KINDS, waterToDecimal } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyOddsAt } from '../odds/football-odds.ts';
import { instantsOf, randomFootballPlan } from '../test-support/random-plan.ts';
import { footballRowAt } from './row.ts';
import { matchStateAt } from './state-at.ts';
import { techAt } from './tech.ts';

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const RUNS = { numRuns: 120 };

describe('football match engine properties (issue 3 "Done when", many seeds)', () => {
  it('[issue3] the score equals goals minus cancelled goals at every instant', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        for (const t of instantsOf(plan)) {
          const row = footballRowAt(plan, t);
          const events = plan.timeline.events.filter((e) => e.at <= t);
          for (const side of ['home', 'away'] as const) {
            const goals = events.filter((e) => e.side === side && SCORING_KINDS.includes(e.kind)).length;
            const cancelled = events.filter((e) => e.side === side && e.kind === 'goalCancelled').length;
            expect(side === 'home' ? row.homeScore : row.awayScore).toBe(goals - cancelled);
          }
        }
      }),
      RUNS,
    );
  });

  it('[issue3] states only move along FOOTBALL_TRANSITIONS', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        let prev: FootballState | null = null;
        for (const t of instantsOf(plan)) {
          const state = footballRowAt(plan, t).state;
          if (prev !== null) expect(canFootballMove(prev, state), `${prev} → ${state}`).toBe(true);
          prev = state;
        }
      }),
      RUNS,
    );
  });

  it('[issue3] cards, corners and the monotonic technical stats never decrease', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        let prev: ReturnType<typeof footballRowAt> | null = null;
        let prevTech: ReturnType<typeof techAt> | null = null;
        for (const t of instantsOf(plan)) {
          const row = footballRowAt(plan, t);
          const tech = techAt(plan, t);
          if (prev) {
            for (const k of [
              'homeRed',
              'awayRed',
              'homeYellow',
              'awayYellow',
              'homeCorner',
              'awayCorner',
            ] as const) {
              expect(row[k], k).toBeGreaterThanOrEqual(prev[k]);
            }
          }
          if (prevTech) {
            for (const k of [
              'shots',
              'shotsOnTarget',
              'shotsOffTarget',
              'fouls',
              'corners',
              'offsides',
              'yellowCards',
              'redCards',
              'saves',
              'attacks',
              'dangerousAttacks',
              'passes',
            ] as const) {
              expect(tech[k]?.home ?? 0, k).toBeGreaterThanOrEqual(prevTech[k]?.home ?? 0);
              expect(tech[k]?.away ?? 0, k).toBeGreaterThanOrEqual(prevTech[k]?.away ?? 0);
            }
          }
          prev = row;
          prevTech = tech;
        }
        expect(Object.keys(techAt(plan, plan.kickoff + 3 * 3_600_000)).length).toBeGreaterThanOrEqual(40);
      }),
      { numRuns: 60 },
    );
  });

  it('[issue3] the half-time score is null before half-time, then freezes at the score of the break', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed, { special: false });
        const ht = plan.timeline.halfTimeAt;
        expect(ht).not.toBeNull();
        if (ht === null) return;
        const atBreak = footballRowAt(plan, ht);
        for (const t of instantsOf(plan)) {
          const row = footballRowAt(plan, t);
          if (t < ht) {
            expect(row.homeHalf).toBeNull();
            expect(row.awayHalf).toBeNull();
          } else {
            expect([row.homeHalf, row.awayHalf]).toEqual([atBreak.homeScore, atBreak.awayScore]);
          }
        }
      }),
      RUNS,
    );
  });

  it('[issue3] every company price set implies probabilities summing to 1 plus a 2–12 % margin', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const margins: number[] = [];
        for (const t of [plan.kickoff - 86_400_000, ...plan.odds.times]) {
          for (const c of plan.odds.companies) {
            const o = companyOddsAt(plan, c, t);
            for (const pair of [o.ou, o.halfOu]) {
              for (const v of [pair.open, pair.live])
                if (v) margins.push(overround([v.home, v.draw, v.away]));
            }
            for (const pair of [o.ya, o.halfYa]) {
              for (const v of [pair.open, pair.live])
                if (v) margins.push(overround([waterToDecimal(v.home), waterToDecimal(v.away)]));
            }
            for (const pair of [o.da, o.halfDa]) {
              for (const v of [pair.open, pair.live])
                if (v) margins.push(overround([waterToDecimal(v.over), waterToDecimal(v.under)]));
            }
          }
        }
        expect(margins.length).toBeGreaterThan(0);
        for (const m of margins) {
          expect(m).toBeGreaterThanOrEqual(0.02);
          expect(m).toBeLessThanOrEqual(0.12);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('[issue3] the model produces every state: extra time, penalties, interrupted, abandoned, postponed, cancelled, TBD', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 1200; seed++) {
      const plan = randomFootballPlan(seed);
      for (const p of plan.timeline.phases) seen.add(matchStateAt(plan, p.at).state);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-14, -13, -12, -11, -10, -1, 1, 2, 3, 4, 5]);
  });

  it('[F2] every row change, odds repricing and commentary line falls on a whole second (so versions lose nothing)', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        for (const t of [...plan.changeTimes, ...plan.odds.times, ...plan.words.map((w) => w.at)])
          expect(t % 1000).toBe(0);
      }),
      RUNS,
    );
  });

  it('[F2] the row only changes at the instants the change index lists (change misses nothing)', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const times = plan.changeTimes;
        for (let i = 0; i + 1 < times.length; i++) {
          const a = times[i] ?? 0;
          const b = times[i + 1] ?? 0;
          if (b - a > 1000) expect(footballRowAt(plan, b - 1)).toEqual(footballRowAt(plan, a));
        }
        expect(footballRowAt(plan, (times[0] ?? 0) - 1)).toEqual(
          footballRowAt(plan, plan.kickoff - 86_400_000),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('[issue3] asian and total lines step by quarter goals', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        for (const t of plan.odds.times) {
          for (const c of plan.odds.companies) {
            const o = companyOddsAt(plan, c, t);
            for (const v of [o.ya.live, o.da.live, o.halfYa.live, o.halfDa.live]) {
              if (v) expect(Number.isInteger(v.line * 4)).toBe(true);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
