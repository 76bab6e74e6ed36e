import {
  handshakeProtocol,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  mustReload,
  PROTOCOL_VERSION,
  parseChannel,
  SOCKET_ERROR_MESSAGE,
  type SocketErrorCode,
  subscribeRequestSchema,
  unsubscribeRequestSchema,
} from '@kuyi/shared';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Logger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import type { CatchUp, LiveStore } from '../store/live-store.ts';
import type { FanOut } from './fan-out.ts';
import type { LiveMetrics } from './live-metrics.ts';
import { createSnapshotJoins } from './snapshot-joins.ts';
import { createWarmUp, isWatchable } from './watch-marks.ts';

const refuse = (error: SocketErrorCode) => ({
  ok: false as const,
  error,
  message: SOCKET_ERROR_MESSAGE[error],
});

/** Acks are optional on the wire; a client that sends none still gets the refusal logged, never a crash. */
const ackOf = (value: unknown) => (typeof value === 'function' ? (value as (r: unknown) => void) : () => {});

/**
 * The subscribe protocol ([P7], [P8]), documented with its ordering guarantees in docs/protocol.md:
 * mark a match or odds channel watched (and wait for it if it is cold, see watch-marks.ts), join the room,
 * make sure this replica receives the room's broadcasts, read snapshot-or-replay atomically, then emit it and
 * the ack in one synchronous step so no newer patch can slip in before them.
 */
export function handleSubscriptions(
  io: IoServer,
  deps: {
    store: LiveStore;
    fanOut: FanOut;
    metrics: LiveMetrics;
    logger: Logger;
    ratePoints: number;
    rateWindowS: number;
    /** A subscribe that passed every check, before its snapshot is read (chat refills a lost channel here). */
    onAccepted?: (channel: string) => void;
  },
): void {
  const { store, fanOut, metrics, logger } = deps;
  const snapshots = createSnapshotJoins(io, store, () => metrics.snapshotReads.inc());
  const warmUp = createWarmUp(store);
  const limiter = new RateLimiterMemory({ points: deps.ratePoints, duration: deps.rateWindowS });
  const allowed = (id: string) =>
    limiter.consume(id).then(
      () => true,
      () => false,
    );

  io.on('connection', (socket) => {
    // A page built for another protocol version gets one typed notice and no data: it reloads (issue 18).
    const claimed = handshakeProtocol(socket.handshake.auth, socket.handshake.query);
    if (mustReload(claimed)) {
      logger.debug({ claimed, protocol: PROTOCOL_VERSION }, 'client on another protocol version: reload');
      socket.emit('reload', { reason: 'protocol', protocol: PROTOCOL_VERSION });
      socket.disconnect(true);
      return;
    }
    socket.data.subscriptions = new Set();
    socket.data.userId ??= null;
    metrics.connections.inc();
    socket.on('disconnect', () => {
      metrics.connections.dec();
      metrics.subscriptions.dec(socket.data.subscriptions.size);
      socket.data.subscriptions.clear();
      void limiter.delete(socket.id);
    });
    // A socket that connects while the upstream is down learns it at once ([P9]).
    store.stale().then(
      (marks) => {
        for (const [sport, mark] of Object.entries(marks)) {
          if (mark.stale && (sport === 'football' || sport === 'basketball'))
            socket.emit('stale', { sport, stale: true, since: mark.since });
        }
      },
      () => {},
    );

    socket.on('subscribe', async (request: unknown, rawAck: unknown) => {
      const ack = ackOf(rawAck);
      if (!(await allowed(socket.id))) return ack(refuse('RATE_LIMITED'));
      const parsed = subscribeRequestSchema.safeParse(request);
      if (!parsed.success) return ack(refuse('BAD_PAYLOAD'));
      const channel = parseChannel(parsed.data.channel);
      if (!channel) return ack(refuse('UNKNOWN_CHANNEL'));
      const name = parsed.data.channel;
      const subs = socket.data.subscriptions;
      if (!subs.has(name) && subs.size >= MAX_SUBSCRIPTIONS_PER_SOCKET)
        return ack(refuse('TOO_MANY_SUBSCRIPTIONS'));
      const { epoch, seq } = parsed.data;
      // Reserve the slot before any await, so a flood of concurrent subscribes cannot overshoot the cap.
      const had = subs.has(name);
      if (!had) {
        subs.add(name);
        metrics.subscriptions.inc();
      }
      deps.onAccepted?.(name);
      try {
        // Before joining: a channel the leader let fall behind is refreshed before any snapshot of it is read.
        if (isWatchable(name)) await warmUp(name);
        // Left while the channel warmed (a fan who opens a match and presses back): the unsubscribe has run
        // already, so joining now would leave the socket in the room, and the channel watched, for good.
        if (!subs.has(name)) return ack(refuse('UNAVAILABLE'));
        await socket.join(name);
        await fanOut.ready(name);
        // Nobody has filled this channel yet (new match, or a store reset): the leader fetches it next poll.
        const wantIfUnfilled = (caught: CatchUp) => {
          const unfilled =
            caught.mode === 'snapshot' &&
            ((channel.kind === 'match' && !('info' in caught.snapshot.state)) ||
              (channel.kind === 'odds' && caught.seq === 0));
          if (unfilled) void store.want(name).catch(() => {});
        };
        const answered = (caught: CatchUp) =>
          ack({ ok: true, mode: caught.mode, epoch: caught.epoch, seq: caught.seq });
        if (epoch === undefined || seq === undefined) {
          // A fresh page: joins the channel's shared snapshot read, which writes the snapshot, then the ack.
          await snapshots.join(name, socket, (caught) => {
            answered(caught);
            metrics.snapshots.inc();
            wantIfUnfilled(caught);
          });
          return;
        }
        const caught = await store.catchUp(name, { epoch, seq });
        // From here on synchronous: nothing else can be written to this socket in between.
        if (!socket.connected) return;
        if (caught.mode === 'snapshot') {
          socket.emit('snapshot', caught.snapshot);
          metrics.snapshots.inc();
        } else {
          for (const patch of caught.patches) socket.emit('patch', patch);
          // Room broadcasts are counted by the adapter (fan-out.ts); a replay to one socket is counted here.
          metrics.countDeliveries(caught.patches.length);
        }
        answered(caught);
        wantIfUnfilled(caught);
      } catch (err) {
        logger.warn({ err: (err as Error).message, channel: name }, 'subscribe failed');
        if (!had && subs.delete(name)) {
          metrics.subscriptions.dec();
          void socket.leave(name);
        }
        ack(refuse('UNAVAILABLE'));
      }
    });

    socket.on('unsubscribe', async (request: unknown, rawAck: unknown) => {
      const ack = ackOf(rawAck);
      if (!(await allowed(socket.id))) return ack(refuse('RATE_LIMITED'));
      const parsed = unsubscribeRequestSchema.safeParse(request);
      if (!parsed.success) return ack(refuse('BAD_PAYLOAD'));
      if (!parseChannel(parsed.data.channel)) return ack(refuse('UNKNOWN_CHANNEL'));
      const name = parsed.data.channel;
      if (socket.data.subscriptions.delete(name)) metrics.subscriptions.dec();
      await socket.leave(name);
      ack({ ok: true });
    });
  });
}
