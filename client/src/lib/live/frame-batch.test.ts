import { TestScheduler } from 'rxjs/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNextFrame } from './frame-batch.ts';

describe('onNextFrame', () => {
  it('runs every source of a frame in one callback, data before layout, and a taken-back one not at all', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ animate, flush }) => {
      animate('--x--x');
      const ran: string[] = [];
      onNextFrame(() => ran.push('scroll'), 'layout');
      onNextFrame(() => ran.push('rows'));
      const cancel = onNextFrame(() => ran.push('gone'));
      cancel();
      flush();
      expect(ran).toEqual(['rows', 'scroll']);
    });
  });
});

describe('a hidden tab (browsers pause its animation frames)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('still runs the batch, on a timer: goal sounds and alerts must not wait for the fan to come back', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const ran: string[] = [];
    onNextFrame(() => ran.push('rows'));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['rows']);
  });

  it('a tab hidden after the batch asked for its frame runs it within half a second, once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // No frame ever comes (the tab was hidden right after the request).
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const ran: string[] = [];
    onNextFrame(() => ran.push('rows'));
    vi.advanceTimersByTime(499);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['rows']);
    onNextFrame(() => ran.push('next'));
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(['rows', 'next']);
  });
});
