import { describe, expect, it } from 'vitest';
import { footballRow } from '../../../scores/model/fixtures.ts';
import { rowCupResult } from './cup-result.ts';
import { headerStatus } from './header-status.ts';

const MIN = 60_000;
const status = (over: Parameters<typeof footballRow>[0], now = 0) => {
  const m = footballRow(over);
  return headerStatus(m, rowCupResult(m), now);
};

describe('the match header says what a minute past 90 is and how a cup tie ended', () => {
  it('extra time reads 加时 with the minute, not a bare "97\'"', () => {
    expect(status({ state: 4, periodStart: 0, regular: { home: 1, away: 1 } }, 6 * MIN + 1)).toBe("加时 97'");
    expect(status({ state: 4, periodStart: 0 }, 31 * MIN)).toBe("加时 120+2'");
    expect(status({ state: 4, periodStart: null })).toBe('加时');
    expect(status({ state: 5, homePenalty: 2, awayPenalty: 1 })).toBe('点球大战');
  });

  it('a finished tie says 完场（加时） or 完场（点球）; a 90-minute result stays 完场', () => {
    const extra = { state: -1 as const, homeScore: 1, awayScore: 2, regular: { home: 1, away: 1 } };
    expect(status(extra)).toBe('完场（加时）');
    expect(status({ ...extra, awayScore: 1, homePenalty: 4, awayPenalty: 5 })).toBe('完场（点球）');
    expect(status({ state: -1, homeScore: 1, awayScore: 2, regular: { home: 1, away: 2 } })).toBe('完场');
  });

  it('regular time and the states before and after read as before', () => {
    expect(status({ state: 3, periodStart: 0 }, 21 * MIN + 5_000)).toBe("67'");
    expect(status({ state: 0 })).toBe('未开赛');
    expect(status({ state: -14 })).toBe('推迟');
  });
});
