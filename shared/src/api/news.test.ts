import { afterEach, describe, expect, it } from 'vitest';
import { newsScheduleSchema } from './news.ts';

const publishAt = (value: unknown) => {
  const r = newsScheduleSchema.safeParse({ newsId: 1, publishAt: value });
  return r.success ? r.data.publishAt?.getTime() : r.error.issues[0]?.message;
};

/** Server zones a container may run in: none of them may move what an editor meant. */
const HOST_ZONES = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/London', 'Pacific/Kiritimati'];
const hostZone = process.env.TZ;

/** Parses `value` with the process in `zone` (Node applies a TZ set at run time to later Date calls). */
const publishAtIn = (zone: string, value: unknown) => {
  process.env.TZ = zone;
  return publishAt(value);
};

describe('[N1] news publishAt without a zone is Beijing time, whatever zone the server runs in', () => {
  afterEach(() => {
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  });

  it('this runner applies a TZ set at run time (else the cases below would prove nothing)', () => {
    process.env.TZ = 'America/New_York';
    expect(new Date(Date.UTC(2026, 10, 24)).getTimezoneOffset()).toBe(300);
  });

  it('"2026-11-24 15:00" is 15:00 in Beijing (07:00 UTC)', () => {
    for (const zone of HOST_ZONES) {
      expect(publishAtIn(zone, '2026-11-24 15:00')).toBe(Date.UTC(2026, 10, 24, 7, 0));
      expect(publishAtIn(zone, '2026-11-24T15:00:30')).toBe(Date.UTC(2026, 10, 24, 7, 0, 30));
      expect(publishAtIn(zone, '2026-11-24 15:00:30.250')).toBe(Date.UTC(2026, 10, 24, 7, 0, 30, 250));
    }
  });

  it('a date alone, "2026-11-24", is Beijing midnight (16:00 UTC the day before)', () => {
    for (const zone of HOST_ZONES)
      expect(publishAtIn(zone, '2026-11-24')).toBe(Date.UTC(2026, 10, 23, 16, 0));
  });

  it('a time with its zone (Z, +08:00, -05:00) keeps it', () => {
    for (const zone of HOST_ZONES) {
      expect(publishAtIn(zone, '2026-11-24T15:00:00Z')).toBe(Date.UTC(2026, 10, 24, 15, 0));
      expect(publishAtIn(zone, '2026-11-24T15:00:00+08:00')).toBe(Date.UTC(2026, 10, 24, 7, 0));
      expect(publishAtIn(zone, '2026-11-24T15:00-05:00')).toBe(Date.UTC(2026, 10, 24, 20, 0));
    }
  });

  it('an impossible day or hour is refused, not rolled over', () => {
    for (const bad of ['2026-02-30 10:00', '2026-11-24 24:30', '2026-11-24 15:60', '2026-11-24 15:00:61'])
      expect(publishAtIn('UTC', bad)).toBe('发布时间格式不正确');
  });
});
