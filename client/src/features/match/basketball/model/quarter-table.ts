import { BasketballState, isBasketballLive } from '@kuyi/shared';
import type { BasketballInfo } from './basketball-view.ts';

/** One column of the 比分 table: a quarter or an overtime period. */
export interface PeriodColumn {
  label: string;
  home: number | null;
  away: number | null;
  /** The period being played now (its column is marked). */
  current: boolean;
}

const QUARTER_LABELS = ['一', '二', '三', '四'];

/** The period a state is in, 1-based (5 = first overtime); 0 when no period runs. */
export function currentPeriod(state: number): number {
  if (state >= BasketballState.Q1 && state <= BasketballState.OT4) return state;
  return 0;
}

/**
 * The quarter-by-quarter table: always the four quarters (empty until played), then every overtime the
 * feed has points for or that is being played. Period scores are index 0 = first quarter ([row schema]).
 */
export function periodColumns(
  info: Pick<BasketballInfo, 'state' | 'homeQuarters' | 'awayQuarters'>,
): PeriodColumn[] {
  const now = isBasketballLive(info.state) ? currentPeriod(info.state) : 0;
  const count = Math.max(4, info.homeQuarters.length, info.awayQuarters.length, now);
  return Array.from({ length: count }, (_, i) => ({
    label: i < 4 ? (QUARTER_LABELS[i] ?? '') : count > 5 ? `加时${i - 3}` : '加时',
    home: info.homeQuarters[i] ?? null,
    away: info.awayQuarters[i] ?? null,
    current: now === i + 1,
  }));
}
