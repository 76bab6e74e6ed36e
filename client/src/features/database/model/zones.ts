/**
 * Table zones for colouring, as titan007 marks them: the top four (continental places in most leagues) and
 * the bottom two or three (relegation). Leagues differ in detail; the legend says these are the usual places.
 */
export function zoneOf(rank: number, teams: number, relegation = true): 'top' | 'bottom' | null {
  if (teams < 8) return null;
  if (rank <= 4) return 'top';
  if (!relegation) return null;
  const relegated = teams >= 18 ? 3 : 2;
  return rank > teams - relegated ? 'bottom' : null;
}

/** Closed leagues (no promotion or relegation): 美职联, 澳超. Their bottom places are not a 降级区. */
const CLOSED_LEAGUES: ReadonlySet<string> = new Set(['21', '273']);
export const hasRelegation = (leagueId: string): boolean => !CLOSED_LEAGUES.has(leagueId);
