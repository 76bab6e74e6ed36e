import { isTimeZone, type WallClock, wallClock, zoneOffset } from './zone-parts.ts';

/** The one Beijing-date module: every day and wall-clock reading goes through here (issue 18). */
export { isTimeZone, type WallClock, wallClock };

/**
 * [T1] Match days. Chinese score centres list a day's matches by Beijing date, so a "day" is a
 * 'YYYY-MM-DD' calendar date in a time zone that is always passed explicitly (default Beijing): nothing
 * here reads the host's zone, so the feed, the gateway and a browser abroad agree on what "today" is.
 */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

/** What a feed or gateway answers (code 400) for a `date` that is not a real YYYY-MM-DD day. */
export const INVALID_DAY_MESSAGE = '日期格式不正确';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const dayOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of a calendar day, or null when the text is not a real day ('2026-02-31', '2026-2-1'). */
function utcMidnight(day: string): number | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 02-31 over to 03-03; a real day survives the round trip unchanged.
  return dayOfUtc(ms) === day ? ms : null;
}

/** Strict: exactly YYYY-MM-DD naming a day that exists. */
export function isDay(text: unknown): text is string {
  return typeof text === 'string' && utcMidnight(text) !== null;
}

function midnightOf(day: string): number {
  const ms = utcMidnight(day);
  if (ms === null) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return ms;
}

/** The day an instant falls on in `zone`. */
export function matchDay(instant: number, zone: string = BEIJING_TIME_ZONE): string {
  const w = wallClock(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** Today's match day in Beijing, whatever zone the host runs in. */
export function todayInBeijing(now: number = Date.now()): string {
  return matchDay(now, BEIJING_TIME_ZONE);
}

/** Calendar arithmetic on days: `addDays('2026-02-28', 1)` is '2026-03-01'. */
export function addDays(day: string, n: number): string {
  return dayOfUtc(midnightOf(day) + n * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((midnightOf(to) - midnightOf(from)) / DAY_MS);
}

/** 0 for Sunday … 6 for Saturday: a calendar fact, the same in every zone. */
export function weekdayOf(day: string): number {
  return new Date(midnightOf(day)).getUTCDay();
}

/**
 * The first instant of `day` in `zone`. Around a daylight-saving jump the offset at local midnight may
 * differ from the one a few hours later, so both are tried and the earliest that lands on the day wins
 * (where midnight itself is skipped, the day starts at the jump).
 */
export function dayStart(day: string, zone: string = BEIJING_TIME_ZONE): number {
  const midnight = midnightOf(day);
  const early = midnight - zoneOffset(midnight, zone);
  const candidates = [early, midnight - zoneOffset(early, zone)].filter((t) => matchDay(t, zone) === day);
  return candidates.length > 0 ? Math.min(...candidates) : early;
}

/** The instants of `day` in `zone` as [start, end): a kick-off belongs to the day when start ≤ t < end. */
export function dayRange(day: string, zone: string = BEIJING_TIME_ZONE): { start: number; end: number } {
  return { start: dayStart(day, zone), end: dayStart(addDays(day, 1), zone) };
}

/** Kick-off as 'HH:mm' on the zone's clock. */
export function formatKickoffTime(instant: number, zone: string = BEIJING_TIME_ZONE): string {
  const w = wallClock(instant, zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** Kick-off as 'MM-dd HH:mm' on the zone's clock, for lists that span days. */
export function formatKickoffDateTime(instant: number, zone: string = BEIJING_TIME_ZONE): string {
  const w = wallClock(instant, zone);
  return `${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** Kick-off as 'YYYY-MM-DD HH:mm' on the zone's clock, for lists that span seasons (the database pages). */
export function formatKickoffWithYear(instant: number, zone: string = BEIJING_TIME_ZONE): string {
  const w = wallClock(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}
