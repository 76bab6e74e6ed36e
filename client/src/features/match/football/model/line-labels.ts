import { matchDay } from '@kuyi/shared';

/** 大小 lines read as 2.5, or 2.5/3 for quarter lines, as Chinese sites print them. */
export function totalLineLabel(line: number): string {
  const quarter = Math.round(line * 4) % 2 !== 0;
  return quarter ? `${line - 0.25}/${line + 0.25}` : String(line);
}

/** "25-11-07": the date column of result tables — the Beijing match day whatever the browser's zone ([T1]). */
export function matchDate(ms: number): string {
  return matchDay(ms).slice(2);
}

/** Whole days from `from` to `to`, for "相隔 3 天" next to a coming fixture. */
export function daysBetween(from: number, to: number): number {
  return Math.round((to - from) / 86_400_000);
}
