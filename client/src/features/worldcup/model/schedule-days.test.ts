import { describe, expect, it } from 'vitest';
import { scheduleDays } from './schedule-days.ts';
import { testMatch } from './test-match.ts';

describe('[T1][WC5] the World Cup schedule is grouped by Beijing date', () => {
  it('puts a 18:00Z kick-off on the next Beijing day, in kick-off order', () => {
    const late = testMatch({ id: 'b', kickoff: Date.UTC(2018, 5, 27, 18, 0), num: 2 });
    const early = testMatch({ id: 'a', kickoff: Date.UTC(2018, 5, 27, 14, 0), num: 1 });
    const days = scheduleDays([late, early]);
    expect(days.map((d) => [d.day, d.label, d.matches.map((m) => m.id)])).toEqual([
      ['2018-06-27', '6月27日 周三', ['a']],
      ['2018-06-28', '6月28日 周四', ['b']],
    ]);
  });
});
