import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseIndex, LeaguePoints, LeagueSchedules, WorldCupInfo } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';
import { dayStart } from '../util/day-time.ts';
import { historyDir } from './history-dir.ts';
import { worldCupDataDir } from './worldcup-data.ts';

/**
 * A replayed day shows the database as it stood that day: on 27 June 2018 no 2019 中超, no 2025-26 英超 and no
 * 2022 World Cup were listed (nor their results), and 中超 2018 had been played up to its World Cup break.
 */
const present =
  existsSync(join(historyDir(), 'football-data-new-leagues-2012-2020')) &&
  existsSync(join(worldCupDataDir(), 'openfootball-worldcup', '2018', 'worldcup.json'));
if (!present) console.warn('[replay-seasons] 跳过：找不到 ../shared/data（设置 KUYI_DATA_DIR）');

let feed: FeedHandle;
const get = async <T>(path: string) => {
  const res = await fetch(`${feed.url}/sc/api/football/${path}`);
  return (await res.json()) as { code: number; msg: string; data: T };
};

beforeAll(async () => {
  feed = await start({ port: 0, seed: 7, speed: 0, source: 'worldcup', date: '2018-06-27', start: '22:40' });
});
afterAll(() => feed?.stop());

describe.skipIf(!present)('[WC3] a replayed 2018 day lists no season from after it', () => {
  it('the index: 中超 up to 2018, no 英超 2025-2026, the World Cup 2018 only', async () => {
    const { data } = await get<DatabaseIndex>('database');
    const all = data.regions.flatMap((r) => r.competitions);
    expect(all.find((c) => c.id === '60')?.seasons).toEqual(['2018', '2017', '2016', '2015', '2014']);
    expect(all.find((c) => c.id === '36')).toBeUndefined();
    expect(all.find((c) => c.id === '75')?.seasons).toEqual(['2018']);
    expect((await get<WorldCupInfo>('worldcupInfo')).data.cup.seasons).toEqual(['2018']);
  });

  it('a later season answers 404; the season under way has results up to the day only', async () => {
    expect((await get('leaguePoints?leagueId=60&season=2019')).msg).toBe('暂无 2019 赛季数据');
    expect((await get('worldcupInfo?season=2022')).code).toBe(404);
    const { data } = await get<LeagueSchedules>('leagueschedules?leagueId=60&season=2018&round=0');
    const t = dayStart('2018-06-27') + 22 * 3_600_000;
    const played = data.matches.filter((m) => m.homeScore !== null);
    expect(played.length).toBeGreaterThan(50);
    expect(played.every((m) => m.kickoff < t)).toBe(true);
    expect(data.matches.some((m) => m.kickoff > t && m.homeScore === null)).toBe(true);
    const table = (await get<LeaguePoints>('leaguePoints?leagueId=60&season=2018')).data.total;
    expect(Math.max(...table.map((r) => r.played))).toBeLessThan(30);
  });
});
