import { describe, expect, it } from 'vitest';
import { basketballClock, formatGameClock } from './basketball-match.ts';
import { footballMinute, formatFootballMinute } from './football-match.ts';
import { canFootballMove, FootballState } from './football-state.ts';
import { handicapLabel, overround } from './odds.ts';

const MIN = 60_000;

describe('match clock', () => {
  it("[D1] the minute comes from the period start: 1'–45', then 45+1', 45+2'; 46'–90'; extra time 91'–120'", () => {
    const start = 1_000_000;
    const at = (state: FootballState, minutes: number) =>
      footballMinute({ state, periodStart: start }, start + minutes * MIN);
    expect(at(FootballState.FirstHalf, 0)).toEqual({ minute: 1, added: 0 });
    expect(at(FootballState.FirstHalf, 21.5)).toEqual({ minute: 22, added: 0 });
    expect(at(FootballState.FirstHalf, 44.9)).toEqual({ minute: 45, added: 0 });
    expect(at(FootballState.FirstHalf, 46.1)).toEqual({ minute: 45, added: 2 });
    expect(at(FootballState.SecondHalf, 21.5)).toEqual({ minute: 67, added: 0 });
    expect(at(FootballState.ExtraTime, 0)).toEqual({ minute: 91, added: 0 });
    expect(at(FootballState.ExtraTime, 31)).toEqual({ minute: 120, added: 2 });
    expect(footballMinute({ state: FootballState.FirstHalf, periodStart: start }, start - 5 * MIN)).toEqual({
      minute: 1,
      added: 0,
    });
    expect(footballMinute({ state: FootballState.HalfTime, periodStart: null }, start)).toBeNull();
    expect(footballMinute({ state: FootballState.Finished, periodStart: start }, start)).toBeNull();
    expect(formatFootballMinute({ minute: 67, added: 0 })).toBe("67'");
    expect(formatFootballMinute({ minute: 45, added: 2 })).toBe("45+2'");
  });

  it('[D2] the basketball clock counts down locally only while running', () => {
    const row = { clockSeconds: 300, clockAt: 0, clockRunning: true };
    expect(basketballClock(row, 12_000)).toBe(288);
    expect(basketballClock({ ...row, clockRunning: false }, 12_000)).toBe(300);
    expect(basketballClock(row, 10_000_000)).toBe(0);
    expect(formatGameClock(312.4)).toBe('05:13');
  });
});

describe('states and odds', () => {
  it('[D3] football states only move along allowed transitions', () => {
    expect(canFootballMove(FootballState.NotStarted, FootballState.FirstHalf)).toBe(true);
    expect(canFootballMove(FootballState.FirstHalf, FootballState.SecondHalf)).toBe(false);
    expect(canFootballMove(FootballState.Finished, FootballState.FirstHalf)).toBe(false);
    expect(canFootballMove(FootballState.SecondHalf, FootballState.SecondHalf)).toBe(true);
  });

  it('[D4] handicap lines read as Chinese sites print them', () => {
    expect(handicapLabel(0)).toBe('平手');
    expect(handicapLabel(0.25)).toBe('平/半');
    expect(handicapLabel(0.75)).toBe('半/一');
    expect(handicapLabel(-1.5)).toBe('受球半');
  });

  it('[D5] overround is the sum of implied probabilities minus one', () => {
    expect(overround([2, 2])).toBeCloseTo(0);
    expect(overround([1.91, 3.6, 4])).toBeCloseTo(1 / 1.91 + 1 / 3.6 + 1 / 4 - 1);
  });
});
