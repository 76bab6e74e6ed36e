import { useCallback, useEffect, useState } from 'react';
import type { LoadState } from '../../../lib/live/live-list.ts';
import { RowStore } from '../../../lib/live/row-store.ts';
import type { OrderableRow } from '../model/order-rows.ts';
import type { SportConfig } from '../model/sport-config.ts';

/**
 * A past or future day's rows over REST (完场 / 赛程 tabs): no socket, the day does not move. `retry` reads it
 * again after a failure (the centre may be busy building a day nobody asked for yet).
 */
export function useDayList<T extends OrderableRow>(config: SportConfig<T>, date: string) {
  const [store, setStore] = useState(() => new RowStore<T>(config.model));
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    void attempt;
    const own = new RowStore<T>(config.model);
    const abort = new AbortController();
    setStore(own);
    setLoad({ kind: 'loading' });
    config.fetchDay(date, abort.signal).then(
      (res) => {
        if (!res.ok) return setLoad({ kind: 'error', msg: res.msg });
        own.replace(Object.fromEntries(res.data.matches.map((m) => [m.id, m])), false);
        setLoad({ kind: 'ready' });
      },
      () => {},
    );
    return () => {
      abort.abort();
      own.dispose();
    };
  }, [config, date, attempt]);
  return { store, load, retry };
}
