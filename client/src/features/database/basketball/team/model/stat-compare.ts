import type { BasketballTeamStatRow } from '@kuyi/shared';
import { columnsFor } from '../../model/team-stat-columns.ts';

/** One line of 场均数据对比: the team's figure, the league's average and the team's place among all teams. */
export interface StatLine {
  key: string;
  label: string;
  value: string;
  average: string;
  /** 1 the best (fewest for 失分, 失误, 犯规); level teams share a place. */
  rank: number;
  teams: number;
  /** Above the league average in the good direction (red), below it (green), level (null). */
  better: boolean | null;
}

/**
 * [BBT3] The team's per-game figures beside the league's: every 球队统计 column the answer has (the box-score
 * ones on the real season only) but 场次. The average is the mean of the teams' own averages (every team plays
 * about as many games, and it is what NBA.com's 联盟平均 shows); teams without a finished game are left out.
 * Empty when the team has no finished game.
 */
export function statCompare(rows: readonly BasketballTeamStatRow[], teamId: string): StatLine[] {
  const played = rows.filter((r) => r.played > 0);
  const team = played.find((r) => r.teamId === teamId);
  if (!team) return [];
  return columnsFor(played)
    .filter((c) => c.key !== 'played')
    .flatMap((c) => {
      const mine = c.value(team);
      const values = played.map((r) => c.value(r)).filter((v): v is number => v !== undefined);
      if (mine === undefined || values.length === 0) return [];
      const average = values.reduce((a, b) => a + b, 0) / values.length;
      const ahead = (v: number) => (c.fewerIsBetter ? v < mine : v > mine);
      const diff = c.fewerIsBetter ? average - mine : mine - average;
      return [
        {
          key: c.key,
          label: c.label,
          value: c.text(mine),
          average: c.text(average),
          rank: values.filter(ahead).length + 1,
          teams: values.length,
          // Compared as printed, so "47.7 vs 47.7" is not coloured.
          better: c.text(mine) === c.text(average) ? null : diff > 0,
        },
      ];
    });
}
