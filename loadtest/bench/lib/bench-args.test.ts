import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './bench-args.ts';

const NOW = Date.UTC(2026, 10, 22, 4, 0);

describe('benchmark command line', () => {
  it('runs every benchmark by default in our port range with the issue sizes left to each bench', () => {
    const args = parseBenchArgs([], NOW);
    expect(args).toMatchObject({
      ok: true,
      benches: ['fanout', 'bandwidth', 'upstream', 'replicas', 'client-table', 'heartbeats'],
      sizes: null,
      options: {
        portBase: 4500,
        windowMs: 30_000,
        pollMs: 1000,
        date: '2026-11-22',
        rest: true,
        topology: 'single',
      },
    });
    expect(args.ok && args.options.feedArgs).toEqual([
      '--seed',
      '7',
      '--speed',
      '60',
      '--source',
      'synthetic',
      '--start',
      '21:50',
    ]);
  });

  it('takes one benchmark with explicit sizes, window and feed arguments', () => {
    const args = parseBenchArgs(
      ['fanout', '--sizes', '1000, 5000', '--window', '20s', '--feed-args=--seed 3 --speed 120'],
      NOW,
    );
    expect(args).toMatchObject({
      ok: true,
      benches: ['fanout'],
      sizes: [1000, 5000],
      options: { windowMs: 20_000 },
    });
    expect(args.ok && args.options.feedArgs).toEqual(['--seed', '3', '--speed', '120']);
  });

  it('leaves the page REST calls out with --no-rest', () => {
    expect(parseBenchArgs(['upstream', '--no-rest'], NOW)).toMatchObject({
      ok: true,
      options: { rest: false },
    });
  });

  it('measures fan-out on the follower of a pair with --topology follower', () => {
    expect(parseBenchArgs(['fanout', '--topology', 'follower'], NOW)).toMatchObject({
      ok: true,
      options: { topology: 'follower' },
    });
  });

  it.each([
    [['nonsense'], 'unknown benchmark'],
    [['fanout', '--topology', 'leader'], '--topology'],
    [['fanout', '--sizes', '1k'], '--sizes'],
    [['--window', 'long'], '--window'],
    [['--poll', '10'], '--poll'],
    [['--port-base', '80'], '--port-base'],
    [['--date', 'today'], '--date'],
  ])('refuses %j', (argv, word) => {
    const args = parseBenchArgs(argv, NOW);
    expect(args.ok).toBe(false);
    expect(!args.ok && args.error).toContain(word);
  });
});
