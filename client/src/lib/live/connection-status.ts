import type { Sport, StaleNotice } from '@kuyi/shared';
import { distinctUntilChanged, filter, map, merge, type Observable, scan } from 'rxjs';

/**
 * What the connection indicator shows: the socket state machine plus the gateway's freshness notice ([P9]).
 * `reconnecting` only after we have been live once; before that we are `connecting`.
 */
export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'stale';

interface Link {
  up: boolean;
  seen: boolean;
  stale: boolean;
}

type LinkEvent = { kind: 'up'; up: boolean } | { kind: 'stale'; stale: boolean };

function step(link: Link, event: LinkEvent): Link {
  if (event.kind === 'stale') return { ...link, stale: event.stale };
  // Staleness is told per connection: a new one starts fresh and the gateway re-announces it if it still
  // holds (otherwise a notice from a replica that shut down would stick forever).
  return event.up ? { up: true, seen: true, stale: false } : { ...link, up: false };
}

export function connectionStatus(
  connected$: Observable<boolean>,
  stale$: Observable<StaleNotice>,
  sport: Sport,
): Observable<ConnectionStatus> {
  const events$ = merge(
    connected$.pipe(map((up): LinkEvent => ({ kind: 'up', up }))),
    stale$.pipe(
      filter((n) => n.sport === sport),
      map((n): LinkEvent => ({ kind: 'stale', stale: n.stale })),
    ),
  );
  return events$.pipe(
    scan(step, { up: false, seen: false, stale: false }),
    map((l): ConnectionStatus => {
      if (!l.up) return l.seen ? 'reconnecting' : 'connecting';
      return l.stale ? 'stale' : 'live';
    }),
    distinctUntilChanged(),
  );
}
