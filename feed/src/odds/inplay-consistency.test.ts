import { type EuroLine, overround } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FootballPlan } from '../football/plan-types.ts';
import { matchStateAt } from '../football/state-at.ts';
import { instantsOf, randomFootballPlan } from '../test-support/random-plan.ts';
import { companyOddsAt, marketsAt } from './football-odds.ts';
import { isRepricingEvent, REPRICE_AFTER_EVENT_MS } from './repricing.ts';

const seeds = fc.integer({ min: 1, max: 1_000_000 });
const RUNS = { numRuns: 60 };

/** Water (HK odds) a book actually offers on a main line; further out it moves the line or closes (封盘). */
const SANE_WATER = { min: 0.6, max: 1.4 };
/** The companies' margins are 4.5–8 %, so a 1x2 book's implied probabilities sum to about 1.05–1.12. */
const BOOK_SUM = { min: 1.04, max: 1.12 };
/** From here on the side that is ahead is the likelier winner whatever the sides' strength. */
const LATE_MINUTE = 80;

/** In-play repricings during regular time (the full-time markets settle on it). */
function inPlayRepricings(plan: FootballPlan): number[] {
  const end = plan.timeline.regularEndAt ?? Number.POSITIVE_INFINITY;
  const ks: number[] = [];
  for (let k = plan.odds.preMatch; k < plan.odds.times.length; k++) {
    if ((plan.odds.times[k] ?? 0) < end) ks.push(k);
  }
  return ks;
}

function expectSaneEuro(ou: EuroLine, lead: number, minute: number, where: string) {
  for (const price of [ou.home, ou.draw, ou.away]) expect(price, where).toBeGreaterThanOrEqual(1.01);
  const sum = 1 + overround([ou.home, ou.draw, ou.away]);
  expect(sum, `${where}: 1x2 book sum`).toBeGreaterThanOrEqual(BOOK_SUM.min);
  expect(sum, `${where}: 1x2 book sum`).toBeLessThanOrEqual(BOOK_SUM.max);
  if (minute < LATE_MINUTE || lead === 0) return;
  // Late on, the leader is the favourite: shorter than the trailing side and than the draw.
  const [leader, trailer] = lead > 0 ? [ou.home, ou.away] : [ou.away, ou.home];
  expect(leader, `${where}: leader vs trailer`).toBeLessThanOrEqual(trailer);
  expect(leader, `${where}: leader vs draw`).toBeLessThan(ou.draw);
}

