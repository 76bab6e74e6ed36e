import type { LiveListAnswer, Patch, Snapshot, StaleNotice, SubscribeRequest } from '@kuyi/shared';
import { waitFor } from '@testing-library/react';
import { BehaviorSubject, of, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../http/request-json.ts';
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
  it('[P11] paints the REST list, then resumes the socket from its (epoch, seq): patches only, no snapshot', async () => {
    const { t, patches, requests } = transport();
    const store = new RowStore<Row>(model);
    const goals: string[] = [];
    store.onHighlight((h) => goals.push(h.id));
    let resolveRead: (r: ApiResult<LiveListAnswer>) => void = () => {};
    const list = startLiveList<Row>({
      sport: 'football',
      store,
      transport: t,
      readList: () => new Promise((resolve) => (resolveRead = resolve)),
    });
    // Nothing is subscribed before the REST answer says where to resume from.
    expect(requests).toEqual([]);
    resolveRead({
      ok: true,
      msg: '',
      data: { serverTime: Date.now(), epoch: 'e', seq: 7, state: { a: { id: 'a', homeScore: 0 } } },
    });
    await waitFor(() => expect(store.getEntry('a')?.row.homeScore).toBe(0));
    expect(list.load$.value).toEqual({ kind: 'ready' });
    await waitFor(() => expect(requests).toEqual([{ channel: 'football:list', epoch: 'e', seq: 7 }]));

    // The replay: an older patch is a duplicate, the next one is news and flashes.
    patches.next({ channel: 'football:list', epoch: 'e', seq: 7, ts: 0, put: { a: { homeScore: 5 } } });
    patches.next({ channel: 'football:list', epoch: 'e', seq: 8, ts: 0, put: { a: { homeScore: 1 } } });
    await waitFor(() => expect(store.getEntry('a')?.row.homeScore).toBe(1));
    expect(goals).toEqual(['a']);
    list.stop();
  });

  it('a burst of patches reaches the store once per frame; untouched rows keep their object', async () => {
    const { t, patches } = transport();
    const store = new RowStore<Row>(model);
    const list = startLiveList<Row>({
      sport: 'football',
      store,
      transport: t,
      readList: async () => ({
        ok: true,
        msg: '',
        data: {
          serverTime: Date.now(),
          epoch: 'e',
          seq: 1,
          state: { a: { id: 'a', homeScore: 0 }, b: { id: 'b', homeScore: 0 }, c: { id: 'c', homeScore: 0 } },
        },
      }),
    });
    await waitFor(() => expect(store.size()).toBe(3));
    const b = store.getEntry('b')?.row;
    const heard: string[] = [];
    for (const id of ['a', 'b', 'c']) store.subscribeRow(id, () => heard.push(id));
    for (let seq = 2; seq <= 11; seq++)
      patches.next({ channel: 'football:list', epoch: 'e', seq, ts: 0, put: { a: { homeScore: seq } } });
    patches.next({ channel: 'football:list', epoch: 'e', seq: 12, ts: 0, drop: ['c'] });
    await waitFor(() => expect(store.size()).toBe(2));
    expect(store.getEntry('a')?.row.homeScore).toBe(11);
    expect(store.getEntry('b')?.row).toBe(b);
    expect(heard).toEqual(['a']);
    list.stop();
  });

  it('shows the server msg when the REST list fails, then paints from a fresh socket snapshot', async () => {
    const { t, snapshots, requests } = transport();
    const store = new RowStore<Row>(model);
    const list = startLiveList<Row>({
      sport: 'basketball',
      store,
      transport: t,
      readList: async () => ({ ok: false, code: 503, msg: '服务暂不可用，请稍后再试' }),
    });
    await waitFor(() => expect(list.load$.value).toEqual({ kind: 'error', msg: '服务暂不可用，请稍后再试' }));
    await waitFor(() => expect(requests).toEqual([{ channel: 'basketball:list' }]));
    snapshots.next({
      channel: 'basketball:list',
      epoch: 'e',
      seq: 1,
      ts: 0,
      state: { b: { id: 'b', homeScore: 3 } },
    });
    await waitFor(() => expect(store.getEntry('b')?.row.homeScore).toBe(3));
    expect(list.load$.value).toEqual({ kind: 'ready' });
    list.stop();
  });
});
