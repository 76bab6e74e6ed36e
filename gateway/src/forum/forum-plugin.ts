import type { ServerResponse } from 'node:http';
import { routeKey } from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { csrfGuard } from '../auth/csrf.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { AREA_SEEDS, type AreaSeed } from './area-seeds.ts';
import { forumNumbersCache } from './forum-numbers.ts';
import { DEFAULT_FORUM_RATES, type ForumRateRules, forumServices } from './forum-services.ts';
import { postAuthorRoutes } from './post-author-routes.ts';
import { postRoutes } from './post-routes.ts';
import { replyRoutes } from './reply-routes.ts';

/**
 * The writes (paths below /api) that move the forum's numbers (forum-numbers.ts): a post or reply made or
 * deleted, a post moved by its edit, an account cancelled (its posts leave the counts). Likes and views only
 * move the 点赞 board, which may trail by the TTL: dropping every board on each like would recompute them
 * all the time on a busy site.
 */
const NUMBER_WRITES = new Set(
  [
    '/user/posts/insert',
    '/user/posts/update',
    '/user/posts/delete',
    '/user/reply/insertReply',
    '/user/reply/deleteReply',
    '/user/user/logOff',
  ].map(routeKey),
);

/** Runs `drop` as a write's successful answer is written, before the writer can read again. */
function onSuccess(res: ServerResponse, drop: () => void): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode < 400) drop();
    return end(...args);
  }) as ServerResponse['end'];
}

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
      // This replica's own writes drop the numbers at once (its writer sees their post counted); other
      // replicas' numbers trail by FORUM_NUMBERS_TTL_MS.
      const numbers = forumNumbersCache(services.db);
      const drop = () => numbers.invalidate();
      // logOff is a GET handled by the API part's router, ahead of this one: seen at the front door instead.
      ctx.fastReads.push((req, res) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path.startsWith('/api/') && NUMBER_WRITES.has(routeKey(path.slice(4)))) onSuccess(res, drop);
        return false;
      });
      const router = express.Router();
      router.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD' && NUMBER_WRITES.has(routeKey(req.path)))
          onSuccess(res, drop);
        next();
      });
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
