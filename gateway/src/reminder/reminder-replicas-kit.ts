import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type ApiPlugin, apiPlugin } from '../api/api-plugin.ts';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { TEST_API_OPTIONS } from '../api/test-backends.ts';
import { createTestPostgres } from '../db/test-databases.ts';
import { type LivePlugin, livePlugin } from '../live/live-plugin.ts';
import { eventually } from '../live/testing/expected-state.ts';
import { type FakeFeed, startFakeFeed } from '../live/testing/fake-feed.ts';
import { FAST } from '../live/testing/gateway-harness.ts';
import type { GatewayPlugin } from '../plugin.ts';
import { type RunningGateway, start } from '../server.ts';
import { connectTestRedis, deletePrefix, TEST_REDIS_URL, testPrefix } from '../store/test-redis.ts';
import { reminderPlugin } from './reminder-plugin.ts';
import type { ReminderRepo } from './reminder-repo.ts';
import type { ReminderSocket } from './reminder-test-kit.ts';

/** Whether this replica holds the leader lock, read from its own metrics as an operator would. */
export const leads = async (gw: RunningGateway) =>
  /^gateway_leader(\{[^}]*\})? 1$/m.test(await (await fetch(`${gw.url}/metrics`)).text());

export interface ReminderReplicas {
  /** [0] is the leader: it takes the lock before [1] starts. */
  readonly gateways: RunningGateway[];
  readonly repos: ReminderRepo[];
  readonly sockets: ReminderSocket[];
  feed(): FakeFeed;
}

/**
 * Two gateway replicas with the reminder plugin on one Redis and one fresh PostgreSQL database, started before
 * the suite and stopped after it (sockets pushed to `sockets` are closed first). Call inside a describe that
 * skips when PostgreSQL is missing.
 */
export function useReminderReplicas(options: {
  seed: number;
  matches: number;
  dirPrefix: string;
  /** Further parts each replica runs after the reminder part (forum, notices …). */
  more?: (api: ApiPlugin, live: LivePlugin) => GatewayPlugin[];
}): ReminderReplicas {
  const prefix = testPrefix();
  const dirs: string[] = [];
  let feed: FakeFeed | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  const replicas: ReminderReplicas = {
    gateways: [],
    repos: [],
    sockets: [],
    feed: () => feed as FakeFeed,
  };

  beforeAll(async () => {
    feed = await startFakeFeed({ seed: options.seed, matches: options.matches });
    const db = await createTestPostgres();
    if ('unreachable' in db) throw new Error(db.unreachable);
    dropDb = db.drop;
    for (const i of [0, 1]) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `${options.dirPrefix}${i}-`));
      dirs.push(dataDir);
      const api = apiPlugin({
        env: { AUTH_SECRET: `secret-${prefix}` },
        keyPrefix: prefix,
        ...TEST_API_OPTIONS,
      });
      const live = livePlugin({ ...FAST, LIVE_KEY_PREFIX: prefix });
      const reminders = reminderPlugin(api, live);
      const gw = await start(
        {
          PORT: 0,
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          REDIS_URL: TEST_REDIS_URL,
          DATABASE_URL: db.url,
          FEED_URL: feed.url,
          POLL_INTERVAL_MS: 50,
          NODE_ID: `${prefix}-${i}`,
          CLIENT_DIST: '/nonexistent',
        },
        [live, api, reminders, ...(options.more?.(api, live) ?? [])],
      );
      replicas.gateways.push(gw);
      replicas.repos.push(reminders.repo());
      if (i === 0) expect(await eventually(() => leads(gw), 10_000, 100)).toBe(true);
    }
  }, 90_000);

  afterAll(async () => {
    for (const s of replicas.sockets) s.close();
    await Promise.all(replicas.gateways.map((g) => g.stop()));
    await feed?.close();
    await dropDb?.();
    const redis = connectTestRedis();
    await deletePrefix(redis, prefix);
    redis.disconnect();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  return replicas;
}

/**
 * One gateway with the reminder plugin (PGlite, the embedded socket adapter) for a describe block, `more`
 * mounted beside it; sockets pushed to `sockets` are closed before it stops.
 */
export function useReminderGateway(options: {
  seed: number;
  matches: number;
  dirPrefix: string;
  more?: (api: ApiPlugin, live: LivePlugin) => GatewayPlugin[];
}) {
  let gw: PluginGateway | undefined;
  let feed: FakeFeed | undefined;
  const sockets: ReminderSocket[] = [];
  beforeAll(async () => {
    feed = await startFakeFeed({ seed: options.seed, matches: options.matches });
    gw = await startWithPlugins('PGlite', {
      dirPrefix: options.dirPrefix,
      config: { FEED_URL: feed.url, POLL_INTERVAL_MS: 50, CLIENT_DIST: '/nonexistent' },
      plugins: (api, prefix) => {
        const live = livePlugin({ ...FAST, LIVE_KEY_PREFIX: prefix });
        return [live, api, reminderPlugin(api, live), ...(options.more?.(api, live) ?? [])];
      },
    });
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await gw?.stop();
    await feed?.close();
  });
  return {
    sockets,
    url: () => gw?.url ?? '',
    gateway: () => gw as PluginGateway,
  };
}
