import type { ChannelState, LiveListAnswer, Sport } from '@kuyi/shared';
import { applyPatchInPlace, listChannel } from '@kuyi/shared';
import { asyncScheduler, BehaviorSubject, filter, type Observable, type Subscription } from 'rxjs';
import type { ApiResult } from '../http/request-json.ts';
import { ensureServerClock, syncServerClock } from '../server-clock.ts';
import type { PatchApplier, SyncSeed } from './channel-reducer.ts';
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

/**
 * A sport's live list ([P11]): the channel's state over REST (gzipped, for a fast first paint) at its
 * (epoch, seq), then the socket resumes from that point, so only the patches after it travel and the day is
 * downloaded once. When the REST read fails the socket subscribes afresh and its snapshot paints the rows.
 * Socket states reach the store at most once per animation frame.
 *
 * The list owns its channel state and patches it in place: copying 5,000 rows per patch (and comparing all
 * of them per frame) cost more than the 16 ms of a frame on a phone. The store is told which rows moved.
 */
export function startLiveList<T extends { id: string }>(options: {
  sport: Sport;
  store: RowStore<T>;
  transport: LiveTransport;
  readList: () => Promise<ApiResult<LiveListAnswer>>;
}): LiveList {
  const { sport, store, transport } = options;
  const load$ = new BehaviorSubject<LoadState>({ kind: 'loading' });
  let sub: Subscription | null = null;
  let stopped = false;

  const follow = (seed?: SyncSeed) => {
    // Rows already on screen came from this channel: what the socket changes from here on is news.
    let shown = seed !== undefined;
    // The state the store last took, and the rows patched in place since; a snapshot is a new object.
    let held: ChannelState | null = seed?.state ?? null;
    const touched = new Set<string>();
    const applyInPlace: PatchApplier = (state, patch) => {
      for (const id of applyPatchInPlace(state, patch)) touched.add(id);
      return state;
    };
    sub = syncChannel(transport, listChannel(sport), asyncScheduler, seed, applyInPlace)
      .pipe(
        // A refused subscribe is retried by syncChannel; the rows on screen stay until it succeeds.
        filter((out) => out.kind === 'state'),
        throttleToFrames(),
      )
      .subscribe((out) => {
        // The channel's rows are the domain rows, validated by the gateway when it read them from the feed.
        const rows = out.state as unknown as Record<string, T>;
        if (out.state === held) store.update(rows, touched, shown);
        else store.replace(rows, shown);
        held = out.state;
        touched.clear();
        shown = true;
        if (load$.value.kind !== 'ready') load$.next({ kind: 'ready' });
      });
  };

  options.readList().then(
    (res) => {
      if (stopped) return;
      if (!res.ok) {
        load$.next({ kind: 'error', msg: res.msg });
        // The REST answer would have anchored the clock; the socket's rows need it too (running minutes,
        // today's date), or they run on this computer's clock: 45+3000000' against a replayed day.
        void ensureServerClock();
        follow();
        return;
      }
      const { serverTime, clockRate, epoch, seq, state } = res.data;
      syncServerClock(serverTime, Date.now(), clockRate);
      store.replace(state as unknown as Record<string, T>, false);
      load$.next({ kind: 'ready' });
      follow({ epoch, seq, state });
    },
    () => {
      if (stopped) return;
      void ensureServerClock();
      follow();
    },
  );

  return {
    status$: connectionStatus(transport.connected$, transport.stale$, sport),
    load$,
    stop() {
      stopped = true;
      sub?.unsubscribe();
      store.dispose();
    },
  };
}
