import { type RunningGateway, start } from '../../server.ts';
import { connectTestRedis, deletePrefix, TEST_REDIS_URL, testPrefix } from '../../store/test-redis.ts';
import type { LiveOptions } from '../live-options.ts';
import { livePlugin } from '../live-plugin.ts';

/** Short timings so a test sees polls, reconciles and lock hand-overs within a second or two. */
export const FAST: Partial<LiveOptions> = {
  LOCK_TTL_MS: 900,
  RECONCILE_MS: 400,
  FEED_TIMEOUT_MS: 400,
  PROXY_CACHE_MS: 500,
};

export interface Harness {
  gateways: RunningGateway[];
  prefix: string;
  stop(): Promise<void>;
}

/** In-process gateways with only the live part, sharing one Redis prefix (or none: the memory default). */
export async function startGateways(
  feedUrl: string,
  options: { redis: boolean; count?: number; live?: Partial<LiveOptions> },
): Promise<Harness> {
  const prefix = testPrefix();
  const gateways: RunningGateway[] = [];
  for (let i = 0; i < (options.count ?? 1); i++) {
    gateways.push(
      await start(
        {
          PORT: 0,
          LOG_LEVEL: process.env.HARNESS_LOG === 'warn' ? 'warn' : 'silent',
          FEED_URL: feedUrl,
          REDIS_URL: options.redis ? TEST_REDIS_URL : undefined,
          POLL_INTERVAL_MS: 50,
          NODE_ID: `${prefix}-${i}`,
          CLIENT_DIST: '/nonexistent',
        },
        [livePlugin({ ...FAST, LIVE_KEY_PREFIX: prefix, ...options.live })],
      ),
    );
  }
  return {
    gateways,
    prefix,
    async stop() {
      await Promise.all(gateways.map((g) => g.stop()));
      if (options.redis) {
        const redis = connectTestRedis();
        await deletePrefix(redis, prefix);
        redis.disconnect();
      }
    },
  };
}
