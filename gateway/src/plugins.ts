import { agreementPlugin } from './agreement/agreement-plugin.ts';
import { apiPlugin } from './api/api-plugin.ts';
import { livePlugin } from './live/live-plugin.ts';
import type { GatewayPlugin } from './plugin.ts';

/** The gateway's parts in start order. Each owns its folder. */
export function createPlugins(): GatewayPlugin[] {
  const api = apiPlugin();
  return [livePlugin(), api, agreementPlugin(api)];
}
