import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyDir } from './history-dir.ts';
import { NBA_LOG_FILE, type NbaLogSeason, nbaLogAt, nbaTeam, parseLeagueGameLog } from './nba-league-log.ts';

const DATA = historyDir();
const present = existsSync(join(DATA, NBA_LOG_FILE));
if (!present)
  console.warn(`[feed] ${join(DATA, NBA_LOG_FILE)} is absent: the real 2018-19 NBA log tests are skipped.`);

const HEADERS = [
  'TEAM_ABBREVIATION',
  'GAME_ID',
  'GAME_DATE',
  'MATCHUP',
  'MIN',
  'FGM',
  'FGA',
  'FG3M',
  'FG3A',
].concat(['FTM', 'FTA', 'OREB', 'DREB', 'REB', 'AST', 'STL', 'BLK', 'TOV', 'PF', 'PTS']);
const row = (code: string, id: string, matchup: string, min: number, pts: number) => [
  code,
  id,
  '2019-01-05',
  matchup,
  min,
  40,
  90,
  10,
  30,
  15,
  20,
  10,
  35,
  45,
  25,
  8,
  5,
  14,
  20,
  pts,
];
const log = (rows: unknown[][]) => JSON.stringify({ resultSets: [{ headers: HEADERS, rowSet: rows }] });

describe('[nba-log] reading a stats.nba.com league game log', () => {
  it('"MIN @ DEN" is MIN away at DEN, and 265 minutes is one overtime', () => {
    const s = parseLeagueGameLog(
      log([row('MIN', '1', 'MIN @ DEN', 265, 120), row('DEN', '1', 'DEN vs. MIN', 265, 118)]),
    );
    expect(s.games).toHaveLength(1);
    const g = s.games[0];
    expect(g?.homeId).toBe(nbaTeam('DEN').id);
    expect(g?.awayName).toBe('森林狼');
    expect([g?.homeScore, g?.awayScore, g?.overtimes]).toEqual([118, 120, 1]);
    expect(s.season).toBe('2018-2019');
  });

  it('tip-off is the game date’s Beijing 08:00', () => {
    const s = parseLeagueGameLog(
      log([row('MIN', '1', 'MIN @ DEN', 240, 1), row('DEN', '1', 'DEN vs. MIN', 240, 2)]),
    );
    expect(s.games[0]?.kickoff).toBe(Date.parse('2019-01-05T08:00:00+08:00'));
  });

  it('a game without both its home and its away row is refused, naming the game', () => {
    expect(() => parseLeagueGameLog(log([row('MIN', '7', 'MIN @ DEN', 240, 1)]))).toThrow(/比赛 7/);
  });

  it('a missing column is refused, naming it', () => {
    expect(() =>
      parseLeagueGameLog(JSON.stringify({ resultSets: [{ headers: ['GAME_ID'], rowSet: [] }] })),
    ).toThrow(/缺少列/);
  });

  it('an absent file is no real season, not a crash', () => {
    expect(nbaLogAt('/nonexistent-kuyi-data')).toBeNull();
  });
});

describe.skipIf(!present)('[nba-log] the real 2018-19 regular season', () => {
  let season: NbaLogSeason;
  beforeAll(() => {
    season = nbaLogAt(DATA) as NbaLogSeason;
  });

  it('holds 1,230 games of 30 teams, 82 each, every game one home and one away row of the same id', () => {
    expect(season.season).toBe('2018-2019');
    expect(season.games).toHaveLength(1230);
    expect(new Set(season.games.map((g) => g.id)).size).toBe(1230);
    expect(season.teams).toHaveLength(30);
    for (const team of season.teams)
      expect(season.games.filter((g) => g.homeId === team.id || g.awayId === team.id)).toHaveLength(82);
    expect(season.games.every((g) => g.homeId !== g.awayId && g.homeScore !== g.awayScore)).toBe(true);
  });

  it('its box scores agree with its scores, and 67 games went to overtime', () => {
    expect(season.games.every((g) => g.homeBox.pts === g.homeScore && g.awayBox.pts === g.awayScore)).toBe(
      true,
    );
    const ot = season.games.filter((g) => g.overtimes > 0);
    // 114, 14, 4 and 2 team rows at 265, 290, 315 and 340 minutes: 134 rows, two a game.
    expect(ot).toHaveLength(67);
    expect(Math.max(...season.games.map((g) => g.overtimes))).toBe(4);
  });

  it('is the same club ids as the NBA replay, and is parsed once per directory', () => {
    expect(season.teams.find((t) => t.alias === 'LAL')).toEqual(nbaTeam('LAL'));
    expect(nbaLogAt(DATA)).toBe(season);
  });
});
