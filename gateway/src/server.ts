import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { type Config, loadConfig } from './config.ts';
import { createApp, mountOps } from './http/app.ts';
import { mountClient } from './http/client-static.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { type FastRead, withFastReads } from './http/fast-reads.ts';
import { pageMeta } from './http/page-meta.ts';
import { publicReadCache } from './http/public-read-cache.ts';
import { createIoServer } from './live/io-server.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import type { GatewayContext, GatewayPlugin } from './plugin.ts';
import { createPlugins } from './plugins.ts';

export interface RunningGateway {
  url: string;
  port: number;
  ctx: GatewayContext;
  stop(): Promise<void>;
}

/**
 * Starts one gateway replica. Tests call it with `{PORT: 0}` and real clients; main.ts calls it from the
 * environment. Order: parts start (routes first), then the client catch-all, then the port opens.
 */
export async function start(
  overrides: Partial<Config> = {},
  plugins: GatewayPlugin[] = createPlugins(),
): Promise<RunningGateway> {
  const config = loadConfig(process.env, overrides);
  const logger = createLogger(config.LOG_LEVEL, config.NODE_ID);
  const metrics = createMetrics(config.NODE_ID);
  const app = createApp();
  const fastReads: FastRead[] = [];
  const http = createServer(withFastReads(app, fastReads));
  const io = createIoServer(http);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const ctx: GatewayContext = { config, logger, metrics, io, redis, fastReads };

  mountOps(app, plugins, metrics);
  // Anonymous public reads (forum, arena, news) answered once a second per URL; any write empties it.
  const publicReads = publicReadCache();
  app.locals.publicReadCache = publicReads;
  app.use('/api', publicReads.invalidateOnWrites);
  fastReads.push(publicReads.fastRead);
  const started: GatewayPlugin[] = [];
  try {
    for (const plugin of plugins) {
      await plugin.start(ctx, app);
      started.push(plugin);
    }
  } catch (err) {
    await Promise.allSettled(started.reverse().map((p) => p.stop?.()));
    redis?.disconnect();
    throw err;
  }
  app.use(['/api', '/sc/api'], apiNotFound);
  mountClient(app, config.CLIENT_DIST, logger, pageMeta(config));
  app.use(errorHandler(logger));

  await new Promise<void>((resolve) => http.listen(config.PORT, resolve));
  const port = (http.address() as AddressInfo).port;
  logger.info({ port }, 'gateway listening');

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      // Parts first (the poller releases its lock), then sockets close so clients reconnect elsewhere at once.
      for (const plugin of [...started].reverse())
        await plugin.stop?.().catch((err) => logger.warn({ err }, 'stop failed'));
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      http.closeAllConnections();
      redis?.disconnect();
      logger.info('gateway stopped');
    })();
    return stopping;
  };
  return { url: `http://127.0.0.1:${port}`, port, ctx, stop };
}
