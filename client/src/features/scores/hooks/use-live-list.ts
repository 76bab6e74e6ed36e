import { useEffect, useState } from 'react';
import { liveTransport } from '../../../lib/live/live-connection.ts';
import { type LiveList, type LoadState, startLiveList } from '../../../lib/live/live-list.ts';
import { RowStore } from '../../../lib/live/row-store.ts';
import { fetchLiveList } from '../api/fetch-live-list.ts';
import type { OrderableRow } from '../model/order-rows.ts';
import type { SportConfig } from '../model/sport-config.ts';
import { useObservable } from './use-observable.ts';

/**
 * Runs a sport's live list while the page is open: the list channel over REST, then the socket resuming
 * from the REST answer's (epoch, seq), so the day is downloaded once ([P11]).
 */
export function useLiveList<T extends OrderableRow>(config: Pick<SportConfig<T>, 'sport' | 'model'>) {
  const [store, setStore] = useState(() => new RowStore<T>(config.model));
  const [list, setList] = useState<LiveList | null>(null);
  useEffect(() => {
    // A fresh store per mount: StrictMode mounts twice and a stopped store has cleared its timers.
    const own = new RowStore<T>(config.model);
    setStore(own);
    const abort = new AbortController();
    const started = startLiveList<T>({
      sport: config.sport,
      store: own,
      transport: liveTransport(),
      readList: () => fetchLiveList(config.sport, abort.signal),
    });
    setList(started);
    return () => {
      abort.abort();
      started.stop();
    };
  }, [config]);
  const status = useObservable(list?.status$ ?? null, 'connecting');
  const load = useObservable<LoadState>(list?.load$ ?? null, { kind: 'loading' });
  return { store, status, load };
}
