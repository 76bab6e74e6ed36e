import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { csrfGuard } from '../auth/csrf.ts';
import { userRoom } from '../auth/session-sockets.ts';
import { type Repeating, repeatEvery } from '../jobs/repeat-every.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { NoticeRepo } from './notice-repo.ts';
import { NOTICE_PRUNE_MS, pruneNotices } from './notice-retention.ts';
import { NOTICE_PUSH_MS, NoticePush } from './notify-push.ts';
import { notifyRoutes } from './notify-routes.ts';

/**
 * 消息通知 ([NT1]–[NT6]): the calls a user reads and marks their notices with. The notices themselves are
 * written by the features (notify.ts) inside their own transactions. Starts after the API part. Every replica
 * prunes old notices ([NT7]): the delete is idempotent, so no leader is needed (as with red envelope refunds).
 */
export function notifyPlugin(
  api: ApiPlugin,
  opts: { pruneMs?: number; now?: () => Date; pushMs?: number; isLeader?: () => boolean } = {},
): GatewayPlugin {
  let pruner: Repeating | null = null;
  let pusher: Repeating | null = null;
  return {
    name: 'notify',
    async start(ctx: GatewayContext, app: Express) {
      const s = api.services();
      const router = express.Router();
      router.use(cookieParser());
      router.use(express.json({ limit: '4kb' }));
      router.use(csrfGuard({ trustedOrigins: s.env.CSRF_TRUSTED_ORIGINS ?? [] }));
      router.use(notifyRoutes(s, new NoticeRepo(s.db)));
      app.use('/api', router);
      const pruneMs = opts.pruneMs ?? NOTICE_PRUNE_MS;
      const now = opts.now ?? (() => new Date());
      if (pruneMs > 0)
        pruner = repeatEvery(
          pruneMs,
          async () => {
            const deleted = await pruneNotices(s.db, now());
            if (deleted > 0) ctx.logger.info({ deleted }, 'old notices pruned');
          },
          { onError: (err) => ctx.logger.warn({ err }, 'notice prune failed') },
        );
      // [NT8] New notices pushed to their users' sockets by the leader (default: a lone replica leads).
      const push = new NoticePush(
        s.db,
        (userId, notice) => ctx.io.to(userRoom(userId)).emit('notice:new', notice),
        opts.isLeader ?? (() => true),
      );
      pusher = repeatEvery(opts.pushMs ?? NOTICE_PUSH_MS, () => push.tick(), {
        onError: (err) => ctx.logger.warn({ err }, 'notice push failed'),
      });
    },
    async stop() {
      await pruner?.stop();
      await pusher?.stop();
      pruner = null;
      pusher = null;
    },
  };
}
