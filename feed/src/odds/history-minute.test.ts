import { footballMinute } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footballRowAt } from '../football/row.ts';
import { matchStateAt } from '../football/state-at.ts';
import { randomFootballPlan } from '../test-support/random-plan.ts';
import { oddsHistory } from './football-odds.ts';

const seeds = fc.integer({ min: 1, max: 1_000_000 });

describe('[D1] odds history minutes', () => {
  it('an in-play change reads the running minute the list row shows at that instant', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const company = plan.odds.companies[0];
        fc.pre(company !== undefined);
        for (const entry of oddsHistory(plan, company, plan.kickoff + 4 * 3_600_000)) {
          if (entry.minute === null) continue;
          const running = footballMinute(footballRowAt(plan, entry.at), entry.at);
          if (running) expect(entry.minute).toBe(running.minute);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a change priced just after a goal reads the goal’s minute, not the one before', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const company = plan.odds.companies[0];
        fc.pre(company !== undefined);
        const goals = plan.timeline.events.filter((e) => e.kind === 'goal' && e.addedTime === null);
        const history = oddsHistory(plan, company, plan.kickoff + 4 * 3_600_000);
        for (const goal of goals) {
          const next = history.find((h) => h.at >= goal.at && h.minute !== null);
          if (next && next.at - goal.at < 60_000) expect(next.minute).toBeGreaterThanOrEqual(goal.minute);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('半场 markets list changes up to half-time only: the quote kept after the half is not a new change', () => {
    let halfEntries = 0;
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        for (const company of plan.odds.companies) {
          for (const entry of oddsHistory(plan, company, plan.kickoff + 4 * 3_600_000)) {
            if (!entry.market.startsWith('half') || entry.minute === null) continue;
            halfEntries++;
            const s = matchStateAt(plan, entry.at);
            expect(s.state, `seed ${seed}, ${company.name}, ${entry.market} at ${entry.minute}'`).toBe(1);
          }
        }
      }),
      { numRuns: 40 },
    );
    expect(halfEntries).toBeGreaterThan(0);
  });
});