describe('in-play odds agree with the score and the time left', () => {
  it('at every in-play repricing an open 大小 line is above the goals scored, with sane waters; 亚盘 too', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        for (const k of inPlayRepricings(plan)) {
          const s = matchStateAt(plan, plan.odds.times[k] ?? 0);
          for (const company of plan.odds.companies) {
            const { da, ya } = marketsAt(plan, company, k);
            const where = `seed ${seed}, ${company.name}, ${Math.floor(s.minute)}' ${s.home}-${s.away}`;
            if (da) {
              expect(da.line, `${where}: 大小 line`).toBeGreaterThan(s.home + s.away);
              for (const w of [da.over, da.under]) {
                expect(w, `${where}: 大小 water`).toBeGreaterThanOrEqual(SANE_WATER.min);
                expect(w, `${where}: 大小 water`).toBeLessThanOrEqual(SANE_WATER.max);
              }
            }
            if (ya) {
              for (const w of [ya.home, ya.away]) {
                expect(w, `${where}: 亚盘 water`).toBeGreaterThanOrEqual(SANE_WATER.min);
                expect(w, `${where}: 亚盘 water`).toBeLessThanOrEqual(SANE_WATER.max);
              }
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('at every in-play repricing the 1x2 keeps the book margin, and after 80′ the leading side is the favourite', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        for (const k of inPlayRepricings(plan)) {
          const s = matchStateAt(plan, plan.odds.times[k] ?? 0);
          for (const company of plan.odds.companies) {
            const { ou } = marketsAt(plan, company, k);
            const where = `seed ${seed}, ${company.name}, ${Math.floor(s.minute)}' ${s.home}-${s.away}`;
            if (ou) expectSaneEuro(ou, s.home - s.away, Math.min(s.minute, 90), where);
          }
        }
      }),
      RUNS,
    );
  });

  it('the quote shown at any instant of regular time never contradicts the score then (封盘 is null, not a stale price)', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        const end = plan.timeline.regularEndAt ?? Number.POSITIVE_INFINITY;
        for (const t of instantsOf(plan)) {
          if (t < plan.kickoff || t >= end) continue;
          const s = matchStateAt(plan, t);
          const where = `seed ${seed}, ${Math.floor(s.minute)}' ${s.home}-${s.away}`;
          for (const company of plan.odds.companies) {
            const { da, ou } = companyOddsAt(plan, company, t);
            if (da.live) expect(da.live.line, `${where}: 大小 line`).toBeGreaterThan(s.home + s.away);
            if (ou.live) expectSaneEuro(ou.live, s.home - s.away, Math.min(s.minute, 90), where);
          }
        }
      }),
      RUNS,
    );
  });

  it('半场 markets close (封盘, null) on a first-half goal or red card like the full-time ones, and after the half keep the last first-half quote', () => {
    const HALF = ['halfYa', 'halfDa', 'halfOu'] as const;
    let closures = 0;
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        for (const e of plan.timeline.events) {
          if (!isRepricingEvent(e.kind)) continue;
          const t = e.at + REPRICE_AFTER_EVENT_MS / 2;
          const s = matchStateAt(plan, t);
          if (s.state !== 1) continue;
          for (const company of plan.odds.companies) {
            const odds = companyOddsAt(plan, company, t);
            const where = `seed ${seed}, ${company.name}, ${e.kind} ${Math.floor(s.minute)}' ${s.home}-${s.away}`;
            expect(odds.ya.live, `${where}: 亚盘`).toBeNull();
            for (const m of HALF) expect(odds[m].live, `${where}: ${m}`).toBeNull();
            closures++;
          }
        }
        // Repriced after the half: the half markets show their last first-half quote, never a closed one.
        for (const k of inPlayRepricings(plan)) {
          const s = matchStateAt(plan, plan.odds.times[k] ?? 0);
          if (s.state !== 2 && s.state !== 3) continue;
          for (const company of plan.odds.companies) {
            const quotes = marketsAt(plan, company, k);
            for (const m of HALF)
              expect(quotes[m], `seed ${seed}, ${company.name}, state ${s.state}: ${m}`).not.toBeNull();
          }
        }
      }),
      RUNS,
    );
    expect(closures).toBeGreaterThan(0);
  });

  it('半场大小 and 半场亚盘 shown in play are priced like the full-time ones: sane waters, 大小 above the first-half goals (or closed)', () => {
    assertProperty(
      fc.property(seeds, (seed) => {
        const plan = randomFootballPlan(seed);
        for (const k of inPlayRepricings(plan)) {
          const s = matchStateAt(plan, plan.odds.times[k] ?? 0);
          for (const company of plan.odds.companies) {
            // In the first half the live quote, after it the last first-half quote the page keeps showing.
            const { halfDa, halfYa } = marketsAt(plan, company, k);
            const where = `seed ${seed}, ${company.name}, state ${s.state} ${Math.floor(s.minute)}'`;
            if (halfDa) {
              if (s.state === 1)
                expect(halfDa.line, `${where}: 半场大小 line`).toBeGreaterThan(s.home + s.away);
              for (const w of [halfDa.over, halfDa.under]) {
                expect(w, `${where}: 半场大小 water`).toBeGreaterThanOrEqual(SANE_WATER.min);
                expect(w, `${where}: 半场大小 water`).toBeLessThanOrEqual(SANE_WATER.max);
              }
            }
            if (halfYa) {
              for (const w of [halfYa.home, halfYa.away]) {
                expect(w, `${where}: 半场亚盘 water`).toBeGreaterThanOrEqual(SANE_WATER.min);
                expect(w, `${where}: 半场亚盘 water`).toBeLessThanOrEqual(SANE_WATER.max);
              }
            }
          }
        }
      }),
      RUNS,
    );
  });
});
