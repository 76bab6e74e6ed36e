import type { Sport } from '@kuyi/shared';
import { listChannel } from '@kuyi/shared';
import { BehaviorSubject, filter, type Observable } from 'rxjs';
import type { ApiResult } from '../http/request-json.ts';
import { syncServerClock } from '../server-clock.ts';
import { syncChannel } from './channel-sync.ts';
import { type ConnectionStatus, connectionStatus } from './connection-status.ts';
import type { LiveTransport } from './live-transport.ts';
import type { RowStore } from './row-store.ts';
import { throttleToFrames } from './throttle-to-frames.ts';

export interface DayAnswer<T> {
  serverTime: number;
  matches: T[];
}

export interface LiveList {
  status$: Observable<ConnectionStatus>;
  /** 'loading' until the day's rows first arrive (REST or socket), then 'ready'; 'error' carries a msg. */
  load$: BehaviorSubject<LoadState>;
  stop(): void;
}

export type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; msg: string };

const byId = <T extends { id: string }>(rows: readonly T[]): Record<string, T> =>
  Object.fromEntries(rows.map((r) => [r.id, r]));

/**
 * A sport's live list: the day over REST for a fast first paint, then the socket channel, which is
 * authoritative once its snapshot arrives. Socket states reach the store at most once per animation frame.
 */
export function startLiveList<T extends { id: string }>(options: {
  sport: Sport;
  store: RowStore<T>;
  transport: LiveTransport;
  fetchDay: () => Promise<ApiResult<DayAnswer<T>>>;
}): LiveList {
  const { sport, store, transport } = options;
  const load$ = new BehaviorSubject<LoadState>({ kind: 'loading' });
  let socketSeen = false;
  let stopped = false;

  options.fetchDay().then(
    (res) => {
      if (stopped) return;
      // The clock offset matters even when the socket won the race: minutes are computed from it.
      if (res.ok) syncServerClock(res.data.serverTime);
      if (socketSeen) return;
      if (!res.ok) {
        load$.next({ kind: 'error', msg: res.msg });
        return;
      }
      store.replace(byId(res.data.matches), false);
      load$.next({ kind: 'ready' });
    },
    () => {},
  );

  const sub = syncChannel(transport, listChannel(sport))
    .pipe(
      // A refused subscribe is retried by syncChannel; the rows on screen stay until it succeeds.
      filter((out) => out.kind === 'state'),
      throttleToFrames(),
    )
    .subscribe((out) => {
      // The channel's rows are the domain rows, validated by the gateway when it read them from the feed.
      store.replace(out.state as unknown as Record<string, T>, socketSeen);
      socketSeen = true;
      if (load$.value.kind !== 'ready') load$.next({ kind: 'ready' });
    });

  return {
    status$: connectionStatus(transport.connected$, transport.stale$, sport),
    load$,
    stop() {
      stopped = true;
      sub.unsubscribe();
      store.dispose();
    },
  };
}
