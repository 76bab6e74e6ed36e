import { FootballState, SCORING_KINDS } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantsOf, randomFootballPlan } from '../test-support/random-plan.ts';
import type { FootballPlan } from './plan-types.ts';
import { footballRowAt } from './row.ts';

const FINAL = 6 * 3_600_000;

/** Goals scored in extra time (the timeline places them from extra time's kick-off on). */
function extraTimeGoals(plan: FootballPlan): number {
  const from = plan.timeline.extraTimeAt;
  if (from === null) return 0;
  return plan.timeline.events.filter((e) => e.at >= from && SCORING_KINDS.includes(e.kind)).length;
}

/** The first knockout seed whose match went to extra time and had goals in it. */
function extraTimeGoalPlan(): FootballPlan {
  for (let seed = 1; seed < 5000; seed++) {
    const plan = randomFootballPlan(seed, { knockout: true, special: false });
    if (extraTimeGoals(plan) > 0) return plan;
  }
  throw new Error('no seed with extra-time goals');
}

describe('[D6] the row carries the score at the end of regular time', () => {
  it('a match with extra-time goals keeps its 90-minute score in `regular`, unlike the final score', () => {
    const plan = extraTimeGoalPlan();
    const et = plan.timeline.extraTimeAt ?? 0;
    const whistle = plan.timeline.regularEndAt ?? 0;
    // The score at the final whistle of the second half is the regular-time score.
    const atNinety = footballRowAt(plan, whistle - 1);
    expect(atNinety.state).toBe(FootballState.SecondHalf);
    expect(atNinety.regular).toBeNull();
    const final = footballRowAt(plan, plan.kickoff + FINAL);
    expect(final.state).toBe(FootballState.Finished);
    expect(final.regular).toEqual({ home: atNinety.homeScore, away: atNinety.awayScore });
    expect([final.homeScore, final.awayScore]).not.toEqual([atNinety.homeScore, atNinety.awayScore]);
    // Known from that whistle on (the break before extra time too), and it does not move with extra-time goals.
    expect(footballRowAt(plan, whistle).regular).toEqual(final.regular);
    expect(footballRowAt(plan, et).regular).toEqual(final.regular);
  });

  it('is null until regular time is over, then fixed; equal to the final score without extra time', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const plan = randomFootballPlan(seed);
        const end = plan.timeline.regularEndAt;
        const final = footballRowAt(plan, plan.kickoff + FINAL);
        for (const t of instantsOf(plan)) {
          const row = footballRowAt(plan, t);
          if (end === null || t < end) expect(row.regular).toBeNull();
          else expect(row.regular).toEqual(final.regular);
        }
        if (final.state === FootballState.Finished && plan.timeline.extraTimeAt === null)
          expect(final.regular).toEqual({ home: final.homeScore, away: final.awayScore });
        if (final.state !== FootballState.Finished) expect(final.regular).toBeNull();
      }),
      { numRuns: 80 },
    );
  });
});
