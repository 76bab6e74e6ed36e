import { BEIJING_TIME_ZONE, dayStart } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { setDisplayZone } from '../../../lib/time/display-zone.ts';
import { updateLabel } from './update-label.ts';

const HOUR = 3_600_000;

describe('[T1] the odds centre’s 更新 column', () => {
  setDisplayZone(BEIJING_TIME_ZONE);
  const today = dayStart('2026-11-26');

  it('an update of today (Beijing day) shows its time only', () => {
    expect(updateLabel(today + 9 * HOUR + 5 * 60_000, today + 20 * HOUR)).toBe('09:05');
  });

  it('an update of an earlier day shows its date as well', () => {
    expect(updateLabel(today - 2 * HOUR, today + 20 * HOUR)).toBe('11-25 22:00');
    expect(updateLabel(today - 49 * HOUR, today + 1)).toBe('11-23 23:00');
  });

  it('"today" is the day of the clock the times are shown in, not Beijing’s', () => {
    const zone = 'America/New_York';
    // 00:30 on 11-24 in New York (13:30 Beijing); an update at 11:30 New York time the day before.
    const now = Date.UTC(2026, 10, 24, 5, 30);
    expect(updateLabel(Date.UTC(2026, 10, 23, 16, 30), now, zone)).toBe('11-23 11:30');
    expect(updateLabel(Date.UTC(2026, 10, 24, 5, 10), now, zone)).toBe('00:10');
  });
});
