import { BEIJING_TIME_ZONE, dayStart, formatKickoffDateTime, isDay } from '@kuyi/shared';

/** "11-24 15:00" in Beijing time, how news lists date articles. */
export const newsTime = (iso: string): string => formatKickoffDateTime(Date.parse(iso), BEIJING_TIME_ZONE);

/**
 * A datetime-local value ("2026-11-24T15:00") read on the Beijing clock, as an ISO instant; null when it is not
 * one. The browser would read it in its own zone, so an editor abroad scheduling "15:00" published at another
 * hour than the 15:00 every list then shows.
 */
export function beijingInputToIso(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m || !isDay(m[1])) return null;
  const [hours, minutes, seconds] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  // Beijing keeps no daylight saving: an hour of its day is always 3,600 s after its midnight.
  return new Date(
    dayStart(m[1], BEIJING_TIME_ZONE) + ((hours * 60 + minutes) * 60 + seconds) * 1000,
  ).toISOString();
}
