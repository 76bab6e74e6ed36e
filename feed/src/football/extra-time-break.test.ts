import { FootballState, footballMinute } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { randomFootballPlan } from '../test-support/random-plan.ts';
import type { FootballPlan } from './plan-types.ts';
import { footballRowAt } from './row.ts';

const MINUTE = 60_000;

/** The first knockout seeds whose match goes to extra time. */
function extraTimePlans(count: number): FootballPlan[] {
  const plans: FootballPlan[] = [];
  for (let seed = 1; seed < 5000 && plans.length < count; seed++) {
    const plan = randomFootballPlan(seed, { knockout: true, special: false });
    if (plan.timeline.extraTimeAt !== null) plans.push(plan);
  }
  if (plans.length < count) throw new Error('too few seeds with extra time');
  return plans;
}

describe('[D1] the breaks of extra time', () => {
  it('read 加时 with no running minute, not a second-half minute counting on past 90+', () => {
    for (const plan of extraTimePlans(10)) {
      const whistle = plan.timeline.regularEndAt as number;
      const et1 = plan.timeline.extraTimeAt as number;
      const minuteAt = (t: number) => footballMinute(footballRowAt(plan, t), t);
      // The break between the end of regular time and extra time's kick-off.
      for (let t = whistle; t < et1; t += 30_000) {
        const row = footballRowAt(plan, t);
        expect(row.state).toBe(FootballState.ExtraTime);
        expect(row.periodStart).toBeNull();
      }
      // Extra time's first half runs 91'…105', then breaks; the second half runs on from 106'.
      expect(minuteAt(et1)).toEqual({ minute: 91, added: 0 });
      expect(minuteAt(et1 + 14 * MINUTE + 59_000)).toEqual({ minute: 105, added: 0 });
      expect(minuteAt(et1 + 15 * MINUTE + 30_000)).toBeNull();
      expect(minuteAt(et1 + 16 * MINUTE)).toEqual({ minute: 106, added: 0 });
    }
  });

  it('are told in the commentary: regular time over and level, then each half of extra time', () => {
    const [plan] = extraTimePlans(1) as [FootballPlan];
    const period = plan.words.filter((w) => w.kind === 'period').map((w) => w.text);
    const from = period.indexOf('常规时间结束，双方战平，比赛将进入加时赛。');
    expect(from).toBeGreaterThan(0);
    expect(period.slice(from + 1, from + 4)).toEqual([
      '加时赛开始。',
      '加时赛上半场结束。',
      '加时赛下半场开始。',
    ]);
  });
});
