import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { csrfGuard } from '../auth/csrf.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { NoticeRepo } from './notice-repo.ts';
import { notifyRoutes } from './notify-routes.ts';

/**
 * 消息通知 ([NT1]–[NT6]): the calls a user reads and marks their notices with. The notices themselves are
 * written by the features (notify.ts) inside their own transactions. Starts after the API part.
 */
export function notifyPlugin(api: ApiPlugin): GatewayPlugin {
  return {
    name: 'notify',
    async start(_ctx: GatewayContext, app: Express) {
      const s = api.services();
      const router = express.Router();
      router.use(cookieParser());
      router.use(express.json({ limit: '4kb' }));
      router.use(csrfGuard({ trustedOrigins: s.env.CSRF_TRUSTED_ORIGINS ?? [], writeGets: [] }));
      router.use(notifyRoutes(s, new NoticeRepo(s.db)));
      app.use('/api', router);
    },
  };
}
