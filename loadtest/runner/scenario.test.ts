import { describe, expect, it } from 'vitest';
import { arrivalAt, channelsFor, DETAIL_SHARE, stormsAt } from './scenario.ts';
import { seededRandom } from './seeded-random.ts';

const IDS = Array.from({ length: 50 }, (_, i) => `m${i}`);

describe('load shapes shared with the k6 scripts', () => {
  it('match day: every client watches the list and about 40% also one of the first 20 matches', () => {
    const rand = seededRandom(7);
    const picks = Array.from({ length: 2000 }, () => channelsFor('match-day', IDS, rand));
    expect(picks.every((c) => c[0] === 'football:list')).toBe(true);
    const details = picks.filter((c) => c.length === 2);
    expect(details.length / picks.length).toBeGreaterThan(DETAIL_SHARE - 0.05);
    expect(details.length / picks.length).toBeLessThan(DETAIL_SHARE + 0.05);
    const matches = new Set(details.map((c) => Number(c[1]?.split(':')[2]?.slice(1))));
    expect(Math.max(...matches)).toBeLessThan(20);
  });

  it('match day without matches falls back to the list only', () => {
    expect(channelsFor('match-day', [], () => 0)).toEqual(['football:list']);
  });

  it('goal spike: everyone opens the first (live) match with its odds', () => {
    expect(channelsFor('goal-spike', IDS, Math.random)).toEqual([
      'football:list',
      'football:match:m0',
      'odds:football:m0',
    ]);
  });

  it('reconnect storm: both lists, and one storm in the middle of the run', () => {
    expect(channelsFor('reconnect-storm', IDS, Math.random)).toEqual(['football:list', 'basketball:list']);
    expect(stormsAt('reconnect-storm', 60_000)).toEqual([30_000]);
    expect(stormsAt('match-day', 60_000)).toEqual([]);
  });

  it('match day spreads arrivals evenly over the ramp', () => {
    expect([0, 500, 999].map((i) => arrivalAt('match-day', i, 1000, 10_000))).toEqual([0, 5000, 9990]);
  });

  it('goal spike brings 90% of clients in the last tenth of the ramp', () => {
    const times = Array.from({ length: 1000 }, (_, i) => arrivalAt('goal-spike', i, 1000, 10_000));
    const late = times.filter((t) => t >= 9000).length;
    expect(late).toBe(900);
    expect(Math.max(...times)).toBeLessThanOrEqual(10_000);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('seeded choices repeat between runs', () => {
    const a = seededRandom(3);
    const b = seededRandom(3);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });
});
