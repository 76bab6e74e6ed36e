import type { ScheduleItem, StandingRow } from '@kuyi/shared';
import { leagueRoundNo, pointsRace } from '../../model/points-race.ts';
import { hasResult } from './team-fixtures.ts';

export interface PositionPoint {
  round: number;
  position: number;
}

/** Goal difference and goals scored of each team over the league rounds up to `round`. */
function goalsUpTo(matches: readonly ScheduleItem[], round: number) {
  const goals = new Map<string, { diff: number; scored: number }>();
  const add = (id: string, gf: number, ga: number) => {
    const g = goals.get(id) ?? { diff: 0, scored: 0 };
    goals.set(id, { diff: g.diff + gf - ga, scored: g.scored + gf });
  };
  for (const m of matches) {
    const r = leagueRoundNo(m.round);
    if (r === null || r > round || !hasResult(m)) continue;
    add(m.homeId, m.homeScore, m.awayScore);
    add(m.awayId, m.awayScore, m.homeScore);
  }
  return goals;
}

/**
 * 排名走势: the team's place after each league round, from the points the 积分走势 counts (pointsRace: a
 * postponed match lands in its own round), then goal difference and goals scored. Leagues that split level
 * teams by wins or by their games with each other (中超) may differ there, so the last round takes the
 * table's own rank when it has counted the same points, and the chart ends where the header's 排名 is.
 */
export function positionRace(
  matches: readonly ScheduleItem[],
  table: readonly StandingRow[],
  teamId: string,
): PositionPoint[] {
  const ids = table.map((r) => r.teamId);
  const own = table.find((r) => r.teamId === teamId);
  if (!own) return [];
  const points = pointsRace(matches, ids);
  const tableOrder = new Map(table.map((r) => [r.teamId, r.rank]));
  return points.map((row, i) => {
    const round = row.round ?? i + 1;
    const goals = goalsUpTo(matches, round);
    const key = (id: string) => [row[id] ?? 0, goals.get(id)?.diff ?? 0, goals.get(id)?.scored ?? 0] as const;
    const ranked = [...ids].sort((a, b) => {
      const [pa, da, sa] = key(a);
      const [pb, db, sb] = key(b);
      return pb - pa || db - da || sb - sa || (tableOrder.get(a) ?? 0) - (tableOrder.get(b) ?? 0);
    });
    const isLast = i === points.length - 1;
    const position = isLast && row[teamId] === own.points ? own.rank : ranked.indexOf(teamId) + 1;
    return { round, position };
  });
}
