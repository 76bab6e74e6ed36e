import { addDays, daysBetween, weekdayOf } from '@kuyi/shared';

/**
 * Ranking rounds (`whatRound`). A week round runs Monday–Sunday on Beijing days, numbered from the arena's
 * first Monday; a month round is the calendar month as `YYYYMM`. Numbers only grow, so `getHistoryRank`
 * can page back through them.
 */
const FIRST_MONDAY = '2024-01-01';

export type RankType = 'week' | 'month';

export function weekRound(day: string): number {
  return Math.floor(daysBetween(FIRST_MONDAY, day) / 7) + 1;
}

/** The Beijing days [from, to] of a week round. */
export function weekRoundDays(round: number): { from: string; to: string } {
  const from = addDays(FIRST_MONDAY, (round - 1) * 7);
  return { from, to: addDays(from, 6) };
}

export function monthRound(day: string): number {
  return Number(day.slice(0, 4) + day.slice(5, 7));
}

export function monthRoundDays(round: number): { from: string; to: string } {
  const y = Math.floor(round / 100);
  const m = round % 100;
  const from = `${y}-${String(m).padStart(2, '0')}-01`;
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

export const roundOf = (type: RankType, day: string) => (type === 'week' ? weekRound(day) : monthRound(day));
export const roundDays = (type: RankType, round: number) =>
  type === 'week' ? weekRoundDays(round) : monthRoundDays(round);

/** Monday is the first day of a round; weekdayOf is used only to check the constant in tests. */
export const isMonday = (day: string) => weekdayOf(day) === 1;
