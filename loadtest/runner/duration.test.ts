import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.ts';

describe('durations as k6 writes them', () => {
  it('parses ms, s, m, h and bare seconds', () => {
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('60s')).toBe(60_000);
    expect(parseDuration('1.5m')).toBe(90_000);
    expect(parseDuration('1h')).toBe(3_600_000);
    expect(parseDuration('90')).toBe(90_000);
  });

  it('rejects zero, negatives and words', () => {
    for (const text of ['0s', '-5s', 'five', '10 minutes', '']) expect(parseDuration(text)).toBeNull();
  });

  it('formats durations for reports', () => {
    expect(formatDuration(400)).toBe('400ms');
    expect(formatDuration(45_000)).toBe('45s');
    expect(formatDuration(65_000)).toBe('1m5s');
    expect(formatDuration(120_000)).toBe('2m');
  });
});
