import { describe, expect, it } from 'vitest';
import { ASIAN_AWAY_VIEW, lineOutcome, settleAsian, settlementScore, settleTotal } from './odds-settle.ts';

describe('[D6] settling a finished match against a line', () => {
  it('a level line (平手) is a push on a draw, a win for the winner', () => {
    expect(settleAsian(0, 1, 1)).toBe('走');
    expect(settleAsian(0, 2, 1)).toBe('赢');
    expect(settleAsian(0, 0, 1)).toBe('输');
  });

  it('home giving half a goal (半球) covers only by winning', () => {
    expect(settleAsian(0.5, 1, 0)).toBe('赢');
    expect(settleAsian(0.5, 1, 1)).toBe('输');
  });

  it('quarter lines win or lose half (平/半, 半/一)', () => {
    expect(settleAsian(0.25, 1, 1)).toBe('输半');
    expect(settleAsian(-0.25, 1, 1)).toBe('赢半');
    expect(settleAsian(0.75, 1, 0)).toBe('赢半');
    expect(settleAsian(0.75, 2, 0)).toBe('赢');
    expect(settleAsian(1, 1, 0)).toBe('走');
  });

  it('home receiving goals (受让) covers with a narrow defeat', () => {
    expect(settleAsian(-1.5, 0, 1)).toBe('赢');
    expect(settleAsian(-1.5, 0, 2)).toBe('输');
  });

  it('totals: 大 over the line, 小 under, 走 on it, halves on quarter lines', () => {
    expect(settleTotal(2.5, 3)).toBe('大');
    expect(settleTotal(2.5, 2)).toBe('小');
    expect(settleTotal(3, 3)).toBe('走');
    expect(settleTotal(2.75, 3)).toBe('大半');
    expect(settleTotal(2.25, 2)).toBe('小半');
    expect(settleTotal(215.5, 220)).toBe('大');
  });
});

describe('[D6] the score a match settles on is the score at the end of regular time', () => {
  it('a match that went to extra time settles on its 90-minute score, not the final one', () => {
    const row = { homeScore: 2, awayScore: 1, regular: { home: 1, away: 1 }, homePenalty: null };
    expect(settlementScore(row)).toEqual({ home: 1, away: 1 });
  });

  it('without `regular` (an older upstream) a match without a shoot-out settles on its final score', () => {
    expect(settlementScore({ homeScore: 3, awayScore: 0 })).toEqual({ home: 3, away: 0 });
    expect(settlementScore({ homeScore: 3, awayScore: 0, regular: null, homePenalty: null })).toEqual({
      home: 3,
      away: 0,
    });
  });

  it('without `regular`, a shoot-out means extra time was played: the regular score is unknown', () => {
    expect(settlementScore({ homeScore: 1, awayScore: 1, homePenalty: 4 })).toBeNull();
  });

  it('[D6] the away view of a home result is the result of the mirrored bet (away taking the line)', () => {
    for (let q = -12; q <= 12; q++)
      for (let home = 0; home <= 4; home++)
        for (let away = 0; away <= 4; away++) {
          const line = q / 4;
          expect(ASIAN_AWAY_VIEW[settleAsian(line, home, away)]).toBe(settleAsian(-line, away, home));
        }
  });

  it('[D6] tables count a half win as a win and a half loss as a loss', () => {
    expect(['赢', '赢半', '走', '输半', '输'].map((r) => lineOutcome(r as '赢'))).toEqual([
      'win',
      'win',
      'push',
      'lose',
      'lose',
    ]);
    expect(['大', '大半', '走', '小半', '小'].map((r) => lineOutcome(r as '大'))).toEqual([
      'win',
      'win',
      'push',
      'lose',
      'lose',
    ]);
  });
});
