import { describe, expect, it } from 'vitest';
import {
  euroBreakdown,
  impliedProbabilities,
  marketLineLabel,
  returnRate,
  spreadLabel,
  totalLineLabel,
  waterReturnRate,
} from './odds-math.ts';

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe('[D5] implied probabilities with the margin removed', () => {
  it('sum to 1 whatever the margin', () => {
    for (const prices of [
      [1.82, 3.75, 3.94],
      [1.01, 12.72, 101],
      [2.03, 1.73],
      [3, 3, 3],
    ]) {
      expect(sum(impliedProbabilities(prices))).toBeCloseTo(1, 12);
    }
  });

  it('a fair book keeps its probabilities; a shorter price is the likelier outcome', () => {
    expect(impliedProbabilities([2, 4, 4])).toEqual([0.5, 0.25, 0.25]);
    const [home = 0, , away = 0] = impliedProbabilities([1.5, 4, 6]);
    expect(home).toBeGreaterThan(away);
  });

  it('an outcome not offered (price 0) gets no probability', () => {
    const [home = 0, draw, away = 0] = impliedProbabilities([2, 0, 2]);
    expect(draw).toBe(0);
    expect(home + away).toBeCloseTo(1, 12);
  });
});

describe('[D5] 返还率 = 1 / Σ(1/price)', () => {
  it('known prices', () => {
    // 1/2 + 1/4 + 1/4 = 1: a book without margin pays everything back.
    expect(returnRate([2, 4, 4])).toBe(1);
    // Two-way 1.9 / 1.9: 1 / (2/1.9) = 95 %.
    expect(returnRate([1.9, 1.9])).toBeCloseTo(0.95, 12);
    // 1.82 / 3.75 / 3.94: Σ 1/p = 1.06992…, so 93.46 %.
    expect(returnRate([1.82, 3.75, 3.94])).toBeCloseTo(0.9346, 4);
  });

  it('nothing offered has no rate', () => {
    expect(returnRate([])).toBeNull();
    expect(returnRate([0, 0])).toBeNull();
  });

  it('water prices (亚盘, 大小) count as decimal = water + 1', () => {
    expect(waterReturnRate(0.9, 0.9)).toBeCloseTo(0.95, 12);
  });

  it('a 欧赔 breakdown carries probabilities and rate; basketball 独赢 has no draw', () => {
    const euro = euroBreakdown({ home: 2, draw: 4, away: 4 });
    expect(euro).toEqual({ home: 0.5, draw: 0.25, away: 0.25, returnRate: 1 });
    const moneyline = euroBreakdown({ home: 1.9, draw: 0, away: 1.9 });
    expect(moneyline?.draw).toBeNull();
    expect(moneyline?.home).toBeCloseTo(0.5, 12);
    expect(moneyline?.returnRate).toBeCloseTo(0.95, 12);
  });
});

describe('[D4] lines as fans read them', () => {
  it('football handicaps in Chinese words, receiving sides with 受', () => {
    expect(marketLineLabel('handicap', 0)).toBe('平手');
    expect(marketLineLabel('handicap', 0.25)).toBe('平/半');
    expect(marketLineLabel('handicap', 0.75)).toBe('半/一');
    expect(marketLineLabel('handicap', 1.5)).toBe('球半');
    expect(marketLineLabel('handicap', -1)).toBe('受一球');
  });

  it('totals print quarter lines as a pair', () => {
    expect(totalLineLabel(2.5)).toBe('2.5');
    expect(totalLineLabel(2.75)).toBe('2.5/3');
    expect(totalLineLabel(3.25)).toBe('3/3.5');
    expect(marketLineLabel('total', 181.5, 'basketball')).toBe('181.5');
  });

  it('basketball spreads from the home side: giving points is minus', () => {
    expect(spreadLabel(5.5)).toBe('-5.5');
    expect(spreadLabel(-3)).toBe('+3');
    expect(marketLineLabel('handicap', 29.5, 'basketball')).toBe('-29.5');
  });
});
