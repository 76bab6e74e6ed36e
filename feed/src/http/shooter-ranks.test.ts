import type { LeagueShooter } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankScorers } from '../season/scorer-ranks.ts';
import { type FeedHandle, start } from '../start.ts';

let feed: FeedHandle;

beforeAll(async () => {
  feed = await start({ port: 0, seed: 7, speed: 0, source: 'synthetic', date: '2026-11-22', start: '12:00' });
});
afterAll(() => feed?.stop());

describe('射手榜 ranks equal goals alike, in the leagues as on the World Cup page (1, 2, 2, 4)', () => {
  it('rankScorers gives standard competition ranks', () => {
    const ranks = rankScorers([
      { goals: 9 },
      { goals: 7 },
      { goals: 7 },
      { goals: 5 },
      { goals: 5 },
      { goals: 5 },
    ]);
    expect(ranks.map((r) => r.rank)).toEqual([1, 2, 2, 4, 4, 4]);
  });

  it('a league table (中超) shares a rank among players level on goals', async () => {
    const res = await fetch(`${feed.url}/sc/api/football/leagueshooter?leagueId=60`);
    const { rows } = ((await res.json()) as { data: LeagueShooter }).data;
    expect(rows.length).toBeGreaterThan(3);
    // Some players are level, or the rule would not be tested.
    expect(new Set(rows.map((r) => r.goals)).size).toBeLessThan(rows.length);
    for (const r of rows) expect(r.rank).toBe(rows.filter((x) => x.goals > r.goals).length + 1);
  });
});
