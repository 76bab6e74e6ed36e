import { type BasketballMatch, BasketballState, type FootballMatch, type Sport } from '@kuyi/shared';

const HALF_OVER: ReadonlySet<number> = new Set([
  BasketballState.HalfTime,
  BasketballState.Q3,
  BasketballState.Q4,
  BasketballState.OT1,
  BasketballState.OT2,
  BasketballState.OT3,
  BasketballState.OT4,
  BasketballState.Finished,
]);

const sum = (xs: readonly number[]) => xs.slice(0, 2).reduce((s, x) => s + x, 0);

/**
 * The score the 半场 lines settle on ([D6] on the first half): football's half-time score, basketball's first
 * two quarters; null until the half is over (or when the row does not hold it).
 */
export function halfTimeScore(
  row: FootballMatch | BasketballMatch,
  sport: Sport,
): { home: number; away: number } | null {
  if (sport === 'football') {
    const { homeHalf, awayHalf } = row as FootballMatch;
    return homeHalf === null || awayHalf === null ? null : { home: homeHalf, away: awayHalf };
  }
  const b = row as BasketballMatch;
  if (!HALF_OVER.has(b.state) || b.homeQuarters.length < 2 || b.awayQuarters.length < 2) return null;
  return { home: sum(b.homeQuarters), away: sum(b.awayQuarters) };
}
