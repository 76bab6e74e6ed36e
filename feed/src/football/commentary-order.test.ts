import { FootballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { randomFootballPlan } from '../test-support/random-plan.ts';
import type { FootballPlan } from './plan-types.ts';

const CALLED_OFF: readonly FootballState[] = [
  FootballState.Postponed,
  FootballState.Cancelled,
  FootballState.TBD,
];

/** The first seeds whose match is called off before kick-off, one per kind of notice. */
function calledOffPlans(): FootballPlan[] {
  const found = new Map<FootballState, FootballPlan>();
  for (let seed = 1; seed < 20_000 && found.size < CALLED_OFF.length; seed++) {
    const plan = randomFootballPlan(seed, { special: true });
    const state = plan.timeline.phases[0]?.state;
    if (state !== undefined && CALLED_OFF.includes(state) && !found.has(state)) found.set(state, plan);
  }
  if (found.size < CALLED_OFF.length) throw new Error('too few called-off seeds');
  return [...found.values()];
}

describe('[issue17-5] commentary of a match called off', () => {
  it('推迟, 取消 and 待定 get their notice only, no 欢迎收看 or venue line for a match nobody will play', () => {
    for (const plan of calledOffPlans()) {
      const texts = plan.words.map((w) => w.text);
      expect(texts.some((t) => /推迟|取消|待定/.test(t))).toBe(true);
      expect(texts.filter((t) => t.startsWith('欢迎收看') || t.startsWith('本场比赛在'))).toEqual([]);
    }
  });
});

describe('[issue17-5] commentary keeps the order of the match', () => {
  it('an event is told before the whistle that follows it (a 45+1 or 90+4 goal before 上半场/全场比赛结束)', () => {
    const late: string[] = [];
    let checked = 0;
    const isEventLine = (kind: string | null) => kind !== null && kind !== 'period' && kind !== 'penalty';
    for (let seed = 1; seed <= 400; seed++) {
      const plan = randomFootballPlan(seed, { special: false });
      plan.words.forEach((w, i) => {
        if (w.kind !== 'period') return;
        checked++;
        // Every event before this whistle has had its line by now.
        const happened = plan.timeline.events.filter((e) => e.at < w.at).length;
        const told = plan.words.slice(0, i).filter((x) => isEventLine(x.kind)).length;
        if (told < happened) late.push(`seed ${seed}: an event line comes after “${w.text}”`);
      });
    }
    expect(checked).toBeGreaterThan(1000);
    expect(late).toEqual([]);
  });
});
