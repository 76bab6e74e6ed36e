import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { createLogger } from '../../logger.ts';
import type { IoServer } from '../../plugin.ts';
import { type FanOut, setupFanOut } from '../fan-out.ts';
import { createIoServer } from '../io-server.ts';

/** One in-process socket.io server for the fan-out tests, with the gateway's options. */
export interface FanOutNode {
  io: IoServer;
  port: number;
  fanOut: FanOut;
  /** Every onDelivered report: event name and sockets handed the packet on this node. */
  delivered: Array<{ event: unknown; sockets: number }>;
  /** Message packets that went through engine.io's sendPacket (the path the direct write skips). */
  engineMessages(): number;
  close(): Promise<void>;
}

/**
 * `fanOut: 'gateway'` installs setupFanOut and the heartbeat wheel as the gateway does (direct writes, Redis
 * when given); `'socket.io'` leaves socket.io's own adapter and heartbeats, the reference the wire is compared
 * with.
 * Sockets join the rooms listed in their `rooms` query parameter (comma-separated).
 */
export async function startFanOutNode(options: {
  fanOut: 'gateway' | 'socket.io';
  redis?: Redis;
  prefix?: string;
  /** engine.io options, e.g. a short pingInterval for the heartbeat tests. */
  engine?: { pingInterval?: number; pingTimeout?: number };
}): Promise<FanOutNode> {
  const http = createServer();
  const io = createIoServer(http, {
    heartbeats: options.fanOut === 'gateway' ? 'wheel' : 'engine',
    engine: options.engine,
  });
  const delivered: FanOutNode['delivered'] = [];
  const fanOut =
    options.fanOut === 'gateway'
      ? await setupFanOut(
          io,
          options.redis ?? null,
          options.prefix ?? 'fan-out-test',
          createLogger('silent', 'test'),
          (event, sockets) => delivered.push({ event, sockets }),
        )
      : { ready: async () => {}, onResubscribed: () => {} };
  let engineMessages = 0;
  io.engine.on('connection', (conn: { on(e: 'packetCreate', l: (p: { type: string }) => void): void }) =>
    conn.on('packetCreate', (packet) => {
      if (packet.type === 'message') engineMessages++;
    }),
  );
  io.on('connection', (socket) => {
    const rooms = String(socket.handshake.query.rooms ?? '');
    if (rooms) socket.join(rooms.split(','));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    io,
    port: (http.address() as AddressInfo).port,
    fanOut,
    delivered,
    engineMessages: () => engineMessages,
    close: () =>
      new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        io.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
