import { parseChannel } from '@kuyi/shared';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Adapter } from 'socket.io-adapter';
import type { Logger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import { type DeliveryListener, directAdapter } from './direct-adapter.ts';

export interface FanOut {
  /** Resolves once patches broadcast to `room` by any replica are sure to reach this replica. */
  ready(room: string): Promise<void>;
  /**
   * Called with this replica's live rooms once its Redis subscriber is back after a lost connection and
   * subscribed to them again. Pub/sub delivers at most once: what other replicas broadcast in the gap never
   * came, and a quiet channel (a match just ended) would show no gap until its next patch, if ever.
   */
  onResubscribed(listener: (rooms: string[]) => void): void;
}

/**
 * Replicas share broadcasts through Redis sharded pub/sub (SSUBSCRIBE per room, Redis ≥ 7): a replica only
 * receives the rooms its sockets are in. Without Redis the in-memory adapter is the whole story. Either way
 * the broadcasts reaching this replica's sockets are written once-framed below socket.io (direct-broadcast.ts)
 * and reported to `onDelivered`.
 */
export async function setupFanOut(
  io: IoServer,
  redis: Redis | null,
  prefix: string,
  logger: Logger,
  onDelivered: DeliveryListener,
): Promise<FanOut> {
  if (!redis) {
    io.adapter(directAdapter((nsp) => new Adapter(nsp), onDelivered));
    return { ready: async () => {}, onResubscribed: () => {} };
  }
  const pub = redis.duplicate();
  // No INFO ready-check on the subscriber: ioredis may already be in subscriber mode when it runs (a
  // subscribe is let through while connecting), and the check would then fail as an unhandled rejection.
  // Named, so an operator (or a test) can tell this replica set's subscribers apart in CLIENT LIST.
  const sub = redis.duplicate({ enableReadyCheck: false, connectionName: `${prefix}:fan-out-sub` });
  for (const client of [pub, sub])
    client.on('error', (err) => logger.warn({ err: err.message }, 'fan-out redis error'));
  // The adapter subscribes in its constructor: hand it connections that are up (or fail the start).
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all(
        [pub, sub].map((c) => (c.status === 'ready' ? null : new Promise((r) => c.once('ready', r)))),
      ),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer within 10 s')), 10_000);
      }),
    ]);
  } catch (err) {
    pub.disconnect();
    sub.disconnect();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  const channelPrefix = `${prefix}#io`;
  const sharded = createShardedAdapter(pub, sub, { channelPrefix, subscriptionMode: 'dynamic' });
  io.adapter(directAdapter(sharded, onDelivered));
  // Quit only after io.close() has let the adapter unsubscribe, or its SUNSUBSCRIBE would hit a closed client.
  io.httpServer?.once('close', () => {
    void pub.quit().catch(() => {});
    void sub.quit().catch(() => {});
  });
  const listeners = new Set<(rooms: string[]) => void>();
  const shard = (room: string) => `${channelPrefix}#/#${room}#`;
  // 'ready' again is a reconnect (the first came before the adapter existed). ioredis subscribes the rooms
  // again on its own; subscribing once more resolves when that is in place, then the listeners catch up.
  sub.on('ready', () => {
    const rooms = [...io.of('/').adapter.rooms.keys()].filter((room) => parseChannel(room) !== null);
    Promise.all(rooms.map((room) => sub.ssubscribe(shard(room)))).then(
      () => {
        logger.warn({ rooms: rooms.length }, 'fan-out subscriber reconnected: catching rooms up');
        for (const listener of listeners) listener(rooms);
      },
      (err: Error) => logger.warn({ err: err.message }, 'fan-out resubscribe failed'),
    );
  });
  return {
    // The adapter subscribes a new room without waiting for Redis to confirm; subscribing again on the same
    // connection resolves only after both are in place, so a snapshot read afterwards misses no patch.
    ready: async (room) => {
      await sub.ssubscribe(shard(room));
    },
    onResubscribed: (listener) => {
      listeners.add(listener);
    },
  };
}
