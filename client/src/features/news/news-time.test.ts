// [T1] The browser runs in New York: set before anything reads the host zone (vitest forks a process per file).
process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { beijingInputToIso, newsTime } from './news-time.ts';

describe('[T1] news dates', () => {
  it('read MM-dd HH:mm on the Beijing clock whatever zone the browser is in', () => {
    expect(new Date('2026-11-24T16:30:00Z').getTimezoneOffset()).toBe(300);
    // 16:30 UTC on 11-24 is 11:30 in New York but already 00:30 on 11-25 in Beijing.
    expect(newsTime('2026-11-24T16:30:00.000Z')).toBe('11-25 00:30');
    expect(newsTime('2026-11-24T07:00:00.000Z')).toBe('11-24 15:00');
  });
});

describe('[T1] scheduled publishing', () => {
  it('reads the editor’s 定时发布 on the Beijing clock, not the browser’s: 20:00 stays 20:00 on every list', () => {
    expect(beijingInputToIso('2026-11-24T20:00')).toBe('2026-11-24T12:00:00.000Z');
    expect(newsTime(beijingInputToIso('2026-11-24T20:00') ?? '')).toBe('11-24 20:00');
    // Just after Beijing midnight is still the evening before in UTC.
    expect(beijingInputToIso('2026-11-25T00:30:15')).toBe('2026-11-24T16:30:15.000Z');
    for (const bad of ['', '2026-11-24', '2026-02-30T10:00', '2026-11-24T24:00', 'x'])
      expect(beijingInputToIso(bad)).toBeNull();
  });
});
