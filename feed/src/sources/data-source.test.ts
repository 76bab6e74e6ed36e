import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CupInfo, LeaguePoints, LeagueShooter } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';
import { historyDir } from './history-dir.ts';
import { worldCupDataDir } from './worldcup-data.ts';

/**
 * Each database answer says where its season's data comes from, so the page credits the real source
 * (../shared/data/MANIFEST.md): the World Cup pages credited football-data.co.uk though openfootball's
 * files are all they show, and a generated season credited a site it never came from.
 */
const present =
  existsSync(join(historyDir(), 'football-data-new-leagues-2012-2020')) &&
  existsSync(join(worldCupDataDir(), 'openfootball-worldcup', '2018', 'worldcup.json'));
if (!present) console.warn('[data-source] 跳过：找不到 ../shared/data（设置 KUYI_DATA_DIR）');

let synthetic: FeedHandle;
let worldcup: FeedHandle;
const get = async <T>(h: FeedHandle, path: string) => {
  const res = await fetch(`${h.url}/sc/api/football/${path}`);
  return ((await res.json()) as { data: T }).data;
};

beforeAll(async () => {
  [synthetic, worldcup] = await Promise.all([
    start({ port: 0, seed: 7, speed: 0, source: 'synthetic', date: '2026-11-22', start: '12:00' }),
    start({ port: 0, seed: 7, speed: 0, source: 'worldcup', date: '2018-07-20', start: '12:00' }),
  ]);
});
afterAll(() => Promise.all([synthetic?.stop(), worldcup?.stop()]));

describe.skipIf(!present)('the database credits the real source of each season', () => {
  it('a World Cup season is openfootball’s', async () => {
    const cup = await get<CupInfo>(worldcup, 'cupInfo?cupId=75&season=2018');
    expect(cup.cup.dataSource).toBe('openfootball');
    const shooter = await get<LeagueShooter>(worldcup, 'leagueshooter?cupId=75&season=2018');
    expect(shooter.league.dataSource).toBe('openfootball');
  });

  it('a real 中超 season is football-data.co.uk’s; the generated current one and 欧冠 are generated', async () => {
    expect(
      (await get<LeaguePoints>(synthetic, 'leaguePoints?leagueId=60&season=2019')).league.dataSource,
    ).toBe('football-data');
    expect(
      (await get<LeaguePoints>(synthetic, 'leaguePoints?leagueId=60&season=2026')).league.dataSource,
    ).toBe('generated');
    expect((await get<CupInfo>(synthetic, 'cupInfo?cupId=103')).cup.dataSource).toBe('generated');
  });
});
