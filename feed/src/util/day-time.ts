/**
 * The feed's clock helpers. Days are Beijing match days ([T1]); every day calculation goes through the
 * shared match-day module so the feed, the gateway and the browser agree on what "today" is.
 * A date is "YYYY-MM-DD"; times are epoch ms.
 */
import { addDays as addDaysShared, dayStart as dayStartShared, isDay, matchDay } from '@kuyi/shared';

export const MINUTE = 60_000;
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** Strict: a real day written YYYY-MM-DD ('2026-02-31' and '2026-1-1' are not). */
export function isValidDate(date: string): boolean {
  return isDay(date);
}

/** Epoch ms of 00:00 Beijing time on `date`. */
export function dayStart(date: string): number {
  return dayStartShared(date);
}

/** The Beijing date an instant falls on. */
export function dateOf(ms: number): string {
  return matchDay(ms);
}

export function addDays(date: string, days: number): string {
  return addDaysShared(date, days);
}

/** Days since 1970-01-01 (Beijing), a stable counter for rounds. */
export function dayNumber(date: string): number {
  return Math.round((dayStart(date) - dayStart('1970-01-01')) / DAY);
}

/** Time of day on the Beijing clock, in ms after its midnight. */
export function timeOfDay(ms: number): number {
  return ms - dayStart(dateOf(ms));
}

/** "14:55" → ms after midnight; null when malformed. */
export function parseTimeOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return h * HOUR + min * MINUTE + s * 1000;
}

/** Round down to a whole second so every change lands on a second boundary (see the liveWords ids). */
export const toSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;
