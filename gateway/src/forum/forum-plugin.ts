import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { csrfGuard } from '../auth/csrf.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { AREA_SEEDS, type AreaSeed } from './area-seeds.ts';
import { DEFAULT_FORUM_RATES, type ForumRateRules, forumServices } from './forum-services.ts';
import { postAuthorRoutes } from './post-author-routes.ts';
import { postRoutes } from './post-routes.ts';
import { replyRoutes } from './reply-routes.ts';

export interface ForumPluginOptions {
  rates?: Partial<ForumRateRules>;
  areas?: readonly AreaSeed[];
}

/**
 * The forum (issue 13): special areas (seeded on first start), posts, replies, likes, views and the
 * community's user lists. Starts after the API part, whose database, sessions and Redis it shares.
 */
export function forumPlugin(api: ApiPlugin, opts: ForumPluginOptions = {}): GatewayPlugin {
  return {
    name: 'forum',
    async start(ctx: GatewayContext, app: Express) {
      const services = api.services();
      const f = forumServices(services, { ...DEFAULT_FORUM_RATES, ...opts.rates });
      const added = await f.areas.seed(opts.areas ?? AREA_SEEDS);
      if (added > 0) ctx.logger.info({ added }, 'forum areas seeded');
      const router = express.Router();
      router.use(cookieParser());
      router.use(express.json({ limit: '64kb' }));
      router.use(csrfGuard({ trustedOrigins: services.env.CSRF_TRUSTED_ORIGINS ?? [] }));
      router.use(postRoutes(f));
      router.use(postAuthorRoutes(f));
      router.use(replyRoutes(f));
      app.use('/api', router);
    },
  };
}
