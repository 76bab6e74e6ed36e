import { type Euro1x2, type FootballMatch, kellyIndexes } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';

let feed: FeedHandle;
const get = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${feed.url}/sc/api/${path}`)).json()) as { data: T }).data;

beforeAll(async () => {
  // A frozen evening of a league day: matches in play with every company priced.
  feed = await start({ seed: 7, speed: 0, date: '2026-11-22', start: '21:40' });
});
afterAll(() => feed.stop());

describe('football/euro1x2', () => {
  it('[D5] its 凯利指数 is the odds centre’s (kellyIndexes): one formula for the site, to 2 decimals', async () => {
    const day = await get<{ matches: FootballMatch[] }>('football/scheduleByDate');
    const match = day.matches.find((m) => m.state === 3) ?? day.matches[0];
    const euro = await get<Euro1x2>(`football/euro1x2?matchId=${match?.id}`);
    const expected = kellyIndexes(euro.companies.map((c) => c.live));
    expect(euro.companies.length).toBeGreaterThanOrEqual(5);
    euro.companies.forEach((c, i) => {
      const k = expected[i];
      const round = (x: number) => Math.round(x * 100) / 100;
      expect(c.kelly).toEqual(
        k
          ? { home: round(k.home), draw: round(k.draw ?? 0), away: round(k.away) }
          : { home: 0, draw: 0, away: 0 },
      );
    });
  });
});
