import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NBA_ZH } from '../catalog/nba-teams.ts';
import type { TeamRef } from '../football/plan-types.ts';
import { dateOf, dayStart, HOUR } from '../util/day-time.ts';
import { basketballSeasonOf, type SeasonGame } from './basketball-season.ts';
import { teamId } from './synthetic-football.ts';

/** stats.nba.com's league game log of the 2018-19 regular season, as pbpstats keeps it in ../shared/data. */
export const NBA_LOG_FILE = 'nba-pbpstats/schedule/stats_leaguegamelog_nba_2018_19_Regular_Season.json';

/** The log gives only a game's date: tip-off is read as that Beijing day's 08:00 (the US evening before). */
const TIP_OFF_MS = 8 * HOUR;
/** A real game's score is known this long after its tip-off (the log has no times to play it by). */
const PLAYED_MS = 3 * HOUR;
/** Regulation is 48 minutes for each of five players; each overtime adds 5 × 5. */
const REGULATION_MINUTES = 240;
const OVERTIME_MINUTES = 25;

/** One team's box score of a game: the log's counting columns. */
export interface TeamBox {
  fgm: number;
  fga: number;
  fg3m: number;
  fg3a: number;
  ftm: number;
  fta: number;
  oreb: number;
  dreb: number;
  reb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
  pts: number;
}

/** A game of the log: a season game as standings read it, with its overtimes and both box scores. */
export interface NbaLogGame extends SeasonGame {
  /** A league log has no play-by-play: the score centre has no match page for these games. */
  page: false;
  overtimes: number;
  homeBox: TeamBox;
  awayBox: TeamBox;
}

export interface NbaLogSeason {
  /** "2018-2019". */
  season: string;
  teams: TeamRef[];
  /** In tip-off order. */
  games: NbaLogGame[];
}

const BOX_COLUMNS: Record<keyof TeamBox, string> = {
  fgm: 'FGM',
  fga: 'FGA',
  fg3m: 'FG3M',
  fg3a: 'FG3A',
  ftm: 'FTM',
  fta: 'FTA',
  oreb: 'OREB',
  dreb: 'DREB',
  reb: 'REB',
  ast: 'AST',
  stl: 'STL',
  blk: 'BLK',
  tov: 'TOV',
  pf: 'PF',
  pts: 'PTS',
};

/** The same club is the same id everywhere: the NBA replay's ids (sources/nba.ts). */
export const nbaTeam = (code: string): TeamRef => ({
  id: teamId(`nba:${code}`),
  name: NBA_ZH[code] ?? code,
  alias: code,
});

interface LogRow {
  code: string;
  gameId: string;
  date: string;
  home: boolean;
  minutes: number;
  box: TeamBox;
}

/** Parses the log's text; throws with the file's name on anything it does not recognise. */
export function parseLeagueGameLog(text: string, file = NBA_LOG_FILE): NbaLogSeason {
  const fail = (why: string): never => {
    throw new Error(`${file}: ${why}`);
  };
  const json = JSON.parse(text) as { resultSets?: { headers?: unknown; rowSet?: unknown }[] };
  const set = json.resultSets?.[0];
  const headers = Array.isArray(set?.headers)
    ? (set.headers as string[])
    : fail('缺少 resultSets[0].headers');
  const rowSet = Array.isArray(set?.rowSet) ? (set.rowSet as unknown[][]) : fail('缺少 resultSets[0].rowSet');
  const col = (name: string) => {
    const i = headers.indexOf(name);
    return i >= 0 ? i : fail(`缺少列 ${name}`);
  };
  const at = {
    code: col('TEAM_ABBREVIATION'),
    gameId: col('GAME_ID'),
    date: col('GAME_DATE'),
    matchup: col('MATCHUP'),
    minutes: col('MIN'),
  };
  const boxAt = Object.entries(BOX_COLUMNS).map(([key, name]) => [key, col(name)] as const);
  const rows: LogRow[] = rowSet.map((r) => {
    const num = (i: number) => (typeof r[i] === 'number' ? (r[i] as number) : fail(`第 ${i} 列不是数字`));
    const matchup = String(r[at.matchup]);
    // "MIN @ DEN": MIN away at DEN; "NYK vs. DET": NYK at home.
    if (!/ @ | vs\. /.test(matchup)) fail(`无法识别对阵 ${matchup}`);
    return {
      code: String(r[at.code]),
      gameId: String(r[at.gameId]),
      date: String(r[at.date]).slice(0, 10),
      home: matchup.includes(' vs. '),
      minutes: num(at.minutes),
      box: Object.fromEntries(boxAt.map(([key, i]) => [key, num(i)])) as unknown as TeamBox,
    };
  });
  const byGame = new Map<string, LogRow[]>();
  for (const row of rows) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row]);
  const games: NbaLogGame[] = [];
  for (const [id, pair] of byGame) {
    const home = pair.find((r) => r.home);
    const away = pair.find((r) => !r.home);
    if (pair.length !== 2 || !home || !away) fail(`比赛 ${id} 应有主客两行`);
    if (!home || !away) continue;
    const kickoff = dayStart(home.date) + TIP_OFF_MS;
    const h = nbaTeam(home.code);
    const a = nbaTeam(away.code);
    games.push({
      id,
      kickoff,
      leagueName: 'NBA',
      homeId: h.id,
      homeName: h.name,
      awayId: a.id,
      awayName: a.name,
      finishedAt: kickoff + PLAYED_MS,
      settledAt: kickoff + PLAYED_MS,
      homeScore: home.box.pts,
      awayScore: away.box.pts,
      plan: null,
      page: false,
      overtimes: Math.max(0, Math.round((home.minutes - REGULATION_MINUTES) / OVERTIME_MINUTES)),
      homeBox: home.box,
      awayBox: away.box,
    });
  }
  games.sort((x, y) => x.kickoff - y.kickoff || x.id.localeCompare(y.id));
  const first = games[0] ?? fail('没有比赛');
  const codes = [...new Set(rows.map((r) => r.code))].sort();
  return { season: basketballSeasonOf(dateOf(first.kickoff)), teams: codes.map(nbaTeam), games };
}

const loaded = new Map<string, NbaLogSeason | null>();

/** The real season of a data directory, parsed once per directory; null when the file is absent. */
export function nbaLogAt(dir: string): NbaLogSeason | null {
  if (!loaded.has(dir)) {
    const path = join(dir, NBA_LOG_FILE);
    loaded.set(dir, existsSync(path) ? parseLeagueGameLog(readFileSync(path, 'utf8'), path) : null);
  }
  return loaded.get(dir) ?? null;
}
