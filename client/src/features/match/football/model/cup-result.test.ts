import type { ScheduleItem } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { footballRow } from '../../../scores/model/fixtures.ts';
import { cupStagesLine, cupTitle, fixtureCupResult, rowCupResult } from './cup-result.ts';

const names = { homeName: '山东泰山', awayName: '上海海港' };

describe('a cup tie past 90 minutes, read from a list row', () => {
  it('a tie won in extra time says it was level after 90 minutes', () => {
    const cup = rowCupResult(
      footballRow({ state: -1, homeScore: 1, awayScore: 2, regular: { home: 1, away: 1 } }),
    );
    expect(cup).toMatchObject({ extraTime: true, shootout: null, shootoutWinner: null });
    expect(cupStagesLine(cup)).toBe('90分钟 1-1，120分钟 1-2');
    expect(cupTitle(cup, names)).toBe('90分钟[1-1]，120分钟[1-2]');
  });

  it('a shoot-out means extra time came first, and names who went through once it is over', () => {
    const row = { state: -1 as const, homeScore: 1, awayScore: 1, homePenalty: 4, awayPenalty: 5 };
    const cup = rowCupResult(footballRow({ ...row, regular: { home: 1, away: 1 } }));
    expect(cup).toMatchObject({ extraTime: true, shootout: { home: 4, away: 5 }, shootoutWinner: 'away' });
    expect(cupTitle(cup, names)).toBe('90分钟[1-1]，120分钟[1-1]，点球[4-5]，上海海港胜出');
    // An upstream without the 90-minute score still tells the 120 minutes and the shoot-out.
    expect(cupTitle(rowCupResult(footballRow(row)), names)).toBe('120分钟[1-1]，点球[4-5]，上海海港胜出');
  });

  it('while extra time runs only the 90 minutes are known; mid-shoot-out nobody has gone through yet', () => {
    const running = rowCupResult(
      footballRow({ state: 4, periodStart: 0, homeScore: 1, awayScore: 1, regular: { home: 1, away: 1 } }),
    );
    expect(running.extraTime).toBe(true);
    expect(cupStagesLine(running)).toBe('90分钟 1-1');
    const shootout = rowCupResult(
      footballRow({ state: 5, homeScore: 1, awayScore: 1, homePenalty: 3, awayPenalty: 2 }),
    );
    expect(shootout.shootoutWinner).toBeNull();
  });

  it('a match decided in 90 minutes, or still in regular time, is no cup tie past 90', () => {
    const plain = footballRow({ state: -1, homeScore: 2, awayScore: 1, regular: { home: 2, away: 1 } });
    expect(rowCupResult(plain).extraTime).toBe(false);
    expect(
      rowCupResult(footballRow({ state: 3, periodStart: 0, homeScore: 1, awayScore: 1 })).extraTime,
    ).toBe(false);
  });
});

describe('a cup tie past 90 minutes, read from an analysis fixture', () => {
  const fixture = (over: Partial<ScheduleItem>): ScheduleItem => ({
    id: 'f1',
    round: '决赛',
    group: null,
    kickoff: 0,
    homeId: 'sd',
    homeName: '山东泰山',
    awayId: 'sh',
    awayName: '上海海港',
    state: -1,
    homeScore: 1,
    awayScore: 1,
    homeHalf: 0,
    awayHalf: 1,
    asianLine: null,
    ouLine: null,
    ...over,
  });

  it('reads the shoot-out and its winner, and extra time from its flag', () => {
    const pens = fixtureCupResult(fixture({ homePenalties: 4, awayPenalties: 5, extraTime: true }));
    expect(pens).toMatchObject({ extraTime: true, shootout: { home: 4, away: 5 }, shootoutWinner: 'away' });
    const extra = fixtureCupResult(
      fixture({ homeScore: 2, extraTime: true, homeRegular: 1, awayRegular: 1 }),
    );
    expect(cupTitle(extra, fixture({}))).toBe('90分钟[1-1]，120分钟[2-1]');
    expect(fixtureCupResult(fixture({})).extraTime).toBe(false);
  });
});
