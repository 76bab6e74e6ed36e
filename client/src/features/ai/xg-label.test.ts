import { FootballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { xgLabel } from './xg-label.ts';

describe('[AI7] the /ai table’s 预期进球 column', () => {
  it('prints a model estimate with two decimals on both sides, so rows read alike', () => {
    expect(xgLabel({ home: 2.6, away: 1.5 }, FootballState.NotStarted)).toBe('2.60 : 1.50');
    expect(xgLabel({ home: 2.54, away: 0.6 }, FootballState.SecondHalf)).toBe('2.54 : 0.60');
    // A whole number on one side only is still an estimate.
    expect(xgLabel({ home: 2, away: 0.75 }, FootballState.NotStarted)).toBe('2.00 : 0.75');
  });

  it('an estimate that comes out whole on both sides before kick-off is still an estimate, not a score', () => {
    expect(xgLabel({ home: 2, away: 1 }, FootballState.NotStarted)).toBe('2.00 : 1.00');
    expect(xgLabel({ home: 1, away: 1 }, FootballState.FirstHalf)).toBe('1.00 : 1.00');
  });

  it('prints whole goals once the result is in', () => {
    expect(xgLabel({ home: 3, away: 1 }, FootballState.Finished)).toBe('3 : 1');
    expect(xgLabel({ home: 2, away: 2 }, FootballState.Penalties)).toBe('2 : 2');
    expect(xgLabel({ home: 0, away: 1 }, FootballState.Abandoned)).toBe('0 : 1');
  });
});
