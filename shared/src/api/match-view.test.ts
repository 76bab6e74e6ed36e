import { describe, expect, it } from 'vitest';
import type { MainOdds } from '../domain/odds.ts';
import { homeCovers, overProbability } from './goal-poisson.ts';
import { matchView, type ViewedMatch } from './match-view.ts';
import { preMatchView } from './reminders.ts';

const KICKOFF = Date.UTC(2026, 8, 13, 12);
const MINUTE = 60_000;
const MARGIN = 0.06;

/** A row kicked off at KICKOFF, 0-0 in the first half, no odds quoted: each case sets what it is about. */
const baseRow = (): ViewedMatch => ({
  state: 1,
  periodStart: KICKOFF,
  homeScore: 0,
  awayScore: 0,
  odds: { ya: null, da: null, ou: null },
});

/** Two-way waters for a margin-free probability p of the first side, with the book's margin on both. */
const waters = (p: number) => ({
  first: 1 / (p * (1 + MARGIN)) - 1,
  second: 1 / ((1 - p) * (1 + MARGIN)) - 1,
});
const QUARTERS = Array.from({ length: 33 }, (_, i) => (i - 16) / 4);

/** Live odds as a book would quote them for these goals still to come: the most balanced quarter lines. */
function liveOdds(goals: number, home: number, away: number): MainOdds {
  const balanced = (lines: number[], p: (line: number) => number) =>
    lines.reduce((best, line) => (Math.abs(p(line) - 0.5) < Math.abs(p(best) - 0.5) ? line : best));
  const daLine = balanced(
    QUARTERS.map((l) => goals + 0.5 + l + 4),
    (l) => overProbability(l - goals, home + away),
  );
  const yaLine = balanced(QUARTERS, (l) => homeCovers(l, home, away));
  const da = waters(overProbability(daLine - goals, home + away));
  const ya = waters(homeCovers(yaLine, home, away));
  return {
    da: { line: daLine, over: da.first, under: da.second },
    ya: { line: yaLine, home: ya.first, away: ya.second },
    ou: null,
  };
}

/** A second-half row at `minute`' (the clock the list row carries) with this score and odds. */
function liveRow(minute: number, homeScore: number, awayScore: number, odds: MainOdds) {
  const periodStart = KICKOFF + 60 * MINUTE;
  return {
    row: { ...baseRow(), state: 3 as const, periodStart, homeScore, awayScore, odds },
    now: periodStart + (minute - 46) * MINUTE + 30_000,
  };
}

describe('[AI7] the AI view of a live match counts the goals already scored and splits the rest by the odds', () => {
  it("4-1 at 70': home expected goals above 4, away above 1, home a near-certain winner", () => {
    const { row, now } = liveRow(70, 4, 1, liveOdds(5, 0.45, 0.25));
    const view = matchView(row, now);
    expect(view.xg?.home).toBeGreaterThan(4);
    expect(view.xg?.away).toBeGreaterThan(1);
    expect(view.xg?.total).toBeGreaterThan(5);
    // The home side is expected to add more than the away side: not the "2.26 : 2.26" of the old view.
    expect((view.xg?.home ?? 0) - 4).toBeGreaterThan((view.xg?.away ?? 0) - 1);
    expect(view.probabilities?.home).toBeGreaterThan(95);
    expect(view.probabilities?.away).toBeLessThan(1);
  });

  it('reads back the goals still to come the odds were made from (total and split)', () => {
    for (const [minute, h, a, home, away] of [
      [50, 1, 0, 0.9, 0.5],
      [75, 0, 0, 0.35, 0.3],
      [60, 2, 2, 0.3, 0.8],
    ] as const) {
      const { row, now } = liveRow(minute, h, a, liveOdds(h + a, home, away));
      const xg = matchView(row, now).xg;
      expect(xg?.home, `${minute}' ${h}-${a}`).toBeCloseTo(h + home, 1);
      expect(xg?.away, `${minute}' ${h}-${a}`).toBeCloseTo(a + away, 1);
    }
  });

  it('a 平手 line with uneven waters still leans to the side the prices favour', () => {
    const { row, now } = liveRow(80, 1, 1, {
      da: { line: 2.5, over: 1.05, under: 0.8 },
      ya: { line: 0, home: 0.75, away: 1.1 },
      ou: null,
    });
    const xg = matchView(row, now).xg;
    expect((xg?.home ?? 0) - 1).toBeGreaterThan((xg?.away ?? 0) - 1);
  });

  it("8-2 at 80' with a 大小 line not above the score (0.87 0 0.87): goals kept, a certain home win", () => {
    const { row, now } = liveRow(80, 8, 2, {
      da: { line: 0, over: 0.87, under: 0.87 },
      ya: { line: 0, home: 0.9, away: 0.9 },
      ou: { home: 1.01, draw: 28, away: 28 },
    });
    const view = matchView(row, now);
    expect(view.xg?.home).toBeGreaterThanOrEqual(8);
    expect(view.xg?.away).toBeGreaterThanOrEqual(2);
    // Ten minutes of an average match are left, not "0.03 : 0.03".
    expect(view.xg?.total).toBeGreaterThan(10.1);
    expect(view.xg?.total).toBeLessThan(10.6);
    // Not the 92.5 / 3.7 / 3.7 a capped 1.01 price implies once its margin is spread over the long shots.
    expect(view.probabilities).toEqual({ home: 100, draw: 0, away: 0 });
  });

  it('without a live 大小 the goals to come shrink with the time left', () => {
    const odds = { da: null, ya: { line: 0, home: 0.9, away: 0.9 }, ou: null };
    const early = liveRow(50, 1, 1, odds);
    const late = liveRow(88, 1, 1, odds);
    const earlyTotal = matchView(early.row, early.now).xg?.total ?? 0;
    const lateTotal = matchView(late.row, late.now).xg?.total ?? 0;
    expect(earlyTotal).toBeGreaterThan(lateTotal);
    expect(lateTotal).toBeGreaterThan(2);
    expect(lateTotal).toBeLessThan(2.2);
  });

  it('before kick-off it is the pre-match view of the odds, unchanged', () => {
    const odds = {
      ya: { line: 0.5, home: 0.9, away: 0.96 },
      da: { line: 2.5, over: 0.9, under: 0.9 },
      ou: { home: 1.8, draw: 3.6, away: 4.5 },
    };
    const row = { ...baseRow(), state: 0 as const, periodStart: null, odds };
    expect(matchView(row, KICKOFF - 30 * MINUTE)).toEqual(preMatchView(odds));
  });

  it('after regular time the 胜平负 is the regular-time result and the expected goals are the goals', () => {
    const row = {
      ...baseRow(),
      state: -1 as const,
      periodStart: null,
      homeScore: 2,
      awayScore: 3,
      regular: { home: 2, away: 2 },
    };
    expect(matchView(row, KICKOFF + 3 * 3600_000)).toEqual({
      probabilities: { home: 0, draw: 100, away: 0 },
      xg: { home: 2, away: 3, total: 5 },
    });
  });
});
