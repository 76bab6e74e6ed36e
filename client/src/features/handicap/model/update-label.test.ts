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
});
