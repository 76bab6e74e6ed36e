import type { FootballHeader, FootballSchedule } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';
import { temperatureRange } from './weather.ts';

let feed: FeedHandle;

const get = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${feed.url}/sc/api/${path}`)).json()) as { data: T }).data;

beforeAll(async () => {
  feed = await start({ port: 0, seed: 7, speed: 0, source: 'synthetic', date: '2026-11-22', start: '21:40' });
});
afterAll(() => feed?.stop());

const celsius = (weather: string) => Number(/(-?\d+)℃/.exec(weather)?.[1]);

describe('match-day weather fits the league and the month (a November night in England was 阵雨 29℃)', () => {
  it('temperatureRange: northern leagues cold in November, southern and tropical ones warm', () => {
    expect(temperatureRange('英冠', '2026-11-27')[1]).toBeLessThanOrEqual(15);
    expect(temperatureRange('英冠', '2026-07-04')[0]).toBeGreaterThanOrEqual(15);
    expect(temperatureRange('巴西甲', '2026-11-27')[0]).toBeGreaterThanOrEqual(15);
    expect(temperatureRange('泰超', '2026-01-10')[0]).toBeGreaterThanOrEqual(20);
  });

  it("every synthetic match's header weather lies in its league's range for that day", async () => {
    const day = await get<FootballSchedule>('football/scheduleByDate?date=2026-11-22');
    const byLeague = new Map(day.matches.map((m) => [m.leagueName, m]));
    expect(byLeague.size).toBeGreaterThan(10);
    const outside: string[] = [];
    for (const m of byLeague.values()) {
      const header = await get<FootballHeader & { weather: string }>(`football/header?matchId=${m.id}`);
      const t = celsius(header.weather);
      const [lo, hi] = temperatureRange(m.leagueName, '2026-11-22');
      if (!(t >= lo && t <= hi)) outside.push(`${m.leagueName} ${header.weather}`);
    }
    expect(outside).toEqual([]);
  });
});
