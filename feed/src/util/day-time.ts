/**
 * Match days are Asia/Shanghai days (UTC+8, no daylight saving), as Chinese score sites list them.
 * A date is "YYYY-MM-DD"; times are epoch ms.
 */
export const SHANGHAI_OFFSET_MS = 8 * 3600_000;
export const MINUTE = 60_000;
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date;
}

/** Epoch ms of 00:00 Beijing time on `date`. */
export function dayStart(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`bad date ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - SHANGHAI_OFFSET_MS;
}

/** The Beijing date an instant falls on. */
export function dateOf(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOf(dayStart(date) + days * DAY + HOUR);
}

/** Days since 1970-01-01 (Beijing), a stable counter for rounds. */
export function dayNumber(date: string): number {
  return Math.round((dayStart(date) + SHANGHAI_OFFSET_MS) / DAY);
}

/** "14:55" → ms after midnight; null when malformed. */
export function parseTimeOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return h * HOUR + min * MINUTE + s * 1000;
}

/** "09-13 15:00" in Beijing time. */
export function formatShort(ms: number): string {
  const iso = new Date(ms + SHANGHAI_OFFSET_MS).toISOString();
  return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
}

/** Round down to a whole second so every change lands on a second boundary (see the liveWords ids). */
export const toSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;
