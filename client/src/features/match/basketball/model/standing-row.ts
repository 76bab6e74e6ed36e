import type { BasketballPoints } from '@kuyi/shared';

export type BasketballStandingRow = BasketballPoints['rows'][number];

/** One 联赛排名 row as the page prints it. */
export interface StandingLine {
  row: BasketballStandingRow;
  /** "12-5" */
  record: string;
  /** "70.6%"; "-" before a first game. */
  winRate: string;
  /** Points scored and allowed per game, one decimal; "-" before a first game. */
  forPerGame: string;
  againstPerGame: string;
  /** 主 / 客 for the two teams of the match, else null. */
  mark: 'home' | 'away' | null;
}

const perGame = (total: number, played: number) => (played > 0 ? (total / played).toFixed(1) : '-');

/**
 * Table rows by rank (the feed's order is not relied on), the match's two teams marked. `rows` may be the
 * whole league or just the two teams' rows (分析).
 */
export function standingLines(
  rows: readonly BasketballStandingRow[],
  homeId: string,
  awayId: string,
): StandingLine[] {
  return [...rows]
    .sort((a, b) => a.rank - b.rank)
    .map((row) => ({
      row,
      record: `${row.win}-${row.lose}`,
      winRate: row.played > 0 ? `${row.winRate.toFixed(1)}%` : '-',
      forPerGame: perGame(row.pointsFor, row.played),
      againstPerGame: perGame(row.pointsAgainst, row.played),
      mark: row.teamId === homeId ? 'home' : row.teamId === awayId ? 'away' : null,
    }));
}
