import { useEffect, useState } from 'react';
import { liveTransport } from '../../../lib/live/live-connection.ts';
import { type LiveList, type LoadState, startLiveList } from '../../../lib/live/live-list.ts';
import { RowStore } from '../../../lib/live/row-store.ts';
import { formatDay } from '../model/day.ts';
import type { OrderableRow } from '../model/order-rows.ts';
import type { SportConfig } from '../model/sport-config.ts';
import { useObservable } from './use-observable.ts';

/** Runs a sport's live list while the page is open: today's rows over REST, then the socket channel. */
export function useLiveList<T extends OrderableRow>(config: SportConfig<T>) {
  const [store, setStore] = useState(() => new RowStore<T>(config.model));
  const [list, setList] = useState<LiveList | null>(null);
  useEffect(() => {
    // A fresh store per mount: StrictMode mounts twice and a stopped store has cleared its timers.
    const own = new RowStore<T>(config.model);
    setStore(own);
    const started = startLiveList<T>({
      sport: config.sport,
      store: own,
      transport: liveTransport(),
      fetchDay: () => config.fetchDay(formatDay(new Date())),
    });
    setList(started);
    return () => started.stop();
  }, [config]);
  const status = useObservable(list?.status$ ?? null, 'connecting');
  const load = useObservable<LoadState>(list?.load$ ?? null, { kind: 'loading' });
  return { store, status, load };
}
