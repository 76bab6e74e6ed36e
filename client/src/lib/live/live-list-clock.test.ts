import type { StaleNotice } from '@kuyi/shared';
import { liveClockPath } from '@kuyi/shared';
import { waitFor } from '@testing-library/react';
import { BehaviorSubject, NEVER, Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverClockRate, serverClockSynced, serverNow } from '../server-clock.ts';
import { startLiveList } from './live-list.ts';
import type { LiveTransport } from './live-transport.ts';
import { RowStore } from './row-store.ts';

afterEach(() => vi.unstubAllGlobals());

const quiet: LiveTransport = {
  snapshots$: NEVER,
  patches$: NEVER,
  stale$: new Subject<StaleNotice>(),
  connected$: new BehaviorSubject(true),
  subscribe: () => NEVER,
  unsubscribe: () => {},
};

describe('a live list whose REST read failed', () => {
  it('still anchors the score centre’s clock (a replayed day at 60×), so the socket’s rows show true minutes', async () => {
    const replayed = Date.UTC(2018, 5, 16, 10);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return Response.json({ code: 200, msg: '成功', data: { serverTime: replayed, clockRate: 60 } });
      }),
    );
    const store = new RowStore<{ id: string }>({
      structureKey: () => '',
      isFinished: () => false,
      detect: () => [],
    });
    const list = startLiveList({
      sport: 'football',
      store,
      transport: quiet,
      readList: async () => ({ ok: false, code: 503, msg: '服务暂不可用，请稍后再试' }),
    });
    await waitFor(() => expect(serverClockSynced()).toBe(true));
    expect(asked).toEqual([liveClockPath]);
    expect(serverClockRate()).toBe(60);
    expect(Math.abs(serverNow() - replayed)).toBeLessThan(60 * 60_000);
    list.stop();
  });
});
