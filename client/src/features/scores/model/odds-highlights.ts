import type { MainOdds } from '@kuyi/shared';
import type { Highlight } from '../../../lib/live/row-store.ts';

/** titan007 keeps a moved price coloured for a while so a fan scanning the page still catches it. */
export const ODDS_FLASH_MS = 10_000;

type Dir = 'up' | 'down';
const dir = (a: number, b: number): Dir | null => (b > a ? 'up' : b < a ? 'down' : null);

/**
 * Marks for the odds cells: 'up' (red) on a rise, 'down' (green) on a fall, 'line' (yellow) when the
 * handicap or total line itself moved. Keys are `market.field`, e.g. 'ya.home', 'da.line', 'ou.draw'.
 */
export function oddsHighlights(id: string, prev: MainOdds, next: MainOdds): Highlight[] {
  const out: Highlight[] = [];
  const push = (key: string, value: string | null) => {
    if (value) out.push({ id, key, value, ttl: ODDS_FLASH_MS });
  };
  if (prev.ya && next.ya) {
    if (prev.ya.line !== next.ya.line) push('ya.line', 'line');
    push('ya.home', dir(prev.ya.home, next.ya.home));
    push('ya.away', dir(prev.ya.away, next.ya.away));
  }
  if (prev.da && next.da) {
    if (prev.da.line !== next.da.line) push('da.line', 'line');
    push('da.over', dir(prev.da.over, next.da.over));
    push('da.under', dir(prev.da.under, next.da.under));
  }
  if (prev.ou && next.ou) {
    push('ou.home', dir(prev.ou.home, next.ou.home));
    push('ou.draw', dir(prev.ou.draw, next.ou.draw));
    push('ou.away', dir(prev.ou.away, next.ou.away));
  }
  return out;
}
