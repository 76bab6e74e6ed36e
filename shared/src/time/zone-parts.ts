/**
 * Wall-clock fields of an instant in an IANA time zone, through Intl only (no date library, no host zone).
 * Beijing takes a shortcut: China has kept UTC+8 without daylight saving since 1991, and the feed and the
 * gateway ask for Beijing fields on every request, where Intl's formatToParts would be the hot spot.
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // h23: midnight is 00, never 24 (en-US with hour12: false prints 24:00 in some engines).
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True for a zone name this runtime knows ('Asia/Shanghai', 'Europe/London', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (zone === '') return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

export function wallClock(instant: number, zone: string): WallClock {
  if (zone === 'Asia/Shanghai') {
    const d = new Date(instant + BEIJING_OFFSET_MS);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
    };
  }
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof WallClock] = Number(part.value);
  }
  return out;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (seconds ignored: no zone uses them now). */
export function zoneOffset(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}
