import { BEIJING_TIME_ZONE } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { chatTimeLabel } from './chat-time.ts';

describe('[C5] a chat line says when it was written', () => {
  // 2026-11-26 21:05 Beijing.
  const evening = Date.UTC(2026, 10, 26, 13, 5);

  it('HH:mm on the day it is read', () => {
    expect(chatTimeLabel(evening, evening + 2 * 3_600_000, BEIJING_TIME_ZONE)).toBe('21:05');
  });

  it("MM-dd HH:mm once the Beijing day has turned (a finished match's room read the next morning)", () => {
    expect(chatTimeLabel(evening, evening + 12 * 3_600_000, BEIJING_TIME_ZONE)).toBe('11-26 21:05');
  });

  it('days are the display zone’s: 21:05 Beijing is 08:05 the same day in New York', () => {
    const nyNextMorning = Date.UTC(2026, 10, 27, 4, 0); // 23:00 on the 26th in New York
    expect(chatTimeLabel(evening, nyNextMorning, 'America/New_York')).toBe('08:05');
  });
});
