import { describe, expect, it, vi } from 'vitest';
import { onServerClockChange, serverNow, syncServerClock } from './server-clock.ts';

describe('server clock (minutes are computed in the score centre clock)', () => {
  it('follows the offset of the last serverTime and tells running clocks at once', () => {
    const heard = vi.fn();
    const off = onServerClockChange(heard);
    const now = Date.now();
    syncServerClock(now + 3_600_000, now);
    expect(serverNow() - Date.now()).toBeGreaterThanOrEqual(3_599_000);
    expect(heard).toHaveBeenCalledTimes(1);
    syncServerClock(Number.NaN);
    expect(heard).toHaveBeenCalledTimes(1);
    off();
    syncServerClock(Date.now());
  });
});
