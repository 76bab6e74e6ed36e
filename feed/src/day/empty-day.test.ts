import { describe, expect, it } from 'vitest';
import { emptyDayNotice } from './empty-day.ts';
import type { MatchDay } from './match-day.ts';

const day = (date: string, football: number, basketball = 0) =>
  ({
    date,
    football: Array.from({ length: football }, () => ({})),
    basketball: Array.from({ length: basketball }, () => ({})),
  }) as unknown as MatchDay;
const world = (...days: MatchDay[]) => ({ activeDays: () => days });

describe('emptyDayNotice (the feed CLI warns about a replayed day with no match)', () => {
  it('names the source and the date when neither live day of a replay has a match', () => {
    const notice = emptyDayNotice(world(day('2026-11-27', 0), day('2026-11-28', 0)), 0, 'worldcup');
    expect(notice).toContain('worldcup 在 2026-11-28 没有比赛');
    expect(notice).toContain('--date');
  });

  it('says nothing when either day has a match, or for the synthetic day', () => {
    expect(emptyDayNotice(world(day('2018-06-26', 0), day('2018-06-27', 4)), 0, 'worldcup')).toBeNull();
    expect(emptyDayNotice(world(day('2026-11-27', 0, 3), day('2026-11-28', 0)), 0, 'nba')).toBeNull();
    expect(emptyDayNotice(world(day('2026-11-27', 0), day('2026-11-28', 0)), 0, 'synthetic')).toBeNull();
  });
});
