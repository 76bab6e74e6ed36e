import { describe, expect, it } from 'vitest';
import { matchDate } from './line-labels.ts';

describe('line labels', () => {
  it('[T1] dates a result by its Beijing match day, not the browser clock', () => {
    // 2026-11-23 20:30 UTC is already 11-24 in Beijing.
    expect(matchDate(Date.UTC(2026, 10, 23, 20, 30))).toBe('26-11-24');
    expect(matchDate(Date.UTC(2026, 10, 23, 15, 59))).toBe('26-11-23');
  });
});
