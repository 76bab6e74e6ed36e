import type { Patch, Snapshot, StaleNotice, SubscribeRequest } from '@kuyi/shared';
import { waitFor } from '@testing-library/react';
import { BehaviorSubject, of, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { startLiveList } from './live-list.ts';
import type { LiveTransport } from './live-transport.ts';
import { type RowModel, RowStore } from './row-store.ts';

interface Row {
  id: string;
  homeScore: number;
}
const model: RowModel<Row> = {
  structureKey: () => '',
  isFinished: () => false,
  detect: (a, b) => (b.homeScore > a.homeScore ? [{ id: b.id, key: 'goal', value: 'home', ttl: 1_000 }] : []),
};

function transport() {
  const snapshots = new Subject<Snapshot>();
  const patches = new Subject<Patch>();
  const requests: SubscribeRequest[] = [];
  const t: LiveTransport = {
    snapshots$: snapshots,
    patches$: patches,
    stale$: new Subject<StaleNotice>(),
    connected$: new BehaviorSubject(true),
    subscribe: (r) => {
      requests.push(r);
      return of({ ok: true, mode: 'snapshot', epoch: 'e', seq: 1 });
    },
    unsubscribe: () => {},
  };
  return { t, snapshots, patches, requests };
}

describe('startLiveList', () => {
  it('paints the REST day first, then lets the socket snapshot and patches take over', async () => {
    const { t, snapshots, patches, requests } = transport();
    const store = new RowStore<Row>(model);
    const goals: string[] = [];
    store.onHighlight((h) => goals.push(h.id));
    const list = startLiveList<Row>({
      sport: 'football',
      store,
      transport: t,
      fetchDay: async () => ({
        ok: true,
        msg: '',
        data: { serverTime: Date.now(), matches: [{ id: 'a', homeScore: 0 }] },
      }),
    });
    await waitFor(() => expect(store.getEntry('a')?.row.homeScore).toBe(0));
    expect(list.load$.value).toEqual({ kind: 'ready' });
    expect(requests).toEqual([{ channel: 'football:list' }]);

    snapshots.next({
      channel: 'football:list',
      epoch: 'e',
      seq: 1,
      ts: 0,
      state: { a: { id: 'a', homeScore: 1 } },
    });
    await waitFor(() => expect(store.getEntry('a')?.row.homeScore).toBe(1));
    // The snapshot replaces the REST rows without flashing: it is not news, only a fresher copy.
    expect(goals).toEqual([]);

    patches.next({ channel: 'football:list', epoch: 'e', seq: 2, ts: 0, put: { a: { homeScore: 2 } } });
    await waitFor(() => expect(store.getEntry('a')?.row.homeScore).toBe(2));
    expect(goals).toEqual(['a']);
    list.stop();
  });

  it('shows the server msg when the day cannot be fetched and the socket has nothing yet', async () => {
    const { t } = transport();
    const list = startLiveList<Row>({
      sport: 'basketball',
      store: new RowStore<Row>(model),
      transport: t,
      fetchDay: async () => ({ ok: false, code: 503, msg: '服务暂不可用，请稍后再试' }),
    });
    await waitFor(() => expect(list.load$.value).toEqual({ kind: 'error', msg: '服务暂不可用，请稍后再试' }));
    list.stop();
  });
});
