import { describe, expect, it } from 'vitest';

(globalThis as { __ENV?: Record<string, string> }).__ENV ??= {};
const {
  CACHED_READS,
  parseRates,
  pickRead,
  rateLadder,
  READS,
  readUrl,
  replyWriters,
  REPLIES_PER_WRITER,
  STEP_GAP_S,
  testPhone,
  testUserName,
  writerOf,
} = await import('./rest-mix.js');

const seed = { matchIds: ['m1', 'm2'], areaId: 3, postId: 42 };

describe('k6 REST mix', () => {
  it('picks each read in proportion to its weight', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const name = pickRead(i / 1000).name;
      counts[name] = (counts[name] ?? 0) + 1;
    }
    for (const read of READS) expect(counts[read.name]).toBe(read.weight * 10);
  });

  it('builds the URL of every read, the cached ones under /sc/api', () => {
    for (const read of READS) {
      const url = readUrl(read.name, 'http://gw', seed, 0.7);
      expect(url.startsWith(CACHED_READS.includes(read.name) ? 'http://gw/sc/api/' : 'http://gw/api/')).toBe(
        true,
      );
    }
    expect(readUrl('header', 'http://gw', seed, 0.7)).toBe('http://gw/sc/api/football/header?matchId=m2');
    expect(readUrl('replies', 'http://gw', seed, 0)).toContain('postCode=42');
    expect(() => readUrl('nope', 'http://gw', seed, 0)).toThrow();
  });

  it('[F] registers enough writers that none crosses the 30-replies-in-5-minutes limit', () => {
    const writers = replyWriters([100, 300, 500], 10);
    expect(writers).toBe(360);
    const perWriter: number[] = new Array(writers).fill(0);
    for (let i = 0; i < 900 * 10; i++)
      perWriter[writerOf(i, writers)] = (perWriter[writerOf(i, writers)] ?? 0) + 1;
    expect(Math.max(...perWriter)).toBeLessThanOrEqual(REPLIES_PER_WRITER);
    expect(replyWriters([0.1], 1)).toBe(1);
  });

  it('runs a ladder of rates one after the other, with a gap between steps', () => {
    expect(parseRates('100, 300,500')).toEqual([100, 300, 500]);
    expect(() => parseRates('x')).toThrow();
    expect(rateLadder([100, 300], 20)).toEqual([
      { rate: 100, target: 'gateway', scenario: 'r100', startS: 0 },
      { rate: 300, target: 'gateway', scenario: 'r300', startS: 20 + STEP_GAP_S },
    ]);
  });

  it('with a baseline, reads each rate from the baseline and then the gateway, back to back', () => {
    expect(rateLadder([100, 300], 20, true).map((s) => [s.scenario, s.target, s.startS])).toEqual([
      ['b100', 'baseline', 0],
      ['r100', 'gateway', 25],
      ['b300', 'baseline', 50],
      ['r300', 'gateway', 75],
    ]);
  });

  it('[V1][V8] test users have valid phones and user names', () => {
    expect(testPhone(7)).toMatch(/^1\d{10}$/);
    expect(testPhone(12_345_678)).toMatch(/^1\d{10}$/);
    expect(testUserName(199)).toMatch(/^[\u4e00-\u9fa5A-Za-z0-9_]{2,16}$/);
  });
});
