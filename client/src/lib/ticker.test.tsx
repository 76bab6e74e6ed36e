import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});

/** A page of its own: fresh ticker and server-clock modules, synced to the same score centre clock. */
async function openPage() {
  vi.resetModules();
  const clock = await import('./server-clock.ts');
  const { useNow } = await import('./ticker.ts');
  clock.syncServerClock(Date.now());
  return renderHook(() => useNow(10_000));
}

describe('running clocks tick together', () => {
  it("tick at the score centre's rate: a day replayed at 60× moves a 10 s clock every 1/6 s of wall time", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    vi.resetModules();
    const clock = await import('./server-clock.ts');
    const { useNow } = await import('./ticker.ts');
    clock.syncServerClock(1_000_000, 1_000_000, 60);
    const page = renderHook(() => useNow(10_000));
    expect(page.result.current).toBe(1_000_000);
    // 167 wall ms are 10,020 server ms: past the next multiple of 10 s.
    act(() => vi.advanceTimersByTime(167));
    expect(page.result.current).toBeGreaterThanOrEqual(1_010_000);
    expect(page.result.current).toBeLessThan(1_011_000);
    page.unmount();
  });

  it('a page opened later moves its clocks at the same server instant as one opened earlier (the list and the match page show the same minute)', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const list = await openPage();
    act(() => vi.advanceTimersByTime(3_000));
    const match = await openPage();
    // 1,009,999: neither has ticked since it opened.
    act(() => vi.advanceTimersByTime(6_999));
    expect(list.result.current).toBe(1_000_000);
    expect(match.result.current).toBe(1_003_000);
    // 1,010,000, a whole multiple of the interval: both move now, to the same reading.
    act(() => vi.advanceTimersByTime(1));
    expect([list.result.current, match.result.current]).toEqual([1_010_000, 1_010_000]);
    act(() => vi.advanceTimersByTime(10_000));
    expect([list.result.current, match.result.current]).toEqual([1_020_000, 1_020_000]);
    list.unmount();
    match.unmount();
  });

  it("a clock re-anchored after the page opened ticks on the score centre's hours: the hourly tick is not left waiting on this computer's", async () => {
    vi.useFakeTimers();
    // This computer: 00:00:00.5 past an hour, so its next hourly tick is almost an hour of wall time away.
    vi.setSystemTime(3_600_000 * 500 + 500);
    vi.resetModules();
    const clock = await import('./server-clock.ts');
    const { useNow } = await import('./ticker.ts');
    const page = renderHook(() => useNow(3_600_000));
    // Then the list answers: a replayed day at 60×, one server second before Beijing midnight.
    const beforeMidnight = Date.parse('2018-06-27T15:59:59Z');
    act(() => clock.syncServerClock(beforeMidnight, Date.now(), 60));
    expect(page.result.current).toBe(beforeMidnight);
    // That second is 17 ms of wall time at 60×.
    act(() => vi.advanceTimersByTime(17));
    expect(page.result.current).toBeGreaterThanOrEqual(Date.parse('2018-06-27T16:00:00Z'));
    page.unmount();
  });
});
