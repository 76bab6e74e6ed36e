import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown (spec §4: the SMS button counts down 60 s, then returns)', () => {
  it('[SMS2] counts 60 → 0 one second at a time, then is idle again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);
    act(() => result.current.start());
    expect(result.current.left).toBe(60);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.left).toBe(59);
    for (let i = 0; i < 59; i++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(result.current.left).toBe(0);
  });
});
