import type { TeamResult } from './team-record.ts';

export interface FormPoint {
  /** 1 = the oldest of the matches shown. */
  n: number;
  home: number | null;
  away: number | null;
  homeLabel: string | null;
  awayLabel: string | null;
}

const POINTS = { 胜: 3, 平: 1, 负: 0 } as const;

/**
 * The recent-form chart: each team's points added up over its last matches, oldest first, so the steeper
 * line is the team in better form. `label` says which match a point is ("胜 2-1 对 切尔西").
 */
export function formPoints(
  home: readonly TeamResult[],
  away: readonly TeamResult[],
  count = 10,
): FormPoint[] {
  const run = (results: readonly TeamResult[]) => {
    let sum = 0;
    return results
      .slice(0, count)
      .reverse()
      .map((r) => {
        sum += POINTS[r.outcome];
        return { total: sum, label: `${r.outcome} ${r.goalsFor}-${r.goalsAgainst} 对 ${r.opponent}` };
      });
  };
  const h = run(home);
  const a = run(away);
  return Array.from({ length: Math.max(h.length, a.length) }, (_, i) => ({
    n: i + 1,
    home: h[i]?.total ?? null,
    away: a[i]?.total ?? null,
    homeLabel: h[i]?.label ?? null,
    awayLabel: a[i]?.label ?? null,
  }));
}
