import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@kuyi/shared';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Server, Socket } from 'socket.io';
import type { Config } from './config.ts';
import type { FastRead } from './http/fast-reads.ts';
import type { Logger } from './logger.ts';

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** What every part of the gateway gets at start. `redis` is null on the embedded default (no REDIS_URL). */
export interface GatewayContext {
  config: Config;
  logger: Logger;
  metrics: Registry;
  io: IoServer;
  redis: Redis | null;
  /** Cache hits a part answers before express routes the request ([A5]); a part adds its own at start. */
  fastReads: FastRead[];
}

/**
 * A gateway part (live push, REST API, …). Parts start in order, mount their routes before the client's
 * catch-all, report readiness for /healthz, and stop in reverse order.
 */
export interface GatewayPlugin {
  name: string;
  start(ctx: GatewayContext, app: Express): Promise<void>;
  /** Null when ready; otherwise why not, for /healthz. */
  health?(): Promise<string | null>;
  stop?(): Promise<void>;
}
