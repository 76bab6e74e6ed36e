import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { chinaToday, parseRunnerArgs } from './args.ts';

const NOW = Date.UTC(2026, 10, 21, 20, 0); // 21 Nov 20:00 UTC is already 22 Nov in Beijing

describe('runner command line (issue 6: npm run load -- --clients 2000 --duration 60s --gateway …)', () => {
  it('parses the documented command', () => {
    const result = parseRunnerArgs(
      ['--clients', '2000', '--duration', '60s', '--gateway', 'http://localhost:4000/'],
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      options: {
        clients: 2000,
        durationMs: 60_000,
        rampMs: 6000,
        gateway: 'http://localhost:4000',
        scenario: 'match-day',
        date: '2026-11-22',
        seed: 1,
        workers: Math.min(4, availableParallelism()),
      },
    });
  });

  it('deals clients over --workers threads, never more threads than clients', () => {
    const two = parseRunnerArgs(['--workers', '2'], NOW);
    expect(two.ok && two.options.workers).toBe(2);
    const few = parseRunnerArgs(['--workers', '8', '--clients', '3'], NOW);
    expect(few.ok && few.options.workers).toBe(3);
    for (const bad of ['0', '1.5', 'x', '65'])
      expect(parseRunnerArgs(['--workers', bad], NOW)).toEqual({
        ok: false,
        error: '--workers must be an integer from 1 to 64',
      });
  });

  it('caps the default ramp at 30 s and takes an explicit one', () => {
    const long = parseRunnerArgs(['--duration', '10m'], NOW);
    expect(long.ok && long.options.rampMs).toBe(30_000);
    const explicit = parseRunnerArgs(
      ['--ramp', '2s', '--scenario', 'goal-spike', '--date', '2025-09-13'],
      NOW,
    );
    expect(explicit.ok && explicit.options).toMatchObject({
      rampMs: 2000,
      scenario: 'goal-spike',
      date: '2025-09-13',
    });
  });

  it.each([
    [['--clients', '0'], '--clients'],
    [['--clients', '1.5'], '--clients'],
    [['--duration', 'soon'], '--duration'],
    [['--gateway', 'localhost:4000'], '--gateway'],
    [['--scenario', 'derby'], '--scenario'],
    [['--date', '22/11/2026'], '--date'],
    [['--bogus', '1'], 'bogus'],
  ])('refuses %j with a message naming the option', (argv, word) => {
    const result = parseRunnerArgs(argv, NOW);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(word);
  });

  it('dates the match day in China time (UTC+8)', () => {
    expect(chinaToday(Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21');
    expect(chinaToday(Date.UTC(2026, 10, 21, 16, 0))).toBe('2026-11-22');
  });
});
