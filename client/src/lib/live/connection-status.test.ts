import type { StaleNotice } from '@kuyi/shared';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { connectionStatus } from './connection-status.ts';

const notice = (stale: boolean, sport: 'football' | 'basketball' = 'football'): StaleNotice => ({
  sport,
  stale,
  since: 0,
});

describe('connectionStatus', () => {
  it('[P9] shows connecting, live, reconnecting after a drop, and stale only for its own sport', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ hot, expectObservable }) => {
      const connected$ = hot('f-t---f--t---', { t: true, f: false });
      const stale$ = hot('    ----b-----s-l', {
        s: notice(true),
        l: notice(false),
        b: notice(true, 'basketball'),
      });
      expectObservable(connectionStatus(connected$, stale$, 'football')).toBe('c-l---r--ls-l', {
        c: 'connecting',
        l: 'live',
        r: 'reconnecting',
        s: 'stale',
      });
    });
  });

  it('[P9] forgets a stale notice when it reconnects (the new connection re-announces it)', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ hot, expectObservable }) => {
      const connected$ = hot('t--f-t', { t: true, f: false });
      const stale$ = hot('    -s----', { s: notice(true) });
      expectObservable(connectionStatus(connected$, stale$, 'football')).toBe('ls-r-l', {
        l: 'live',
        r: 'reconnecting',
        s: 'stale',
      });
    });
  });
});
