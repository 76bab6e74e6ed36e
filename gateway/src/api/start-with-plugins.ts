import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createTestPostgres, type TestPostgres } from '../db/test-databases.ts';
import type { GatewayPlugin } from '../plugin.ts';
import { type RunningGateway, start } from '../server.ts';
import { type ApiPlugin, type ApiPluginOptions, apiPlugin } from './api-plugin.ts';
import { type BACKENDS, TEST_API_OPTIONS } from './test-backends.ts';

export interface PluginGateway {
  url: string;
  api: ApiPlugin;
  gw: RunningGateway;
  dataDir: string;
  /** The fresh `kuyi_test_*` database on PostgreSQL; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Stops the gateway, drops the PostgreSQL database and removes the data directory. */
  stop(): Promise<void>;
}

export interface PluginGatewayOptions {
  /** Names the temp DATA_DIR (`kuyi-pins-` …), so a leftover says which suite left it. */
  dirPrefix: string;
  /** Every part the gateway runs, in start order; `api` is already built and must be among them. */
  plugins: (api: ApiPlugin, keyPrefix: string) => GatewayPlugin[];
  config?: Partial<Config>;
  apiOptions?: ApiPluginOptions;
  /** How the database goes at stop; the wallet suites wait for idle connections first. */
  dropDatabase?: (db: TestPostgres) => Promise<void>;
}

/**
 * A contract suite's gateway on the named backend: its own DATA_DIR, its own key prefix, and on PostgreSQL a
 * fresh `kuyi_test_*` database, all removed by `stop()` (or when the start fails).
 */
export async function startWithPlugins(
  backend: (typeof BACKENDS)[number]['name'],
  opts: PluginGatewayOptions,
): Promise<PluginGateway> {
  const dataDir = await mkdtemp(path.join(tmpdir(), opts.dirPrefix));
  let pg: TestPostgres | undefined;
  const drop = async () => {
    if (pg) await (opts.dropDatabase ?? ((db) => db.drop()))(pg);
  };
  try {
    if (backend === 'PostgreSQL') {
      const db = await createTestPostgres();
      if ('unreachable' in db) throw new Error(db.unreachable);
      pg = db;
    }
    const keyPrefix = `kuyi_test_${randomBytes(4).toString('hex')}`;
    const api = apiPlugin({ env: {}, keyPrefix, ...(opts.apiOptions ?? TEST_API_OPTIONS) });
    const gw = await start(
      {
        PORT: 0,
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        REDIS_URL: undefined,
        DATABASE_URL: pg?.url,
        ...opts.config,
      },
      opts.plugins(api, keyPrefix),
    );
    return {
      url: gw.url,
      api,
      gw,
      dataDir,
      databaseUrl: pg?.url,
      async stop() {
        await gw.stop();
        await drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
