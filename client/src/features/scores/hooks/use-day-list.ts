import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import type { LoadState } from '../../../lib/live/live-list.ts';
import { RowStore } from '../../../lib/live/row-store.ts';
import type { OrderableRow } from '../model/order-rows.ts';
import type { SportConfig } from '../model/sport-config.ts';

/**
 * Waits before reading a day again on its own after a failure the centre may get over: the first read of a
 * day nobody asked for yet makes the score centre build it, which can outlast the gateway's upstream
 * timeout on a busy machine, while the same read a moment later is served at once.
 */
export const DAY_RETRY_DELAYS_MS = [1_500, 4_000] as const;

/**
 * Re-read period of a day that still has matches in play: yesterday just after midnight, whose European
 * evening matches end between 00:00 and 02:00 Beijing time (完场 opens on yesterday). Once every match is
 * over the day stops moving and is not read again.
 */
export const DAY_IN_PLAY_REFRESH_MS = 30_000;

/** Positive states are play in progress in both sports; 中断 (-13) may resume. */
const inPlay = (row: OrderableRow) => row.state > 0 || row.state === -13;

/** A network failure, a timeout or the gateway's 503: worth another try. A 4xx (a bad date) is not. */
const isTransient = (res: Extract<ApiResult<unknown>, { ok: false }>) => res.code === 0 || res.code >= 500;

/**
 * A past or future day's rows over REST (完场 / 赛程 tabs): no socket. A transient failure is read again after
 * DAY_RETRY_DELAYS_MS while the page still says loading; after those, the error shows and `retry` reads it
 * again on the user's click. A day with matches still in play is read again every DAY_IN_PLAY_REFRESH_MS
 * (a failed re-read keeps the rows shown and tries again at the next one).
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    setStore(own);
    setLoad({ kind: 'loading' });
    let shown = false;
    const read = (tries: number) => {
      config.fetchDay(date, abort.signal).then(
        (res) => {
          if (abort.signal.aborted) return;
          if (!res.ok) {
            if (shown) {
              timer = setTimeout(() => read(0), DAY_IN_PLAY_REFRESH_MS);
              return;
            }
            const delay = DAY_RETRY_DELAYS_MS[tries];
            if (delay !== undefined && isTransient(res)) {
              timer = setTimeout(() => read(tries + 1), delay);
              return;
            }
            return setLoad({ kind: 'error', msg: res.msg });
          }
          own.replace(Object.fromEntries(res.data.matches.map((m) => [m.id, m])), false);
          shown = true;
          setLoad({ kind: 'ready' });
          if (res.data.matches.some(inPlay)) timer = setTimeout(() => read(0), DAY_IN_PLAY_REFRESH_MS);
        },
        () => {},
      );
    };
    read(0);
    return () => {
      abort.abort();
      clearTimeout(timer);
      own.dispose();
    };
  }, [config, date, attempt]);
  return { store, load, retry };
}
