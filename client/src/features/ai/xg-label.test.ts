import { describe, expect, it } from 'vitest';
import { xgLabel } from './xg-label.ts';

describe('[AI7] the /ai table’s 预期进球 column', () => {
  it('prints a model estimate with two decimals on both sides, so rows read alike', () => {
    expect(xgLabel({ home: 2.6, away: 1.5 })).toBe('2.60 : 1.50');
    expect(xgLabel({ home: 2.54, away: 0.6 })).toBe('2.54 : 0.60');
    // A whole number on one side only is still an estimate.
    expect(xgLabel({ home: 2, away: 0.75 })).toBe('2.00 : 0.75');
  });

  it('prints whole goals once the result is in', () => {
    expect(xgLabel({ home: 3, away: 1 })).toBe('3 : 1');
  });
});
