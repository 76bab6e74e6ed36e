import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footballRowAt } from '../football/row.ts';
import { instantsOf, randomFootballPlan } from '../test-support/random-plan.ts';
import { companyOddsAt } from './football-odds.ts';

const seeds = fc.integer({ min: 1, max: 1_000_000 });

describe('[D6] closing line (终盘)', () => {
  it('is absent before kick-off, then equals the last pre-match quote and never moves again', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const lastPre = plan.odds.times[plan.odds.preMatch - 1];
        fc.pre(lastPre !== undefined);
        const quoteAtKickoff = footballRowAt(plan, plan.kickoff - 1);
        let seen = null as unknown;
        for (const t of instantsOf(plan)) {
          const row = footballRowAt(plan, t);
          if (t < plan.kickoff) {
            expect(row.closing).toBeNull();
            continue;
          }
          // The closing line is the row's main line as it stood just before kick-off.
          expect(row.closing).toEqual(quoteAtKickoff.odds);
          seen ??= row.closing;
          expect(row.closing).toEqual(seen);
          for (const company of plan.odds.companies) {
            const odds = companyOddsAt(plan, company, t);
            expect(odds.ya.close).toEqual(companyOddsAt(plan, company, plan.kickoff - 1).ya.live);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
