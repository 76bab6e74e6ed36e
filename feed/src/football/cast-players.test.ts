import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomFootballPlan } from '../test-support/random-plan.ts';
import { matchStateAt } from './state-at.ts';
import { techAt } from './tech.ts';
import type { TimedEvent } from './timeline.ts';

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const AFTER_THE_MATCH = 6 * 3_600_000;

/** Players an event involves, as "side:name": an own goal's player belongs to the other side. */
function involved(e: TimedEvent): string[] {
  const other = e.side === 'home' ? 'away' : 'home';
  const names: string[] = [];
  if (e.player) names.push(`${e.kind === 'ownGoal' ? other : e.side}:${e.player}`);
  if (e.relatedPlayer) names.push(`${e.side}:${e.relatedPlayer}`);
  return names;
}

describe('generated timelines only involve players on the pitch (many seeded matches)', () => {
  it('no event involves a player after he was substituted off or sent off, or a substitute before he came on', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const starters = new Set(
          (['home', 'away'] as const).flatMap((side) =>
            (plan.lineups?.[side].starters ?? []).map((p) => `${side}:${p.name}`),
          ),
        );
        const gone = new Set<string>();
        const cameOn = new Set<string>();
        for (const e of plan.timeline.events) {
          const subOn = e.kind === 'sub' && e.player ? `${e.side}:${e.player}` : null;
          for (const who of involved(e)) {
            expect(gone.has(who), `${e.minute}' ${e.kind} involves ${who}, already off`).toBe(false);
            if (who !== subOn)
              expect(starters.has(who) || cameOn.has(who), `${e.minute}' ${e.kind}: ${who} not on yet`).toBe(
                true,
              );
          }
          if (e.kind === 'sub' && e.relatedPlayer) gone.add(`${e.side}:${e.relatedPlayer}`);
          if (subOn) cameOn.add(subOn);
          if ((e.kind === 'red' || e.kind === 'secondYellow') && e.player) gone.add(`${e.side}:${e.player}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('两黄变一红: nobody is shown two plain yellows; each secondYellow (the red) follows that player’s first yellow', () => {
    let secondYellows = 0;
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const yellows = new Map<string, number>();
        for (const e of plan.timeline.events) {
          const who = `${e.side}:${e.player}`;
          if (e.kind === 'yellow' && e.player) {
            // A second plain yellow for the same player is the bug: it must be a sending-off instead.
            expect(yellows.has(who), `${who} shown a second plain yellow at ${e.minute}'`).toBe(false);
            yellows.set(who, e.minute);
          }
          if (e.kind === 'secondYellow') {
            secondYellows++;
            expect(e.player).not.toBeNull();
            expect(yellows.get(who), `${who}'s first yellow`).toBeLessThanOrEqual(e.minute);
          }
        }
      }),
      { numRuns: 300 },
    );
    expect(secondYellows, 'some seeds produce a second yellow').toBeGreaterThan(0);
  });

  it('red cards in the row and the technical stats equal the red and second-yellow events', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const end = plan.kickoff + AFTER_THE_MATCH;
        const state = matchStateAt(plan, end);
        const tech = techAt(plan, end);
        for (const side of ['home', 'away'] as const) {
          const reds = plan.timeline.events.filter(
            (e) => e.side === side && (e.kind === 'red' || e.kind === 'secondYellow'),
          ).length;
          expect(side === 'home' ? state.homeRed : state.awayRed).toBe(reds);
          expect(tech.redCards?.[side] ?? 0).toBe(reds);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the drawn card totals stand: yellows and reds on the sheet equal the outcome (special matches aside)', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed, { special: false });
        const count = (side: 'home' | 'away', kinds: string[]) =>
          plan.timeline.events.filter((e) => e.side === side && kinds.includes(e.kind)).length;
        expect([count('home', ['yellow']), count('away', ['yellow'])]).toEqual(plan.outcome.yellows);
        expect([count('home', ['red', 'secondYellow']), count('away', ['red', 'secondYellow'])]).toEqual(
          plan.outcome.reds,
        );
      }),
      { numRuns: 200 },
    );
  });
});
