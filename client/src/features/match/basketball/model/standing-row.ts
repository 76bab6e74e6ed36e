import type { BasketballPoints } from '@kuyi/shared';
// The 资料库's 积分榜 prints the same columns; its pure formatters are shared so the two pages cannot drift.
import {
  gamesBehindText,
  optionalColumns,
  perGame,
  recordText,
  standingsGroups,
  streakLabel,
  winRateText,
} from '../../../database/basketball/model/standings-format.ts';

export type BasketballStandingRow = BasketballPoints['rows'][number];

/** The optional columns (胜差, 主场, 客场, 近10场, 连胜/连败) a table shows: those its answer carries. */
export type StandingColumns = ReturnType<typeof optionalColumns>;
export const standingColumns = (rows: readonly BasketballStandingRow[]): StandingColumns =>
  optionalColumns(rows);

/** One 积分榜 row as the page prints it. */
export interface StandingLine {
  row: BasketballStandingRow;
  /** The 排名 cell: "3", or in 分析 "东部第3" (see `analysisLines`). */
  place: string;
  /** "70.6%"; "-" before a first game. */
  winRate: string;
  /** "-" for the leader, else "2.5". */
  gamesBehind: string;
  /** "8-2" won-lost records; "" when the row does not carry them. */
  home: string;
  away: string;
  last10: string;
  /** "3连胜" (tone win, red) / "2连败" (tone lose, green) / "-". */
  streak: ReturnType<typeof streakLabel>;
  /** Points scored and allowed per game, one decimal; "-" before a first game. */
  forPerGame: string;
  againstPerGame: string;
  /** 主 / 客 for the two teams of the match, else null. */
  mark: 'home' | 'away' | null;
}

/** One table of the 积分 tab: a conference (东部 / 西部) or, for a league without them, the league (null). */
export interface StandingTable {
  name: string | null;
  lines: StandingLine[];
}

const record = (win: number | undefined, lose: number | undefined) =>
  win === undefined || lose === undefined ? '' : recordText(win, lose);

function lineOf(row: BasketballStandingRow, place: string, homeId: string, awayId: string): StandingLine {
  return {
    row,
    place,
    winRate: row.played > 0 ? winRateText(row.winRate) : '-',
    gamesBehind: row.gamesBehind === undefined ? '' : gamesBehindText(row.gamesBehind),
    home: record(row.homeWin, row.homeLose),
    away: record(row.awayWin, row.awayLose),
    last10: record(row.last10Win, row.last10Lose),
    streak: streakLabel(row.streak ?? 0),
    forPerGame: perGame(row.pointsFor, row.played),
    againstPerGame: perGame(row.pointsAgainst, row.played),
    mark: row.teamId === homeId ? 'home' : row.teamId === awayId ? 'away' : null,
  };
}

/**
 * [BBM1] The 积分 tab's tables: one per conference, 东部 then 西部, each in the feed's rank order and placed
 * 1, 2, 3 … within it (the feed's rank is league-wide); a league without conferences is one table by its
 * rank. The match's two teams are marked 主 / 客.
 */
export function standingTables(
  rows: readonly BasketballStandingRow[],
  homeId: string,
  awayId: string,
): StandingTable[] {
  return standingsGroups(rows).map((g) => ({
    name: g.name,
    lines: g.rows.map((row, i) => lineOf(row, String(g.name === null ? row.rank : i + 1), homeId, awayId)),
  }));
}

/** Each team's place in its conference, counted from the whole league's rows (the 积分 answer). */
export function conferencePlaces(
  leagueRows: readonly BasketballStandingRow[],
): Map<string, { conference: string; place: number }> {
  const places = new Map<string, { conference: string; place: number }>();
  for (const g of standingsGroups(leagueRows)) {
    if (g.name === null) continue;
    g.rows.forEach((r, i) => {
      if (r.conference === g.name) places.set(r.teamId, { conference: g.name, place: i + 1 });
    });
  }
  return places;
}

/**
 * [BBM2] 分析's 联赛排名: the two teams' rows by league rank. A conference team is placed "东部第3" when the
 * league's rows (`places`, from the 积分 answer) give its place there; without them only the league-wide rank
 * is known, so it reads "联盟第5 · 东部" rather than passing that rank off as the conference's. A league
 * without conferences prints its rank ("3").
 */
export function analysisLines(
  rows: readonly BasketballStandingRow[],
  homeId: string,
  awayId: string,
  places: ReadonlyMap<string, { conference: string; place: number }> | null,
): StandingLine[] {
  return [...rows]
    .sort((a, b) => a.rank - b.rank)
    .map((row) => {
      const known = row.conference ? places?.get(row.teamId) : undefined;
      const place = !row.conference
        ? String(row.rank)
        : known && known.conference === row.conference
          ? `${row.conference}第${known.place}`
          : `联盟第${row.rank} · ${row.conference}`;
      return lineOf(row, place, homeId, awayId);
    });
}
