import { SCORING_KINDS } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomFootballPlan } from '../test-support/random-plan.ts';
import { footballAnime } from './anime.ts';
import { footballRowAt } from './row.ts';

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const withVar = (seed: number) =>
  randomFootballPlan(seed).timeline.events.some((e) => e.kind === 'goalCancelled');

describe('[issue2] the 攻势图 (football/anime) stream draws only the goals that stand', () => {
  it('its goals per side equal the final score, also when VAR cancels a goal', () => {
    let cancelled = 0;
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        if (plan.timeline.events.some((e) => e.kind === 'goalCancelled')) cancelled++;
        const items = footballAnime(plan, seed);
        const end = footballRowAt(plan, (plan.changeTimes.at(-1) ?? plan.kickoff) + 3_600_000);
        const goals = (side: 'home' | 'away') =>
          items.filter((x) => x.kind === 'goal' && x.side === side).length;
        expect(goals('home')).toBe(end.homeScore);
        expect(goals('away')).toBe(end.awayScore);
      }),
      { numRuns: 300 },
    );
    // The sample must hold VAR decisions for the rule to be tested (about one match in eight has one).
    expect(cancelled).toBeGreaterThan(5);
  });

  it('a cancelled goal is still drawn as the chance it was: a shot labelled 进球无效', () => {
    const seed = Array.from({ length: 400 }, (_, i) => i + 1).find(withVar) ?? 0;
    const plan = randomFootballPlan(seed);
    const items = footballAnime(plan, seed);
    const disallowed = items.filter((x) => x.label === '进球无效');
    const cancels = plan.timeline.events.filter((e) => e.kind === 'goalCancelled');
    expect(disallowed.length).toBe(cancels.length);
    for (const x of disallowed) expect(x.kind).toBe('shot');
    const scored = plan.timeline.events.filter((e) => SCORING_KINDS.includes(e.kind)).length;
    expect(items.filter((x) => x.kind === 'goal').length).toBe(scored - cancels.length);
  });
});
