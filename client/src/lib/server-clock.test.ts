import { describe, expect, it, vi } from 'vitest';
import { onServerClockChange, serverClockRate, serverNow, syncServerClock } from './server-clock.ts';

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

  it("runs at the score centre's clockRate from its anchor (a day replayed at 60×); answers without one keep it", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(1_000);
      syncServerClock(5_000_000, 1_000, 60);
      vi.setSystemTime(2_000);
      expect(serverNow()).toBe(5_060_000);
      expect(serverClockRate()).toBe(60);
      // A proxied /sc/api answer says nothing of the rate: the clock re-anchors and keeps running at 60×.
      syncServerClock(5_100_000, 2_000);
      vi.setSystemTime(2_500);
      expect(serverNow()).toBe(5_130_000);
      syncServerClock(Date.now(), Date.now(), 1);
      expect(serverClockRate()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page without a list anchors on /api/live/clock, rate included (a match page opened from a link)', async () => {
    vi.resetModules();
    const clock = await import('./server-clock.ts');
    const fetchMock = vi.fn(async () => ({
      json: async () => ({ code: 200, data: { serverTime: Date.now() + 86_400_000, clockRate: 60 } }),
    }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await clock.ensureServerClock();
      expect(fetchMock).toHaveBeenCalledWith('/api/live/clock', { credentials: 'include' });
      expect(clock.serverClockRate()).toBe(60);
      expect(clock.serverNow() - Date.now()).toBeGreaterThan(86_000_000);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
