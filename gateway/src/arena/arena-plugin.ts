import type { Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { readEnvInt } from '../env-number.ts';
import { type FinishWatch, repeatLeaderPasses } from '../jobs/finish-watch.ts';
import type { Repeating } from '../jobs/repeat-every.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import type { ReadThrough } from '../proxy/sc-reader.ts';
import { ArenaRepo } from './arena-repo.ts';
import { arenaRoutes } from './arena-routes.ts';
import { ArenaService } from './arena-service.ts';
import { ArenaSettler } from './arena-settler.ts';
import { cachedDays, feedMatchSource, type MatchSource } from './match-source.ts';

/** The model's turn (with `finishes`, a turn passes only after a match arrived on the list, or for the net). */
const MODEL_EVERY_MS = 60_000;

export interface ArenaPluginOptions {
  /** Test seam: matches from a fake feed instead of FEED_URL. */
  source?: MatchSource;
  /** How often the settler looks at pending matches; ARENA_SETTLE_MS, default 10 s. 0 turns it off. */
  settleMs?: number;
  /**
   * The `/sc/api` proxy's shared cache (LivePlugin.readThrough): pages read days through it. Without it (tests
   * with a fake source) pages read `source`.
   */
  readThrough?: ReadThrough;
  /** How often the model may look for open matches without a pick; default 60 s (runs when the settler does). */
  modelMs?: number;
  now?: () => number;
  /** The upstream's clock (LiveTap.feedNow): which day's matches are open to picks. */
  feedNow?: () => number;
  /** Whether `feedNow` is the feed's clock yet (LiveTap.feedClockKnown); default: always. */
  feedClockKnown?: () => boolean;
  /**
   * Whether this replica leads the live pipeline: only the leader runs the settler and publishes the model's
   * picks, so N replicas do not each read the feed's whole day every few seconds. Default: always (one process).
   */
  isLeader?: () => boolean;
  /**
   * Finishes (and arrivals) the live pipeline saw: the settler then reads the feed's days only after a match
   * ended, the model's picks only after a match arrived on the list; each reads them whole every 120 s as the net.
   */
  finishes?: FinishWatch;
}

/**
 * The arena (issue 14): picks on feed matches, settled by a settler the leading replica runs (settlement is
 * also a conditional update, so a leader change mid-pass cannot double-settle), stats, rankings and paid picks through the wallet
 * ledger. Starts after the API part, whose database and sessions it shares.
 */
export function arenaPlugin(
  api: ApiPlugin,
  opts: ArenaPluginOptions = {},
): GatewayPlugin & {
  service(): ArenaService;
  /** The settler (after start); its loop runs only when settleMs > 0, tests call tick(). */
  settler(): ArenaSettler;
} {
  let service: ArenaService | null = null;
  let settler: ArenaSettler | null = null;
  let modelJob: Repeating | null = null;
  return {
    name: 'arena',
    service() {
      if (!service) throw new Error('arena part not started');
      return service;
    },
    settler() {
      if (!settler) throw new Error('arena part not started');
      return settler;
    },
    async start(ctx: GatewayContext, app: Express) {
      const db = api.db();
      const source = opts.source ?? feedMatchSource(ctx.config.FEED_URL);
      const arena: ArenaService = new ArenaService(
        new ArenaRepo(db, (): number | null => arena.modelUserId, opts.feedNow ?? opts.now),
        source,
        opts.now,
        opts.feedNow ?? opts.now,
        opts.readThrough && cachedDays(opts.readThrough),
      );
      service = arena;
      await arena.ensureModelUser();
      app.use('/api', arenaRoutes(api.services(), arena));
      const every = opts.settleMs ?? readEnvInt('ARENA_SETTLE_MS', 10_000, 0);
      // Settled-at stamps on the gateway's clock; the week-late void rule on the feed's, as picks' days are.
      settler = new ArenaSettler(db, source, ctx.logger, {
        now: opts.now,
        feedNow: opts.feedNow ?? opts.now,
        feedClockKnown: opts.feedClockKnown,
        // A settling pass (the timer's or a test's tick) drops the cached round tables on this replica.
        onSettled: () => arena.forgetTables(),
      });
      if (every > 0) {
        settler.start(every, opts.isLeader, opts.finishes?.gate());
        // The model publishes on its own, so its record never depends on page views. A pass reads today's
        // matches whole: a match that arrives comes with the day's others (a new day, a start).
        modelJob = repeatLeaderPasses(opts.modelMs ?? MODEL_EVERY_MS, () => arena.publishTodaysModelPicks(), {
          onError: (err) => ctx.logger.warn({ err }, 'model picks failed'),
          isLeader: opts.isLeader,
          gate: opts.finishes?.gate({ waitFor: 'arrived' }),
        });
        arena.modelPublishesOnItsOwn = true;
      }
    },
    async stop() {
      await modelJob?.stop();
      modelJob = null;
      await settler?.stop();
      settler = null;
    },
  };
}
