import type { Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { memberRoutes } from './member-routes.ts';

/** Members / VIP (issue 16). Starts after the API part, whose sessions and database it shares. */
export function memberPlugin(api: ApiPlugin): GatewayPlugin {
  return {
    name: 'member',
    async start(_ctx: GatewayContext, app: Express) {
      app.use('/api', memberRoutes(api.services()));
    },
  };
}
