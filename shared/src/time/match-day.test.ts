import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRange,
  dayStart,
  daysBetween,
  formatKickoffDateTime,
  formatKickoffTime,
  formatKickoffWithYear,
  isDay,
  isTimeZone,
  matchDay,
  todayInBeijing,
  weekdayOf,
} from './match-day.ts';

const at = (iso: string) => Date.parse(iso);

describe('[T1] match days', () => {
  it('the match day of an instant is the Beijing date unless another zone is asked for', () => {
    // 16:30 UTC on 11-23 is 00:30 on 11-24 in Beijing and 11:30 on 11-23 in New York.
    const t = at('2026-11-23T16:30:00Z');
    expect(matchDay(t)).toBe('2026-11-24');
    expect(matchDay(t, 'America/New_York')).toBe('2026-11-23');
    expect(matchDay(t, 'Europe/London')).toBe('2026-11-23');
    expect(matchDay(at('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
  });

  it("a browser in New York at 23:30 on 11-23 sees Beijing's 11-24 as today", () => {
    const now = at('2026-11-24T04:30:00Z'); // 23:30 EST on 11-23
    expect(matchDay(now, 'America/New_York')).toBe('2026-11-23');
    expect(todayInBeijing(now)).toBe('2026-11-24');
  });

  it('refuses days that do not exist or are not zero-padded', () => {
    for (const bad of ['2026-02-31', '2026-13-01', '2026-2-1', '2026-00-10', '2026-04-31', '26-11-22', '']) {
      expect(isDay(bad)).toBe(false);
    }
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay(20261122)).toBe(false);
    expect(() => addDays('2026-02-31', 1)).toThrow(RangeError);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(daysBetween('2026-11-22', '2026-12-01')).toBe(9);
    expect(weekdayOf('2026-11-22')).toBe(0);
  });

  it('a day in a zone is [start, end), 24 hours in Beijing and 23 or 25 over a daylight-saving change', () => {
    expect(dayRange('2026-11-22')).toEqual({
      start: at('2026-11-21T16:00:00Z'),
      end: at('2026-11-22T16:00:00Z'),
    });
    // London springs forward on 2026-03-29 and falls back on 2026-10-25.
    const spring = dayRange('2026-03-29', 'Europe/London');
    expect(spring.start).toBe(at('2026-03-29T00:00:00Z'));
    expect(spring.end - spring.start).toBe(23 * 3_600_000);
    const autumn = dayRange('2026-10-25', 'Europe/London');
    expect(autumn.end - autumn.start).toBe(25 * 3_600_000);
    expect(dayStart('2026-07-01', 'America/Los_Angeles')).toBe(at('2026-07-01T07:00:00Z'));
    expect(dayStart('2026-11-22', 'Australia/Sydney')).toBe(at('2026-11-21T13:00:00Z'));
  });

  it('a day starts at the jump where midnight itself is skipped', () => {
    // Santiago springs forward at 00:00 on 2026-09-06: the day starts at 01:00 local (04:00 UTC).
    const start = dayStart('2026-09-06', 'America/Santiago');
    expect(matchDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(matchDay(start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('formats kick-off as HH:mm and MM-dd HH:mm on the zone clock', () => {
    const t = at('2026-11-22T11:30:00Z');
    expect(formatKickoffTime(t)).toBe('19:30');
    expect(formatKickoffDateTime(t)).toBe('11-22 19:30');
    expect(formatKickoffTime(t, 'Europe/London')).toBe('11:30');
    expect(formatKickoffDateTime(at('2026-11-22T16:00:00Z'))).toBe('11-23 00:00');
    expect(formatKickoffDateTime(at('2026-11-22T16:00:00Z'), 'America/Los_Angeles')).toBe('11-22 08:00');
  });

  it('formats kick-off with its year as YYYY-MM-DD HH:mm on the zone clock, across a new year', () => {
    const t = at('2025-12-31T16:05:00Z');
    expect(formatKickoffWithYear(t)).toBe('2026-01-01 00:05');
    expect(formatKickoffWithYear(t, 'Europe/London')).toBe('2025-12-31 16:05');
    expect(formatKickoffWithYear(at('2019-03-01T11:35:00Z'))).toBe('2019-03-01 19:35');
  });

  it('knows real zone names and refuses made-up ones', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
