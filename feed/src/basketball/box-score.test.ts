import { describe, expect, it } from 'vitest';
import { playerLinesAt } from './box-score.ts';
import type { BasketballPlan, BasketballPlay, RosterPlayer } from './plan-types.ts';

const NBA_QUARTER = 720;

/** Five players a side who share the floor evenly, and one play at each (period, clock) given. */
function planWithPlays(moments: readonly [period: number, clock: number][]): BasketballPlan {
  const roster: RosterPlayer[] = (['home', 'away'] as const).flatMap((side) =>
    [1, 2, 3, 4, 5].map((n) => ({ name: `${side}${n}`, side, starter: true, position: 'G', share: 1 })),
  );
  const plays: BasketballPlay[] = moments.map(([period, clock], i) => ({
    at: 1_000 * (i + 1),
    period,
    clock,
    side: 'home',
    kind: 'rebound',
    points: 0,
    player: 'home1',
    assist: null,
    home: 0,
    away: 0,
  }));
  return { roster, plays, quarterSeconds: NBA_QUARTER } as unknown as BasketballPlan;
}

/** A side's player minutes summed after the play at `index` (0-based). */
const teamMinutes = (plan: BasketballPlan, index: number) =>
  playerLinesAt(plan, 1_000 * (index + 1))
    .filter((l) => l.side === 'home')
    .reduce((s, l) => s + l.minutes, 0);

describe('[issue3] box-score minutes run with the game clock', () => {
  it('overtime adds only what has run of it: 240 at the end of regulation and at the OT tip, 252.5 halfway through', () => {
    const plan = planWithPlays([
      [4, 0],
      [5, 300],
      [5, 150],
      [5, 0],
      [6, 150],
    ]);
    expect(teamMinutes(plan, 0)).toBeCloseTo(240, 5);
    // No jump of five minutes a player when overtime starts.
    expect(teamMinutes(plan, 1)).toBeCloseTo(240, 5);
    expect(teamMinutes(plan, 2)).toBeCloseTo(252.5, 5);
    expect(teamMinutes(plan, 3)).toBeCloseTo(265, 5);
    expect(teamMinutes(plan, 4)).toBeCloseTo(277.5, 5);
  });
});
