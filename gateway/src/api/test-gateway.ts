import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type RunningGateway, start } from '../server.ts';
import { type ApiPlugin, type ApiPluginOptions, apiPlugin } from './api-plugin.ts';

export interface TestGateway {
  gw: RunningGateway;
  api: ApiPlugin;
  dataDir: string;
  stop(): Promise<void>;
}

/** A gateway with only the API part on port 0, its own DATA_DIR and its own key prefix. */
export async function startTestGateway(
  config: Partial<Config> = {},
  opts: ApiPluginOptions = {},
): Promise<TestGateway> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kuyi-api-'));
  const api = apiPlugin({ env: {}, keyPrefix: `kuyi_test_${randomBytes(4).toString('hex')}`, ...opts });
  let gw: RunningGateway;
  try {
    gw = await start(
      {
        PORT: 0,
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        REDIS_URL: undefined,
        DATABASE_URL: undefined,
        ...config,
      },
      [api],
    );
  } catch (err) {
    // A part that fails at start must not leave its data directory behind.
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    gw,
    api,
    dataDir,
    async stop() {
      await gw.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
