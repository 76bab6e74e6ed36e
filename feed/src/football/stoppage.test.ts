import { FootballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { rngFor } from '../util/rng.ts';
import type { MatchScript, ScriptEvent } from './script.ts';
import { buildTimeline } from './timeline.ts';

const KICKOFF = Date.UTC(2026, 6, 15, 19);

const goal = (side: 'home' | 'away', minute: number, addedTime: number | null = null): ScriptEvent => ({
  kind: 'goal',
  side,
  minute,
  addedTime,
  second: 30,
  player: null,
  relatedPlayer: null,
  generated: false,
});

const script = (events: ScriptEvent[], extraTime = false): MatchScript => ({
  status: 'normal',
  injury: { first: 1, second: 3, extra: 1 },
  extraTime,
  shootout: null,
  interruptMinute: null,
  abandonMinute: null,
  events,
});

const finalScore = (s: MatchScript) => {
  const t = buildTimeline('m', KICKOFF, s, rngFor(1, 'stoppage-test'));
  return { t, score: [...t.events].reverse().find((e) => e.score !== null)?.score };
};

describe('[D1] stoppage time of real files', () => {
  it('a minute past 90 in a match without extra time is second-half stoppage: "92" is 90+2, and it counts', () => {
    const { t, score } = finalScore(script([goal('home', 60), goal('away', 70), goal('away', 92)]));
    expect(score).toBe('1-2');
    const late = t.events.at(-1);
    expect([late?.minute, late?.addedTime]).toEqual([90, 2]);
    // Before the final whistle.
    expect(late?.at).toBeLessThan(t.endAt ?? 0);
  });

  it('a goal later than the drawn stoppage stretches it (90+9 with 3 drawn), rather than landing after 完场', () => {
    const { t, score } = finalScore(script([goal('home', 90, 9)]));
    expect(score).toBe('1-0');
    const whistle = t.phases.find((p) => p.state === FootballState.Finished)?.at ?? 0;
    expect(t.events[0]?.at).toBeLessThan(whistle);
    expect(t.phases.find((p) => p.state === FootballState.SecondHalf && p.injuryTime > 0)?.injuryTime).toBe(
      9,
    );
  });

  it('extra time’s first half runs into its stoppage: a 105+1 goal is scored before the break, not in it', () => {
    const { t, score } = finalScore(script([goal('home', 105, 1)], true));
    expect(score).toBe('1-0');
    const et1 = t.extraTimeAt ?? 0;
    const etPhases = t.phases.filter((p) => p.state === FootballState.ExtraTime && p.at > et1);
    const breakAt = etPhases.find((p) => p.periodStart === null)?.at ?? 0;
    const secondHalf = etPhases.find((p) => p.periodStart !== null)?.at ?? 0;
    const at = t.events[0]?.at ?? 0;
    expect(at).toBeGreaterThan(et1 + 15 * 60_000);
    expect(at).toBeLessThan(breakAt);
    expect(secondHalf - breakAt).toBe(60_000);
  });

  it('a goal that cannot be placed stops the build instead of vanishing from the score', () => {
    // 140' is past extra time's end (120' + 1 of stoppage): no instant of the match holds it.
    expect(() => finalScore(script([goal('home', 140)], true))).toThrow(/goal at 140/);
    // An abandoned match never played its later minutes: their goals are simply not scored.
    const abandoned = { ...script([goal('home', 40), goal('away', 85)]), abandonMinute: 60 };
    expect(finalScore(abandoned).score).toBe('1-0');
  });
});
