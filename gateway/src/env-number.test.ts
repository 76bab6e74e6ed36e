import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { readEnvInt } from './env-number.ts';

describe('numbers from the environment', () => {
  it('an empty value is unset: the default, not 0 (PORT="" listened on a random port)', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(4000);
    expect(loadConfig({ PORT: ' ', POLL_INTERVAL_MS: '' }).POLL_INTERVAL_MS).toBe(1000);
    expect(readEnvInt('ARENA_SETTLE_MS', 10_000, 0, { ARENA_SETTLE_MS: '' })).toBe(10_000);
  });

  it('a value that is no whole number stops the start, naming the variable (NaN turned a job off silently)', () => {
    expect(() => readEnvInt('ARENA_SETTLE_MS', 10_000, 0, { ARENA_SETTLE_MS: '10s' })).toThrow(
      /ARENA_SETTLE_MS/,
    );
    expect(() => readEnvInt('NEWS_REPORT_MS', 15_000, 0, { NEWS_REPORT_MS: '-1' })).toThrow(/NEWS_REPORT_MS/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(readEnvInt('ARENA_SETTLE_MS', 10_000, 0, { ARENA_SETTLE_MS: '0' })).toBe(0);
  });
});
