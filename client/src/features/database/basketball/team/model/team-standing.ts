import type { BasketballPoints } from '@kuyi/shared';
import { standingsGroups } from '../../model/standings-format.ts';

type Row = BasketballPoints['rows'][number];

/** A place in one table: 东部第1, 大西洋赛区第2. */
export interface Place {
  name: string;
  place: number;
}

/** Where the team stands: its row, its place league-wide, and in its conference and division where it has them. */
export interface TeamStanding {
  row: Row;
  league: number;
  conference: Place | null;
  division: Place | null;
}

/** 1-based place of `teamId` among `rows` in the feed's rank order. */
const placeAmong = (rows: readonly Row[], teamId: string) =>
  [...rows].sort((a, b) => a.rank - b.rank).findIndex((r) => r.teamId === teamId) + 1;

/**
 * [BBT1] The team's standing from the season's 积分榜: the feed's rank is league-wide; the conference place is
 * its row's place in the conference table the 积分榜 draws (as the 积分榜's own 排名 column), the division's
 * likewise. Null when the season has no row for the team.
 */
export function teamStanding(rows: readonly Row[], teamId: string): TeamStanding | null {
  const row = rows.find((r) => r.teamId === teamId);
  if (!row) return null;
  const group = standingsGroups(rows).find((g) => g.rows.includes(row));
  const conference =
    row.conference && group ? { name: row.conference, place: placeAmong(group.rows, teamId) } : null;
  const division = row.division
    ? {
        name: row.division,
        place: placeAmong(
          rows.filter((r) => r.division === row.division),
          teamId,
        ),
      }
    : null;
  return { row, league: placeAmong(rows, teamId), conference, division };
}
