import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  DatabaseIndex,
  LeagueLetGoal,
  LeaguePoints,
  LeagueSchedules,
  LeagueShooter,
} from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';
import { historyDir } from './history-dir.ts';
import { teamId } from './synthetic-football.ts';

/**
 * The database's real seasons against the files themselves. Expected values are computed here straight from
 * the CSV text (split on commas, sum 3/1/0), not through the feed's parser or table code.
 */
const DIR = historyDir();
const present = existsSync(join(DIR, 'football-data-new-leagues-2012-2020'));
if (!present) console.warn(`[history] 跳过：找不到真实数据目录 ${DIR}（设置 KUYI_DATA_DIR）`);

function csv(path: string): Record<string, string>[] {
  const [head = '', ...lines] = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const cols = head.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

interface Expected {
  points: number;
  gd: number;
  played: number;
}
function tableOf(rows: { home: string; away: string; hg: number; ag: number }[]): Map<string, Expected> {
  const t = new Map<string, Expected>();
  const add = (team: string, gf: number, ga: number) => {
    const r = t.get(team) ?? { points: 0, gd: 0, played: 0 };
    r.points += gf > ga ? 3 : gf === ga ? 1 : 0;
    r.gd += gf - ga;
    r.played++;
    t.set(team, r);
  };
  for (const m of rows) {
    add(m.home, m.hg, m.ag);
    add(m.away, m.ag, m.hg);
  }
  return t;
}

let feed: FeedHandle;
let bare: FeedHandle;
const get = async <T>(h: FeedHandle, path: string) => {
  const res = await fetch(`${h.url}/sc/api/football/${path}`);
  return (await res.json()) as { code: number; msg: string; data: T };
};

beforeAll(async () => {
  [feed, bare] = await Promise.all([
    start({ speed: 0, date: '2026-11-24', start: '12:00' }),
    start({ speed: 0, date: '2026-11-24', start: '12:00', historyDir: '/nonexistent/kuyi-data' }),
  ]);
});
afterAll(() => Promise.all([feed.stop(), bare.stop()]));

describe.skipIf(!present)('[issue12] real seasons from ../shared/data', () => {
  const chn2019 = () =>
    csv(join(DIR, 'football-data-new-leagues-2012-2020', 'CHN.csv'))
      .filter((r) => r.Season === '2019')
      .map((r) => ({
        home: r.Home ?? '',
        away: r.Away ?? '',
        hg: Number(r.HG),
        ag: Number(r.AG),
        date: r.Date,
      }));

  it('中超 2019: every club’s points, goal difference and games equal the file’s', async () => {
    const rows = chn2019();
    expect(rows).toHaveLength(240);
    const expected = tableOf(rows);
    const { data } = await get<LeaguePoints>(feed, 'leaguePoints?leagueId=60&season=2019&lang=2');
    expect(data.season).toBe('2019');
    expect(data.total).toHaveLength(16);
    for (const [team, e] of expected) {
      const row = data.total.find((r) => r.teamId === teamId(team));
      expect(row, team).toMatchObject({ points: e.points, goalDiff: e.gd, played: 30 });
    }
    // The real champions, with their real total.
    expect(data.total[0]).toMatchObject({ teamName: '广州恒大', points: 72 });
  });

  it('巴西甲 splits teams level on points by wins first, as the CBF does: 2019 桑托斯 2nd, 2014 国际体育 3rd', async () => {
    const order = async (season: string) =>
      (await get<LeaguePoints>(feed, `leaguePoints?leagueId=4&season=${season}&lang=2`)).data.total;
    const t2019 = await order('2019');
    // 74 points each: 桑托斯 22 wins, 帕尔梅拉斯 21 (and the better goal difference).
    expect(t2019.slice(1, 3).map((r) => [r.teamName, r.points, r.win])).toEqual([
      ['桑托斯', 74, 22],
      ['帕尔梅拉斯', 74, 21],
    ]);
    const t2014 = await order('2014');
    expect(t2014.slice(2, 4).map((r) => [r.teamName, r.points, r.win])).toEqual([
      ['国际体育', 69, 21],
      ['科林蒂安', 69, 19],
    ]);
    // Elsewhere goal difference still comes first: 2017 日职联 川崎前锋 champions over 鹿岛鹿角 (72 each).
    const j1 = (await get<LeaguePoints>(feed, 'leaguePoints?leagueId=25&season=2017&lang=2')).data.total;
    expect(j1.slice(0, 2).map((r) => r.teamName)).toEqual(['川崎前锋', '鹿岛鹿角']);
  });

  it('中超 2019: every final score of the season is served, no more, no fewer', async () => {
    const { data } = await get<LeagueSchedules>(feed, 'leagueschedules?leagueId=60&season=2019&round=0');
    const served = data.matches.map((m) => `${m.homeId}-${m.awayId} ${m.homeScore}:${m.awayScore}`).sort();
    const fromFile = chn2019()
      .map((r) => `${teamId(r.home)}-${teamId(r.away)} ${r.hg}:${r.ag}`)
      .sort();
    expect(served).toEqual(fromFile);
    expect(data.rounds).toBe(30);
  });

  const e0 = () =>
    csv(join(DIR, 'football-data-2025-26', 'E0.csv')).map((r) => ({
      home: r.HomeTeam ?? '',
      away: r.AwayTeam ?? '',
      hg: Number(r.FTHG),
      ag: Number(r.FTAG),
      ah: Number(r.AHCh),
    }));

  it('英超 2025-2026 to date: every club’s points and goal difference equal E0.csv’s', async () => {
    const expected = tableOf(e0());
    const { data } = await get<LeaguePoints>(feed, 'leaguePoints?leagueId=36&season=2025-2026&lang=2');
    expect(data.season).toBe('2025-2026');
    expect(data.total).toHaveLength(20);
    for (const [team, e] of expected) {
      const row = data.total.find((r) => r.teamId === teamId(team));
      expect(row, team).toMatchObject({ points: e.points, goalDiff: e.gd, played: e.played });
    }
  });

  it('[D6] 英超 盘路 counts each club’s covers against the closing AHCh line (quarter lines split)', async () => {
    // Home result against "home gets AHCh goals": 1 win, 0.5 push, 0 loss; a quarter line averages two halves.
    const settle = (x: number) => (x > 0 ? 1 : x < 0 ? 0 : 0.5);
    const expected = new Map<string, { win: number; push: number; lose: number }>();
    const add = (team: string, v: number) => {
      const r = expected.get(team) ?? { win: 0, push: 0, lose: 0 };
      if (v > 0.5) r.win++;
      else if (v < 0.5) r.lose++;
      else r.push++;
      expected.set(team, r);
    };
    for (const m of e0()) {
      const halves = Math.round(m.ah * 4) % 2 !== 0 ? [m.ah - 0.25, m.ah + 0.25] : [m.ah];
      const v = halves.reduce((sum, line) => sum + settle(m.hg - m.ag + line), 0) / halves.length;
      add(m.home, v);
      add(m.away, 1 - v);
    }
    const { data } = await get<LeagueLetGoal>(feed, 'leagueletgoal?leagueId=36&season=2025-2026');
    for (const [team, e] of expected)
      expect(
        data.rows.find((r) => r.teamId === teamId(team)),
        team,
      ).toMatchObject(e);
  });

  it('J1 2018: the J1/J2 promotion tie stays out of the table (every club played 34)', async () => {
    const { data } = await get<LeaguePoints>(feed, 'leaguePoints?leagueId=25&season=2018&lang=2');
    expect(data.total).toHaveLength(18);
    expect(data.total.every((r) => r.played === 34)).toBe(true);
    expect(data.total[0]?.teamName).toBe('川崎前锋');
  });

  it('seasons: 中超 lists its real years after the current one; the files name no scorers', async () => {
    const { data } = await get<DatabaseIndex>(feed, 'database');
    const csl = data.regions.flatMap((r) => r.competitions).find((c) => c.id === '60');
    expect(csl?.currentSeason).toBe('2026');
    expect(csl?.seasons).toEqual(['2026', '2020', '2019', '2018', '2017', '2016', '2015', '2014']);
    const shooters = await get<LeagueShooter>(feed, 'leagueshooter?leagueId=60&season=2019');
    expect(shooters.data.rows).toEqual([]);
  });
});

describe('[issue12] without the data directory the database serves generated seasons only', () => {
  it('a historic season is 404 and the index lists only the current seasons', async () => {
    const res = await get<null>(bare, 'leaguePoints?leagueId=60&season=2019');
    expect(res.code).toBe(404);
    expect(res.msg).toBe('暂无 2019 赛季数据');
    const { data } = await get<DatabaseIndex>(bare, 'database');
    const csl = data.regions.flatMap((r) => r.competitions).find((c) => c.id === '60');
    expect(csl?.seasons).toEqual(['2026']);
  });
});
