import { BEIJING_TIME_ZONE, matchDay } from '@kuyi/shared';
import type { TeamGame } from '../../model/team-season.ts';
import { teamPoints } from './team-points.ts';

/** One finished game on 得失分走势. */
export interface MarginPoint {
  /** The team's nth finished game (1-based), the x axis. */
  n: number;
  pointsFor: number;
  pointsAgainst: number;
  /** pointsFor − pointsAgainst: above 0 a win. */
  margin: number;
  /** "10-17 客 湖人 112:108 胜", the tooltip. */
  label: string;
}

/** [BBT4] The team's finished games in order with its points, the opponent's and the margin, from its side. */
export function marginTrend(season: readonly TeamGame[]): MarginPoint[] {
  return season
    .flatMap((t) => {
      const p = teamPoints(t);
      if (t.result === null || p === null) return [];
      const day = matchDay(t.game.kickoff, BEIJING_TIME_ZONE).slice(5);
      return [
        {
          n: 0,
          pointsFor: p.for,
          pointsAgainst: p.against,
          margin: p.for - p.against,
          label: `${day} ${t.atHome ? '主' : '客'} ${t.opponentName} ${p.for}:${p.against} ${t.result}`,
        },
      ];
    })
    .map((p, i) => ({ ...p, n: i + 1 }));
}
