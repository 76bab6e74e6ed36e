import type { Lineups } from '@kuyi/shared';

type TeamLineup = Lineups['home'];
type Player = TeamLineup['starters'][number];

const POSITION_ORDER = ['GK', 'DF', 'MF', 'FW'];

/**
 * The starters in lines from the goalkeeper forward, as the formation pitch draws them: "4-2-3-1" gives
 * [GK], then lines of 4, 2, 3 and 1 in the listed order. A formation that does not add up to the starters
 * (an upstream without one, a red card before the line-up) falls back to lines by position.
 */
export function formationLines(lineup: TeamLineup): Player[][] {
  const sizes = lineup.formation
    .split('-')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const [keeper, ...outfield] = lineup.starters;
  const fits =
    keeper !== undefined &&
    keeper.position === 'GK' &&
    sizes.reduce((sum, n) => sum + n, 0) === outfield.length;
  if (fits) {
    const lines: Player[][] = [[keeper]];
    let at = 0;
    for (const size of sizes) {
      lines.push(outfield.slice(at, at + size));
      at += size;
    }
    return lines;
  }
  const byPosition = POSITION_ORDER.map((pos) => lineup.starters.filter((p) => p.position === pos));
  const other = lineup.starters.filter((p) => !POSITION_ORDER.includes(p.position));
  return [...byPosition, other].filter((line) => line.length > 0);
}
