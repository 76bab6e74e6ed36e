import {
  type ClientToServerEvents,
  type Patch,
  PROTOCOL_VERSION,
  type ReloadNotice,
  type ServerToClientEvents,
  type Snapshot,
  type StaleNotice,
  type SubscribeAck,
} from '@kuyi/shared';
import { BehaviorSubject, Observable, Subject, share } from 'rxjs';
import { io, type Socket } from 'socket.io-client';
import { reloadOnceForProtocol } from '../chunk-reload-guard.ts';
import type { LiveTransport } from './live-transport.ts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** An ack that never comes (the gateway died mid-request) must not block re-subscribing forever. */
export const SUBSCRIBE_ACK_TIMEOUT_MS = 10_000;

/** After the gateway closes our socket on shutdown, wait 0.5–1.5 s before reconnecting. */
export const KICKED_RECONNECT_MIN_MS = 500;
export const KICKED_RECONNECT_SPREAD_MS = 1_000;

/**
 * The page reloads once (sessionStorage guard) when the gateway says this build's protocol is outdated; every
 * socket the page opens (live scores, AI reminders) hands its `reload` notice here.
 */
export function reloadForProtocol(_notice: ReloadNotice): void {
  if (!reloadOnceForProtocol(window.sessionStorage, () => window.location.reload()))
    console.warn(
      'live protocol mismatch persists after a reload; live updates and reminders stay off in this tab',
    );
}

/**
 * Socket events as observables. One socket serves every channel of the page. A `reload` notice (this
 * build speaks an older live protocol than the gateway, issue 18) calls `onReload` and stops reconnecting.
 * `network` (the window) tells when the browser loses and regains its network.
 */
export function socketTransport(
  socket: LiveSocket,
  onReload: (notice: ReloadNotice) => void = reloadForProtocol,
  network: Pick<EventTarget, 'addEventListener'> = window,
): LiveTransport {
  const snapshots = new Subject<Snapshot>();
  const patches = new Subject<Patch>();
  const stale = new Subject<StaleNotice>();
  const connected = new BehaviorSubject(socket.connected);
  socket.on('snapshot', (m) => snapshots.next(m));
  socket.on('patch', (m) => patches.next(m));
  // The gateway says `stale` once on connect and again only on a change: a page that starts listening later (a
  // match page, a list opened by navigation) must hear the current state, not wait for the next change while
  // the score sits frozen. Forgotten on disconnect: the reconnect brings the state afresh.
  const lastStale = new Map<string, StaleNotice>();
  socket.on('stale', (m) => {
    lastStale.set(m.sport, m);
    stale.next(m);
  });
  let outdated = false;
  socket.on('reload', (notice) => {
    outdated = true;
    onReload(notice);
  });
  socket.on('connect', () => connected.next(true));
  socket.on('disconnect', (reason) => {
    lastStale.clear();
    connected.next(false);
    // socket.io does not retry after the server closed the socket itself, but our gateway does exactly that
    // when it shuts down for a deploy ("reconnect elsewhere at once"): retry, spread so replicas are not
    // stampeded.
    // Not after a reload notice: this build cannot talk to the gateway, reconnecting would only repeat it.
    if (reason === 'io server disconnect' && !outdated)
      setTimeout(
        () => socket.connect(),
        KICKED_RECONNECT_MIN_MS + Math.random() * KICKED_RECONNECT_SPREAD_MS,
      );
  });
  // The browser knows at once that the network is gone; socket.io's heartbeat notices only after pingInterval +
  // pingTimeout (about 45 s), all the while the page showing a frozen score as live. So: offline closes the
  // socket (the indicator says 重新连接中), online reconnects at once, resuming every channel from its seq,
  // instead of waiting out the back-off or a dead socket's heartbeat.
  let closedOffline = false;
  network.addEventListener('offline', () => {
    closedOffline = true;
    socket.disconnect();
  });
  network.addEventListener('online', () => {
    if (!closedOffline || outdated) return;
    closedOffline = false;
    socket.connect();
  });
  return {
    snapshots$: snapshots.asObservable(),
    patches$: patches.asObservable(),
    stale$: new Observable<StaleNotice>((sub) => {
      for (const notice of lastStale.values()) sub.next(notice);
      return stale.subscribe(sub);
    }),
    connected$: connected.asObservable(),
    subscribe: (request) =>
      new Observable<SubscribeAck>((sub) => {
        let live = true;
        socket.timeout(SUBSCRIBE_ACK_TIMEOUT_MS).emit('subscribe', request, (err, ack) => {
          if (!live) return;
          // A timed-out ack reads as a refusal so the driver retries after its back-off.
          sub.next(err ? { ok: false, error: 'UNAVAILABLE', message: '服务暂不可用，请稍后再试' } : ack);
          sub.complete();
        });
        return () => {
          live = false;
        };
      }).pipe(share()),
    unsubscribe: (channel) => {
      if (socket.connected) socket.emit('unsubscribe', { channel });
    },
  };
}

/**
 * Every socket the page opens to the gateway (the live one, the AI reminders' one): websocket only (the
 * gateway refuses polling), same origin, default path; the handshake names the protocol version this build
 * speaks, so a gateway on another version tells each of them to reload.
 */
export function connectLiveSocket(url?: string): LiveSocket {
  const options = { transports: ['websocket'], path: '/socket.io', auth: { protocol: PROTOCOL_VERSION } };
  return url ? io(url, options) : io(options);
}
