import { CHAT_LIMITS, parseChannel } from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { csrfGuard } from '../auth/csrf.ts';
import { createLimiter, type LimitRule } from '../auth/limiter.ts';
import type { LivePlugin } from '../live/live-plugin.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { loadTencentIm } from './chat-config.ts';
import { ChatRepo } from './chat-repo.ts';
import { chatRoutes } from './chat-routes.ts';
import { ChatService } from './chat-service.ts';

export interface ChatPluginOptions {
  env?: NodeJS.ProcessEnv;
  rate?: LimitRule;
}

/**
 * Live match chat (issue 15). Starts after the live part (whose store and rooms it writes through) and the
 * API part (database, sessions, Redis for the per-user rate limit).
 */
export function chatPlugin(live: LivePlugin, api: ApiPlugin, opts: ChatPluginOptions = {}): GatewayPlugin {
  return {
    name: 'chat',
    async start(ctx: GatewayContext, app: Express) {
      const im = loadTencentIm(opts.env ?? process.env);
      const services = api.services();
      const rate = opts.rate ?? { points: CHAT_LIMITS.ratePoints, durationSec: CHAT_LIMITS.rateWindowSec };
      const chat = new ChatService({
        db: services.db,
        repo: new ChatRepo(),
        store: live.store(),
        io: ctx.io,
        limiter: createLimiter(services.redis, `${services.keyPrefix}:chat`, rate),
      });
      // A chat channel the store lost (new epoch) is refilled from the database when someone subscribes: only
      // a subscribe the live part accepted, so made-up names cost a database read no faster than its rate limit.
      live.onSubscribe((name) => {
        if (parseChannel(name)?.kind !== 'chat') return;
        chat.ensureFilled(name).catch((err: Error) => {
          ctx.logger.warn({ err: err.message, channel: name }, 'chat refill failed');
        });
      });
      const router = express.Router();
      router.use(cookieParser());
      router.use(express.json({ limit: '16kb' }));
      router.use(csrfGuard({ trustedOrigins: services.env.CSRF_TRUSTED_ORIGINS ?? [] }));
      router.use(chatRoutes(services, chat, im));
      app.use('/api', router);
      ctx.logger.info({ tencentIm: im !== null }, 'chat ready');
    },
  };
}
