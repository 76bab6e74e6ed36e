import type { Patch, Snapshot, StaleNotice, SubscribeAck, SubscribeRequest } from '@kuyi/shared';
import type { Observable } from 'rxjs';

/**
 * What the sync pipeline needs from a connection. The socket.io implementation is
 * `socket-transport.ts`; tests pass hot marble observables instead.
 */
export interface LiveTransport {
  snapshots$: Observable<Snapshot>;
  patches$: Observable<Patch>;
  stale$: Observable<StaleNotice>;
  /** The current connection state first, then every change. */
  connected$: Observable<boolean>;
  /** Sends `subscribe`; emits the ack once and completes. */
  subscribe(request: SubscribeRequest): Observable<SubscribeAck>;
  unsubscribe(channel: string): void;
}
