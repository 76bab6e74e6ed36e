import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  DatabaseIndex,
  FootballHeader,
  FootballSchedule,
  LeaguePoints,
  LeagueSchedules,
} from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTBALL_LEAGUES } from '../catalog/football-leagues.ts';
import { type FeedHandle, start } from '../start.ts';
import { historyDir } from './history-dir.ts';
import { seasonLabel } from './synthetic-football.ts';

/**
 * The synthetic day's current season, as a fan sees it: the label follows the day's date (a European season
 * starts in August, a calendar-year league's is the year), a match header's 第N轮 is that match's round in the
 * 资料库's current season, and the 积分 tab is that season's table. Before, a Nov 2026 day was labelled
 * 2025-2026, so the real 2025-26 season (to Nov 2025) replaced it: 英冠 第39轮 over a table of 14 games played.
 */
/** The real 2025-26 season comes from ../shared/data; a clone without it checks the synthetic season only. */
const REAL = existsSync(join(historyDir(), 'football-data-2025-26'));
if (!REAL)
  console.warn(
    `[season] 真实数据目录 ${historyDir()} 不在：跳过真实 2025-2026 赛季一项（设置 KUYI_DATA_DIR）`,
  );
const DAY = { speed: 0, date: '2026-11-27', start: '21:50' } as const;
let feed: FeedHandle;
const get = async <T>(path: string) => {
  const res = await fetch(`${feed.url}/sc/api/football/${path}`);
  return ((await res.json()) as { data: T }).data;
};
const roundOf = (label: string) => Number(/第(\d+)轮/.exec(label)?.[1]);

beforeAll(async () => {
  feed = await start(DAY);
});
afterAll(() => feed.stop());

describe('[season] the synthetic day’s season label follows its date', () => {
  it('a European season begins in August; a calendar-year league’s season is the year', () => {
    expect(seasonLabel('2026-11-27', false)).toBe('2026-2027');
    expect(seasonLabel('2026-08-01', false)).toBe('2026-2027');
    expect(seasonLabel('2026-07-31', false)).toBe('2025-2026');
    expect(seasonLabel('2026-11-27', true)).toBe('2026');
    expect(seasonLabel('2027-01-05', true)).toBe('2027');
  });

  it('every league match of a Nov 2026 day is in 2026-2027 (or 2026 for 中超, J联赛, MLS, 巴甲 …)', async () => {
    const rows = (await get<FootballSchedule>('scheduleByDate')).matches;
    const leagues = rows.filter((m) => FOOTBALL_LEAGUES.some((d) => d.id === m.leagueId));
    expect(leagues.length).toBeGreaterThan(100);
    for (const m of leagues) {
      const def = FOOTBALL_LEAGUES.find((d) => d.id === m.leagueId);
      expect(m.season, m.leagueName).toBe(def?.calendarYear ? '2026' : '2026-2027');
    }
  });
});

describe('[season] a match header, the 资料库 and the 积分 tab tell one season', () => {
  it('a header’s 第N轮 is the round of the same match in the 资料库’s current season', async () => {
    const rows = (await get<FootballSchedule>('scheduleByDate')).matches.filter((m) =>
      FOOTBALL_LEAGUES.some((d) => d.id === m.leagueId),
    );
    const seen = new Set<string>();
    for (const m of rows) {
      if (seen.has(m.leagueId)) continue;
      seen.add(m.leagueId);
      const header = await get<FootballHeader>(`header?matchId=${m.id}`);
      const round = roundOf(header.match.round);
      const db = await get<LeagueSchedules>(`leagueschedules?leagueId=${m.leagueId}&round=${round}`);
      expect(db.season, m.leagueName).toBe(header.match.season);
      expect(
        db.matches.some((x) => x.id === m.id && x.round === header.match.round),
        `${m.leagueName} ${header.match.round} ${m.homeName}–${m.awayName}`,
      ).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('the 积分 tab of the current season has played no more games than the round (英冠 第39轮 over 14)', async () => {
    const rows = (await get<FootballSchedule>('scheduleByDate')).matches.filter((m) =>
      FOOTBALL_LEAGUES.some((d) => d.id === m.leagueId),
    );
    const checked = new Set<string>();
    for (const m of rows) {
      if (checked.has(m.leagueId)) continue;
      checked.add(m.leagueId);
      const round = roundOf(m.round);
      const table = await get<LeaguePoints>(`leaguePoints?leagueId=${m.leagueId}&season=${m.season}&lang=2`);
      expect(table.season).toBe(m.season);
      expect(table.league.dataSource, m.leagueName).toBe('generated');
      const played = table.total.map((r) => r.played);
      // Rounds before this one are all played; this one at most.
      expect(Math.max(...played), `${m.leagueName} ${m.round}`).toBeLessThanOrEqual(round);
      expect(Math.max(...played), `${m.leagueName} ${m.round}`).toBeGreaterThanOrEqual(round - 1);
    }
  });

  it.skipIf(!REAL)(
    'the real 2025-2026 season stays in the 资料库 as a past season, with its real results',
    async () => {
      const index = await get<DatabaseIndex>('database');
      const epl = index.regions.flatMap((r) => r.competitions).find((c) => c.id === '36');
      expect(epl?.currentSeason).toBe('2026-2027');
      expect(epl?.seasons).toContain('2025-2026');
      const real = await get<LeaguePoints>('leaguePoints?leagueId=36&season=2025-2026&lang=2');
      expect(real.season).toBe('2025-2026');
      expect(real.league.dataSource).toBe('football-data');
      expect(real.total.length).toBeGreaterThan(0);
    },
  );
});
