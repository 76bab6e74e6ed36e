import type { Config } from '../config.ts';
import type { RunningGateway } from '../server.ts';
import type { ApiPlugin, ApiPluginOptions } from './api-plugin.ts';
import { startWithPlugins } from './start-with-plugins.ts';
import type { BACKENDS } from './test-backends.ts';

export interface TestGateway {
  gw: RunningGateway;
  api: ApiPlugin;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A gateway with only the API part on port 0, its own DATA_DIR and its own key prefix; on PostgreSQL a fresh
 * `kuyi_test_*` database, dropped at stop.
 */
export async function startTestGateway(
  config: Partial<Config> = {},
  opts: ApiPluginOptions = {},
  backend: (typeof BACKENDS)[number]['name'] = 'PGlite',
): Promise<TestGateway> {
  const t = await startWithPlugins(backend, {
    dirPrefix: 'kuyi-api-',
    plugins: (api) => [api],
    config,
    apiOptions: opts,
  });
  return { gw: t.gw, api: t.api, dataDir: t.dataDir, stop: t.stop };
}
