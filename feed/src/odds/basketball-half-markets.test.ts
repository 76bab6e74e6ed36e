import { BasketballState } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballRowAt } from '../basketball/row.ts';
import { simulateBasketball } from '../basketball/simulate.ts';
import { COMPANIES } from '../catalog/companies.ts';
import { dayStart } from '../util/day-time.ts';
import { basketballCompanyOddsAt } from './basketball-odds.ts';

const HALF = ['halfYa', 'halfDa', 'halfOu'] as const;

const game = (seed: number) =>
  simulateBasketball({
    seed,
    id: '26091390100',
    date: '2026-09-13',
    league: { id: '1', name: 'NBA', alias: '', color: '#c8102e', kind: 'league' },
    season: '2025-2026',
    home: { id: 'h', name: '湖人', alias: '湖人' },
    away: { id: 'a', name: '勇士', alias: '勇士' },
    homeRank: null,
    awayRank: null,
    kickoff: dayStart('2026-09-13') + 9 * 3600_000,
    quarterSeconds: 720,
    meanTotal: 226,
    strength: [
      { offence: ((seed % 7) - 3) / 50, defence: ((seed % 3) - 1) / 50, pace: 0 },
      { offence: 0, defence: 0, pace: 0 },
    ],
    chinese: false,
  });

/** First two quarters (and half-time) are the first half; from the third quarter on, the half is over. */
const halfOver = (state: number) =>
  state === BasketballState.HalfTime || state >= BasketballState.Q3 || state === -1;

describe('[D6] basketball 半场 markets after the half keep their last price, as football’s do', () => {
  it('from half-time to the end each company’s 半场 即时 is its last first-half quote, not "-" (null)', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const plan = game(seed);
        const times = plan.oddsTimes.filter((t) => t >= plan.kickoff);
        const firstHalf = times.filter((t) => !halfOver(basketballRowAt(plan, t).state));
        const after = [...times.filter((t) => halfOver(basketballRowAt(plan, t).state)), plan.endAt + 60_000];
        const lastFirstHalf = firstHalf[firstHalf.length - 1];
        fc.pre(lastFirstHalf !== undefined);
        for (const company of COMPANIES) {
          const kept = basketballCompanyOddsAt(plan, company, lastFirstHalf as number);
          for (const t of after) {
            const odds = basketballCompanyOddsAt(plan, company, t);
            for (const m of HALF) {
              expect(odds[m].live, `seed ${seed}, ${company.name}, ${m}`).not.toBeNull();
              expect(odds[m].live).toEqual(kept[m].live);
              // The 终盘 the 半场盘路 settles on stays the pre-tip-off quote.
              expect(odds[m].close).toEqual(basketballCompanyOddsAt(plan, company, plan.kickoff - 1)[m].live);
            }
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
