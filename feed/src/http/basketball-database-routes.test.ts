import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BasketballLeagueSchedules,
  type BasketballPoints,
  type BasketballTeamStats,
  basketballDatabaseSchema,
  basketballHeaderSchema,
  basketballLeagueSchedulesSchema,
  basketballPointsSchema,
  basketballTeamStatsSchema,
  envelopeSchema,
  isBasketballLive,
} from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { historyDir } from '../sources/history-dir.ts';
import { NBA_LOG_FILE } from '../sources/nba-league-log.ts';
import { type FeedHandle, start } from '../start.ts';

const DATA = historyDir();
const present = existsSync(join(DATA, NBA_LOG_FILE));
if (!present)
  console.warn(
    `[feed] ${join(DATA, NBA_LOG_FILE)} is absent: the real 2018-19 NBA 资料库 route tests are skipped.`,
  );

let feed: FeedHandle;
beforeAll(async () => {
  feed = await start({ seed: 7, speed: 0, date: '2026-11-22', start: '21:40', historyDir: DATA });
});
afterAll(() => feed.stop());

const get = async (path: string) => {
  const res = await fetch(`${feed.url}/sc/api/basketball/${path}`);
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
};
/** A 200 answer, parsed with the shared schema the client reads it with. */
const read = async <T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> => {
  const { status, body } = await get(path);
  expect(status, `${path}: ${body.msg}`).toBe(200);
  envelopeSchema(schema).parse(body);
  return schema.parse(body.data) as z.infer<T>;
};

// 韩篮甲 (10 clubs): a generated season, small enough to read in a test.
const KBL = 'leagueId=15';

describe('[bb-database] the generated season’s 资料库 calls', () => {
  it('basketball/database lists every league with its seasons, newest first, and the current one', async () => {
    const { leagues } = await read('database', basketballDatabaseSchema);
    expect(leagues.length).toBeGreaterThanOrEqual(7);
    for (const l of leagues) {
      expect(l.sport).toBe('basketball');
      expect(l.seasons?.[0]).toBe(l.currentSeason);
      expect(l.seasons).toEqual([...(l.seasons ?? [])].sort().reverse());
    }
  });

  it('leagueschedules answers the month of the latest finished game by default, in tip-off order', async () => {
    const d: BasketballLeagueSchedules = await read(
      `leagueschedules?${KBL}`,
      basketballLeagueSchedulesSchema,
    );
    expect(d.league.dataSource).toBe('generated');
    expect(d.teamId).toBeNull();
    expect(d.months).toEqual([...d.months].sort());
    expect(d.month).toBe(d.months.at(-1));
    expect(d.games.length).toBeGreaterThan(0);
    expect(d.games.map((g) => g.kickoff)).toEqual([...d.games.map((g) => g.kickoff)].sort((a, b) => a - b));
    expect(d.games.some((g) => g.homeScore !== null)).toBe(true);
  });

  it('a game in play is live with no score yet, as its own match page says; a generated game has a page', async () => {
    // CBA at 21:40: its 19:35 and 20:00 games are in play, its 15:00 one is over.
    const d = await read('leagueschedules?leagueId=5', basketballLeagueSchedulesSchema);
    const today = d.games.filter((g) => g.kickoff >= Date.parse('2026-11-22T00:00:00+08:00'));
    expect(today.some((g) => g.live)).toBe(true);
    for (const g of today) {
      const header = await read(`header?matchId=${g.id}`, basketballHeaderSchema);
      expect({ id: g.id, live: g.live === true }).toEqual({
        id: g.id,
        live: isBasketballLive(header.match.state),
      });
      if (g.live) expect([g.homeScore, g.awayScore]).toEqual([null, null]);
    }
    expect(d.games.every((g) => g.page === undefined)).toBe(true);
  });

  it('leagueschedules with month answers only that month', async () => {
    const { months } = await read(`leagueschedules?${KBL}`, basketballLeagueSchedulesSchema);
    const first = months[0] ?? '';
    const d = await read(`leagueschedules?${KBL}&month=${first}`, basketballLeagueSchedulesSchema);
    expect(d.month).toBe(first);
    expect(d.games.every((g) => new Date(g.kickoff + 8 * 3_600_000).toISOString().startsWith(first))).toBe(
      true,
    );
  });

  it('leagueschedules with teamId answers that team’s whole season and no month', async () => {
    const all = await read(`leagueschedules?${KBL}`, basketballLeagueSchedulesSchema);
    const team = all.games[0]?.homeId ?? '';
    const d = await read(`leagueschedules?${KBL}&teamId=${team}`, basketballLeagueSchedulesSchema);
    expect([d.month, d.teamId]).toEqual([null, team]);
    expect(d.games.length).toBeGreaterThan(0);
    expect(d.games.every((g) => g.homeId === team || g.awayId === team)).toBe(true);
  });

  it('teamStats gives every team’s points per game, and no box-score averages a generated season lacks', async () => {
    const d: BasketballTeamStats = await read(`teamStats?${KBL}`, basketballTeamStatsSchema);
    expect(d.league.dataSource).toBe('generated');
    expect(d.rows).toHaveLength(10);
    expect(d.rows.some((r) => r.played > 0 && r.pointsFor > 50)).toBe(true);
    expect(d.rows.every((r) => r.rebounds === undefined && r.fgPct === undefined)).toBe(true);
  });

  it('points fills the standings columns: home + away is the total, and the leader is 0 games behind', async () => {
    const d: BasketballPoints = await read(`points?${KBL}`, basketballPointsSchema);
    expect(d.league.dataSource).toBe('generated');
    for (const r of d.rows) expect((r.homeWin ?? 0) + (r.awayWin ?? 0)).toBe(r.win);
    expect(d.rows[0]?.gamesBehind).toBe(0);
  });
});

