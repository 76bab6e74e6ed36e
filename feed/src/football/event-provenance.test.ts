import type { FootballHeader, FootballSchedule } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';

/**
 * `generated` says an event's minute or player was made up to fit a real match's totals (a replay), so the
 * gateway's match report leaves it out. A synthetic day's events are not fitted to anything real: they are
 * that day's facts, shown on the match page, and its reports name the scorers and minutes as the page does.
 */
let feed: FeedHandle;
beforeAll(async () => {
  feed = await start({ speed: 0, date: '2026-11-27', start: '23:50', historyDir: '/nonexistent/kuyi-data' });
});
afterAll(() => feed.stop());

const get = async <T>(path: string) =>
  ((await (await fetch(`${feed.url}/sc/api/football/${path}`)).json()) as { data: T }).data;

describe('[N7] event provenance on the synthetic day', () => {
  it('no event of a finished synthetic match is marked generated, and its goals name a player', async () => {
    const { matches } = await get<FootballSchedule>('scheduleByDate');
    const finished = matches.filter((m) => m.state === -1 && m.homeScore + m.awayScore > 0).slice(0, 12);
    expect(finished.length).toBeGreaterThan(5);
    for (const m of finished) {
      const { events } = await get<FootballHeader>(`header?matchId=${m.id}`);
      expect(events.length, m.id).toBeGreaterThan(0);
      expect(events.filter((e) => e.generated)).toEqual([]);
      const goals = events.filter((e) => e.kind === 'goal' || e.kind === 'penaltyGoal');
      expect(goals.every((e) => (e.player ?? '').length > 0)).toBe(true);
    }
  });
});
