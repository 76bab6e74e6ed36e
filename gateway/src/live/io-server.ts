import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { IoServer } from '../plugin.ts';
import { type HeartbeatEngine, installHeartbeats } from './heartbeats.ts';

/**
 * The gateway's socket.io server, as every replica, test node and benchmark server builds it. Websocket only:
 * no sticky sessions are needed behind nginx, and polling would double the fan-out cost. Heartbeats run from
 * one wheel (heartbeats.ts) until the HTTP server closes; `heartbeats: 'engine'` keeps engine.io's own timers,
 * for the references the wheel is compared with.
 */
export function createIoServer(
  http: HttpServer,
  options: { heartbeats?: 'wheel' | 'engine'; engine?: { pingInterval?: number; pingTimeout?: number } } = {},
): IoServer {
  const io: IoServer = new Server(http, { transports: ['websocket'], serveClient: false, ...options.engine });
  if ((options.heartbeats ?? 'wheel') === 'wheel') {
    const heartbeats = installHeartbeats(io.engine as unknown as HeartbeatEngine);
    http.once('close', () => heartbeats.stop());
  }
  return io;
}