describe('[bb-database] a bad parameter gets a clear Chinese message', () => {
  const BAD: [string, number, RegExp][] = [
    ['leagueschedules', 400, /缺少参数 leagueId/],
    ['leagueschedules?leagueId=99999', 404, /联赛不存在/],
    ['leagueschedules?leagueId=15&season=2010-2011', 404, /暂无 2010-2011 赛季数据/],
    ['leagueschedules?leagueId=15&month=2026-13', 400, /month 格式错误/],
    ['leagueschedules?leagueId=15&month=2001-01', 400, /有比赛的月份/],
    ['leagueschedules?leagueId=15&teamId=abc', 400, /teamId 格式错误/],
    ['leagueschedules?leagueId=15&teamId=99999', 404, /球队不存在/],
    ['teamStats?leagueId=x', 400, /leagueId 格式错误/],
    ['teamStats?leagueId=15&season=26', 400, /season 格式错误/],
  ];
  for (const [path, code, msg] of BAD)
    it(`${path} → ${code}`, async () => {
      const { status, body } = await get(path);
      expect([status, body.code, body.data]).toEqual([code, code, null]);
      expect(body.msg).toMatch(msg);
    });
});

describe.skipIf(!present)('[bb-database] the real 2018-2019 NBA season', () => {
  const REAL = 'leagueId=1&season=2018-2019';

  it('is listed under the NBA after its current season', async () => {
    const { leagues } = await read('database', basketballDatabaseSchema);
    expect(leagues.find((l) => l.id === '1')?.seasons).toEqual(['2026-2027', '2018-2019']);
  });

  it('points answers the real table, credited to nba-stats, with conferences', async () => {
    const d = await read(`points?${REAL}`, basketballPointsSchema);
    expect([d.season, d.league.dataSource, d.rows.length]).toEqual(['2018-2019', 'nba-stats', 30]);
    const mil = d.rows[0];
    expect([mil?.teamName, mil?.win, mil?.lose, mil?.conference, mil?.division]).toEqual([
      '雄鹿',
      60,
      22,
      '东部',
      '中部赛区',
    ]);
  });

  it('leagueschedules: October to April, April by default (79 games), with overtimes', async () => {
    const d = await read(`leagueschedules?${REAL}`, basketballLeagueSchedulesSchema);
    expect(d.league.dataSource).toBe('nba-stats');
    expect(d.months).toEqual(['2018-10', '2018-11', '2018-12', '2019-01', '2019-02', '2019-03', '2019-04']);
    expect([d.month, d.games.length]).toEqual(['2019-04', 79]);
    expect(d.games.every((g) => g.homeScore !== null && g.overtimes !== undefined)).toBe(true);
    // A league log has no play-by-play: no match page to link to.
    expect(d.games.every((g) => g.page === false && g.live === undefined)).toBe(true);
  });

  it('leagueschedules with a team: its 82 games (Milwaukee won 60)', async () => {
    const table = await read(`points?${REAL}`, basketballPointsSchema);
    const mil = table.rows[0]?.teamId ?? '';
    const d = await read(`leagueschedules?${REAL}&teamId=${mil}`, basketballLeagueSchedulesSchema);
    expect(d.games).toHaveLength(82);
    const won = d.games.filter((g) =>
      g.homeId === mil ? (g.homeScore ?? 0) > (g.awayScore ?? 0) : (g.awayScore ?? 0) > (g.homeScore ?? 0),
    );
    expect(won).toHaveLength(60);
  });

  it('teamStats has box-score averages: Milwaukee scored 118.1 a game on 47.6% shooting', async () => {
    const d = await read(`teamStats?${REAL}`, basketballTeamStatsSchema);
    expect(d.rows).toHaveLength(30);
    expect(d.rows.every((r) => r.played === 82 && (r.fgPct ?? 0) > 0.4 && (r.fgPct ?? 1) < 0.55)).toBe(true);
    const mil = d.rows.find((r) => r.teamName === '雄鹿');
    expect([mil?.pointsFor, mil?.fgPct, mil?.rebounds]).toEqual([118.1, 0.476, 49.7]);
    // Best scoring first.
    expect(d.rows[0]?.teamName).toBe('雄鹿');
  });
});
