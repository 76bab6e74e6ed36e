// [T1] The browser runs in New York: set before anything reads the host zone (vitest forks a process per file).
process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { newsTime } from './news-time.ts';

describe('[T1] news dates', () => {
  it('read MM-dd HH:mm on the Beijing clock whatever zone the browser is in', () => {
    expect(new Date('2026-11-24T16:30:00Z').getTimezoneOffset()).toBe(300);
    // 16:30 UTC on 11-24 is 11:30 in New York but already 00:30 on 11-25 in Beijing.
    expect(newsTime('2026-11-24T16:30:00.000Z')).toBe('11-25 00:30');
    expect(newsTime('2026-11-24T07:00:00.000Z')).toBe('11-24 15:00');
  });
});
