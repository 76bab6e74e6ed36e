import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, isDay, stripDays } from './day.ts';

describe('date strip days (issue 5: last and next 7 days)', () => {
  it('lists today and the 7 days before for finished matches, after for the schedule', () => {
    expect(stripDays('2026-03-01', -1)).toEqual([
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
      '2026-02-24',
      '2026-02-23',
      '2026-02-22',
    ]);
    expect(stripDays('2026-12-30', 1).slice(0, 4)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
  it('labels days the Chinese way and checks route dates', () => {
    expect(dayLabel('2026-11-22')).toEqual({ date: '11-22', week: '周日' });
    expect(addDays('2026-11-22', 1)).toBe('2026-11-23');
    expect(isDay('2026-11-22')).toBe(true);
    expect(isDay('yesterday')).toBe(false);
  });
});
