import { matchDay } from '@kuyi/shared';
import { displayZone } from '../../../../lib/time/display-zone.ts';

/** "25-11-07": the date column of result tables — the Beijing match day whatever the browser's zone ([T1]). */
export function matchDate(ms: number): string {
  return matchDay(ms).slice(2);
}

/**
 * Calendar days from `from` to `to` on the clock the dates are shown in, for "相隔 3 天" next to a coming
 * fixture. Rounding the hours put 03:00 → next day 22:00 two days apart and 20:00 → 03:45 four days on at 3.
 */
export function daysBetween(from: number, to: number, zone: string = displayZone()): number {
  const dayOf = (ms: number) => Date.parse(`${matchDay(ms, zone)}T00:00:00Z`);
  return Math.round((dayOf(to) - dayOf(from)) / 86_400_000);
}
