import { todayInBeijing } from '@kuyi/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** 22:35 Beijing on 27 June 2018: the World Cup day the score centre replays. */
const REPLAYED = Date.parse('2018-06-27T14:35:00Z');

// Each case starts with a clock no answer has anchored yet (the module keeps it for the page's life).
beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

async function load() {
  const clock = await import('../../../lib/server-clock.ts');
  const { useServerToday } = await import('./use-server-today.ts');
  return { clock, useServerToday };
}

describe("[T1] useServerToday: the match pages' today is the score centre's day", () => {
  it('is null until /api/live/clock answers, then the replayed day, not this computer’s', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ code: 200, msg: '成功', data: { serverTime: REPLAYED, clockRate: 60 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { useServerToday } = await load();
    const { result } = renderHook(() => useServerToday());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('2018-06-27'));
    expect(fetchMock).toHaveBeenCalledWith('/api/live/clock', { credentials: 'include' });
  });

  it('moves to the new day when the clock is re-anchored past Beijing midnight', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { clock, useServerToday } = await load();
    clock.syncServerClock(REPLAYED, Date.now(), 60);
    const { result } = renderHook(() => useServerToday());
    // Already anchored (the live list answered first): known at the first render, nothing read again.
    expect(result.current).toBe('2018-06-27');
    expect(fetch).not.toHaveBeenCalled();
    act(() => clock.syncServerClock(Date.parse('2018-06-27T16:00:30Z'), Date.now(), 60));
    expect(result.current).toBe('2018-06-28');
  });

  it("falls back to this computer's day when the clock cannot be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { useServerToday } = await load();
    const { result } = renderHook(() => useServerToday());
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toBe(todayInBeijing());
  });

  it('{ wait: false } (即时比分, whose list answer anchors the clock): a day at once, no clock read of its own, then the anchored day', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { clock, useServerToday } = await load();
    const { result } = renderHook(() => useServerToday({ wait: false }));
    // This computer's day until the list answers.
    expect(result.current).toBe(todayInBeijing());
    act(() => clock.syncServerClock(REPLAYED, Date.now(), 60));
    expect(result.current).toBe('2018-06-27');
    expect(fetch).not.toHaveBeenCalled();
  });
});
