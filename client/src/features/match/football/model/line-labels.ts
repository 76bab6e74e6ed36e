import { matchDay } from '@kuyi/shared';

/** "25-11-07": the date column of result tables — the Beijing match day whatever the browser's zone ([T1]). */
export function matchDate(ms: number): string {
  return matchDay(ms).slice(2);
}

/** Whole days from `from` to `to`, for "相隔 3 天" next to a coming fixture. */
export function daysBetween(from: number, to: number): number {
  return Math.round((to - from) / 86_400_000);
}
