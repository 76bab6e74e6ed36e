/**
 * Table zones for colouring, as titan007 marks them: the top four (continental places in most leagues) and
 * the bottom two or three (relegation). Leagues differ in detail; the legend says these are the usual places.
 */
export function zoneOf(rank: number, teams: number): 'top' | 'bottom' | null {
  if (teams < 8) return null;
  if (rank <= 4) return 'top';
  const relegated = teams >= 18 ? 3 : 2;
  return rank > teams - relegated ? 'bottom' : null;
}
