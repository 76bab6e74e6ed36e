import { describe, expect, it } from 'vitest';
import { kellyIndexes } from './kelly.ts';

const two = (xs: readonly (number | null)[]) => xs.map((x) => (x === null ? null : x.toFixed(2)));

describe('凯利指数: a company’s price × the average probability of that outcome across the companies shown', () => {
  it('one company alone: every Kelly equals its own 返还率 (2.00/3.00/4.00 pays back 1/1.0833 = 92.3 %)', () => {
    const [k] = kellyIndexes([{ home: 2, draw: 3, away: 4 }]);
    expect(two([k?.home ?? null, k?.draw ?? null, k?.away ?? null])).toEqual(['0.92', '0.92', '0.92']);
  });

  it('two companies, worked by hand: each outcome’s probability is normalised per company, then averaged', () => {
    // A 2.00/3.00/4.00: 1/p = .5000 .3333 .2500 (Σ 1.0833) → .4615 .3077 .2308
    // B 2.50/3.20/2.80: 1/p = .4000 .3125 .3571 (Σ 1.0696) → .3740 .2922 .3339
    // average            → .4177 .2999 .2823
    // A: 2×.4177 = 0.84, 3×.2999 = 0.90, 4×.2823 = 1.13; B: 2.5×.4177 = 1.04, 3.2×.2999 = 0.96, 2.8×.2823 = 0.79
    const [a, b] = kellyIndexes([
      { home: 2, draw: 3, away: 4 },
      { home: 2.5, draw: 3.2, away: 2.8 },
    ]);
    expect(two([a?.home ?? null, a?.draw ?? null, a?.away ?? null])).toEqual(['0.84', '0.90', '1.13']);
    expect(two([b?.home ?? null, b?.draw ?? null, b?.away ?? null])).toEqual(['1.04', '0.96', '0.79']);
  });

  it('a company without a line (封 or never priced) gets none and stays out of the average', () => {
    const [a, none, b] = kellyIndexes([
      { home: 2, draw: 3, away: 4 },
      null,
      { home: 2.5, draw: 3.2, away: 2.8 },
    ]);
    expect(none).toBeNull();
    expect(a?.away.toFixed(2)).toBe('1.13');
    expect(b?.home.toFixed(2)).toBe('1.04');
  });

  it('basketball 独赢 (draw 0) has no draw Kelly: 1.25/4.00 alone pays back 1/1.05 = 95.2 % on both sides', () => {
    const [k] = kellyIndexes([{ home: 1.25, draw: 0, away: 4 }]);
    expect(k?.draw).toBeNull();
    expect(two([k?.home ?? null, k?.away ?? null])).toEqual(['0.95', '0.95']);
  });

  it('no company priced: nothing to compare', () => {
    expect(kellyIndexes([null, null])).toEqual([null, null]);
    expect(kellyIndexes([])).toEqual([]);
  });
});
