import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createTestPostgres, type TestPostgres } from '../db/test-databases.ts';
import type { GatewayPlugin } from '../plugin.ts';
import { type RunningGateway, start } from '../server.ts';
import { type ApiPlugin, type ApiPluginOptions, apiPlugin } from './api-plugin.ts';
import { TEST_API_OPTIONS } from './test-api-options.ts';
import type { BACKENDS } from './test-backends.ts';

export interface PluginGateway {
  /** The running gateway's address; a restart moves it to a new port. */
  readonly url: string;
  readonly api: ApiPlugin;
  readonly gw: RunningGateway;
  dataDir: string;
  /** The fresh `kuyi_test_*` database on PostgreSQL; undefined on PGlite. */
  databaseUrl: string | undefined;
  /**
   * Stops the gateway and starts new parts (`plugins` is called again) on the same DATA_DIR, database and key
   * prefix, as a redeploy would.
   */
  restart(): Promise<void>;
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
    const databaseUrl = pg?.url;
    const keyPrefix = `kuyi_test_${randomBytes(4).toString('hex')}`;
    const boot = async () => {
      const api = apiPlugin({ env: {}, keyPrefix, ...(opts.apiOptions ?? TEST_API_OPTIONS) });
      const gw = await start(
        {
          PORT: 0,
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          REDIS_URL: undefined,
          DATABASE_URL: databaseUrl,
          ...opts.config,
        },
        opts.plugins(api, keyPrefix),
      );
      return { api, gw };
    };
    let running = await boot();
    return {
      get url() {
        return running.gw.url;
      },
      get api() {
        return running.api;
      },
      get gw() {
        return running.gw;
      },
      dataDir,
      databaseUrl,
      async restart() {
        await running.gw.stop();
        running = await boot();
      },
      async stop() {
        await running.gw.stop();
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
