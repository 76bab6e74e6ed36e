import { describe, expect, it } from 'vitest';
import { daysBetween, matchDate } from './line-labels.ts';

describe('line labels', () => {
  it('[T1] dates a result by its Beijing match day, not the browser clock', () => {
    // 2026-11-23 20:30 UTC is already 11-24 in Beijing.
    expect(matchDate(Date.UTC(2026, 10, 23, 20, 30))).toBe('26-11-24');
    expect(matchDate(Date.UTC(2026, 10, 23, 15, 59))).toBe('26-11-23');
  });

  it('[T1] counts 相隔N天 in calendar days of the shown clock, not rounded hours', () => {
    const bj = 'Asia/Shanghai';
    const at = (d: number, h: number, m = 0) => Date.UTC(2026, 10, d, h - 8, m);
    expect(daysBetween(at(21, 3), at(22, 22), bj)).toBe(1);
    expect(daysBetween(at(21, 20), at(25, 3, 45), bj)).toBe(4);
    expect(daysBetween(at(21, 20), at(21, 23), bj)).toBe(0);
  });
});
