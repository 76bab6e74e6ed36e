import type { ChannelState, SocketErrorCode, SubscribeRequest } from '@kuyi/shared';
import {
  asyncScheduler,
  distinctUntilChanged,
  filter,
  map,
  merge,
  Observable,
  type SchedulerLike,
  Subject,
  scan,
  switchMap,
  timer,
} from 'rxjs';
import {
  initialSync,
  type PatchApplier,
  reduceSync,
  type SyncEvent,
  type SyncSeed,
  type SyncState,
  seededSync,
} from './channel-reducer.ts';
import type { LiveTransport } from './live-transport.ts';

/** After a refused subscribe (rate limit, overload) try again this much later rather than hammering. */
export const SUBSCRIBE_RETRY_MS = 5_000;

export type SyncOutput =
  | { kind: 'state'; state: ChannelState; epoch: string; seq: number }
  | { kind: 'refused'; error: SocketErrorCode; message: string };

/**
 * Keeps one channel's state in step with the gateway: subscribes on every (re)connect with the last
 * (epoch, seq), applies snapshots and patches in seq order, and re-subscribes on a gap. Emits the whole
 * state each time it changes (unchanged rows keep their identity, see applyPatch).
 *
 * With a `seed` (a state the page already holds at a known (epoch, seq), such as the list read over REST)
 * the first subscribe already resumes from it: the gateway replays only later patches, or sends a snapshot
 * when its history no longer reaches that seq ([P11], [P4]).
 *
 * With `apply` writing in place, a patch emits the same state object again (with a higher seq): the
 * consumer then owns that object and must not keep it as a snapshot of the past.
 */
export function syncChannel(
  transport: LiveTransport,
  channel: string,
  scheduler: SchedulerLike = asyncScheduler,
  seed?: SyncSeed,
  apply?: PatchApplier,
): Observable<SyncOutput> {
  return new Observable<SyncOutput>((subscriber) => {
    const start: SyncState = seed ? seededSync(seed) : initialSync;
    let sync: SyncState = start;
    const resync$ = new Subject<void>();
    let awaitingAck = false;

    const request = (): SubscribeRequest =>
      sync.epoch === null ? { channel } : { channel, epoch: sync.epoch, seq: sync.seq };

    const acks = merge(transport.connected$.pipe(filter(Boolean)), resync$)
      .pipe(
        switchMap(() => {
          awaitingAck = true;
          return transport.subscribe(request());
        }),
        switchMap((ack) => {
          awaitingAck = false;
          if (ack.ok) return [];
          subscriber.next({ kind: 'refused', error: ack.error, message: ack.message });
          return timer(SUBSCRIBE_RETRY_MS, scheduler).pipe(map(() => undefined));
        }),
      )
      .subscribe(() => resync$.next());

    const events$: Observable<SyncEvent> = merge(
      transport.snapshots$.pipe(
        filter((m) => m.channel === channel),
        map((message): SyncEvent => ({ type: 'snapshot', message })),
      ),
      transport.patches$.pipe(
        filter((m) => m.channel === channel),
        map((message): SyncEvent => ({ type: 'patch', message })),
      ),
    );
    const states = events$
      .pipe(
        scan((acc, event) => reduceSync(acc, event, apply), start),
        distinctUntilChanged(),
      )
      .subscribe((next) => {
        // A patch written in place keeps the state's identity: a new seq is the change then.
        const changed = next.state !== sync.state || next.seq !== sync.seq || next.epoch !== sync.epoch;
        sync = next;
        if (next.gap && !awaitingAck) resync$.next();
        if (changed && next.state && next.epoch !== null)
          subscriber.next({ kind: 'state', state: next.state, epoch: next.epoch, seq: next.seq });
      });

    return () => {
      acks.unsubscribe();
      states.unsubscribe();
      transport.unsubscribe(channel);
    };
  });
}
