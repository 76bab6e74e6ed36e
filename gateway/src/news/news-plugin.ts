import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { csrfGuard } from '../auth/csrf.ts';
import { createLimiter, type LimitRule } from '../auth/limiter.ts';
import { readEnvInt } from '../env-number.ts';
import type { FinishWatch } from '../jobs/finish-watch.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { NewsRepo } from './news-repo.ts';
import { newsRoutes } from './news-routes.ts';
import { ReportGenerator } from './report-generator.ts';
import { feedReportSource, type ReportSource } from './report-source.ts';

export const DEFAULT_COMMENT_RATE: LimitRule = { points: 20, durationSec: 300 };

export interface NewsPluginOptions {
  /** Test seam: matches from a fake feed instead of FEED_URL. */
  source?: ReportSource;
  /** How often the report generator looks for finished matches; NEWS_REPORT_MS, default 15 s. 0 turns it off. */
  reportMs?: number;
  commentRate?: LimitRule;
  now?: () => number;
  /** Whether this replica leads the live pipeline: only the leader runs the report generator. Default: always. */
  isLeader?: () => boolean;
  /** How fast the feed's clock runs against the wall (60 for a day replayed at 60×); 1 when left out. */
  feedRate?: () => number;
  /** The feed's time now (LiveTap.feedNow), which reports are dated against; `now` when left out. */
  feedNow?: () => number;
  /** Finishes the live pipeline saw: the generator then passes only after a match ended, over those matches. */
  finishes?: FinishWatch;
}

/**
 * News (issue 15): public lists, articles and comments; admins' publishing with sanitized HTML, a checked
 * cover and scheduling; and match reports the leading replica's generator writes once per finished big match.
 * Starts after the API part, whose database, sessions and Redis it shares.
 */
export function newsPlugin(
  api: ApiPlugin,
  opts: NewsPluginOptions = {},
): GatewayPlugin & { generator(): ReportGenerator; repo(): NewsRepo } {
  let generator: ReportGenerator | null = null;
  let repo: NewsRepo | null = null;
  return {
    name: 'news',
    generator() {
      if (!generator) throw new Error('news part not started');
      return generator;
    },
    repo() {
      if (!repo) throw new Error('news part not started');
      return repo;
    },
    async start(ctx: GatewayContext, app: Express) {
      const s = api.services();
      repo = new NewsRepo(s.db);
      const router = express.Router();
      router.use(cookieParser());
      router.use(express.json({ limit: '64kb' }));
      router.use(csrfGuard({ trustedOrigins: s.env.CSRF_TRUSTED_ORIGINS ?? [] }));
      router.use(
        newsRoutes({
          api: s,
          repo,
          commentLimit: createLimiter(
            s.redis,
            `${s.keyPrefix}:news:comments`,
            opts.commentRate ?? DEFAULT_COMMENT_RATE,
          ),
          now: opts.now ?? Date.now,
        }),
      );
      app.use('/api', router);
      generator = new ReportGenerator(
        repo,
        opts.source ?? feedReportSource(ctx.config.FEED_URL),
        ctx.logger,
        {
          now: opts.now ?? Date.now,
          feedNow: opts.feedNow ?? opts.now ?? Date.now,
          rate: opts.feedRate ?? (() => 1),
        },
      );
      const every = opts.reportMs ?? readEnvInt('NEWS_REPORT_MS', 15_000, 0);
      if (every > 0) generator.start(every, opts.isLeader, opts.finishes?.gate());
    },
    async stop() {
      await generator?.stop();
      generator = null;
    },
  };
}
