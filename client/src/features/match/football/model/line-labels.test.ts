import { describe, expect, it } from 'vitest';
import { matchDate, totalLineLabel } from './line-labels.ts';

describe('line labels', () => {
  it('[T1] dates a result by its Beijing match day, not the browser clock', () => {
    // 2026-11-23 20:30 UTC is already 11-24 in Beijing.
    expect(matchDate(Date.UTC(2026, 10, 23, 20, 30))).toBe('26-11-24');
    expect(matchDate(Date.UTC(2026, 10, 23, 15, 59))).toBe('26-11-23');
  });

  it('prints quarter 大小 lines as pairs', () => {
    expect(totalLineLabel(2.75)).toBe('2.5/3');
    expect(totalLineLabel(2.5)).toBe('2.5');
  });
});
