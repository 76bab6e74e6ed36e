import type { Express } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { createLimiter, type LimitRule } from '../auth/limiter.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { FollowRepository } from './follow-repository.ts';
import { followRoutes } from './follow-routes.ts';

/** The part that owns login and the database (the API part); follows reuse its sessions and Redis. */
export interface ServicesSource {
  services(): ApiServices;
}

/** Follow and subscribe toggles per user: plenty for a person clicking, too few for a script. */
export const DEFAULT_FOLLOW_WRITE_RULE: LimitRule = { points: 30, durationSec: 60 };

/** Follows, fans and push subscriptions (issue 13, spec §7). Starts after the API part. */
export function followPlugin(source: ServicesSource, opts: { writeRule?: LimitRule } = {}): GatewayPlugin {
  return {
    name: 'follow',
    async start(_ctx: GatewayContext, app: Express) {
      const s = source.services();
      const writes = createLimiter(
        s.redis,
        `${s.keyPrefix}:follow:write`,
        opts.writeRule ?? DEFAULT_FOLLOW_WRITE_RULE,
      );
      app.use('/api', followRoutes(s, new FollowRepository(s.db), writes));
    },
  };
}
