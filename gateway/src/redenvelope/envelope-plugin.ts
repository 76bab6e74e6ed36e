import type { Express } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { createLimiter, type LimitRule } from '../auth/limiter.ts';
import { type Repeating, repeatEvery } from '../jobs/repeat-every.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { envelopeRoutes } from './envelope-routes.ts';
import { sweepExpired } from './envelope-service.ts';

/** The part that owns login and the database (the API part). */
export interface ServicesSource {
  services(): ApiServices;
}

/** Grabs and rewards per user: plenty for a person clicking, too few for a script. */
export const DEFAULT_ENVELOPE_WRITE_RULE: LimitRule = { points: 30, durationSec: 60 };
/** How often expired envelopes are refunded; a reader of one refunds it at once anyway (lazy refund). */
export const DEFAULT_SWEEP_MS = 60_000;

/**
 * Red envelopes and rewards (issue 13). Every replica runs the sweeper: refunds are idempotent (conditional
 * status update under a row lock + ledger key `envelope-refund:{id}`), so no leader election is needed.
 */
export function envelopePlugin(
  source: ServicesSource,
  opts: { writeRule?: LimitRule; sweepMs?: number; now?: () => Date } = {},
): GatewayPlugin {
  let sweeper: Repeating | null = null;
  return {
    name: 'redenvelope',
    async start(ctx: GatewayContext, app: Express) {
      const s = source.services();
      const now = opts.now ?? (() => new Date());
      const writes = createLimiter(
        s.redis,
        `${s.keyPrefix}:envelope:write`,
        opts.writeRule ?? DEFAULT_ENVELOPE_WRITE_RULE,
      );
      app.use('/api', envelopeRoutes(s, writes, now));
      const sweepMs = opts.sweepMs ?? DEFAULT_SWEEP_MS;
      if (sweepMs > 0)
        sweeper = repeatEvery(
          sweepMs,
          async () => {
            const r = await sweepExpired(s.db, now());
            if (r.envelopes > 0) ctx.logger.info(r, 'expired red envelopes refunded');
          },
          { onError: (err) => ctx.logger.warn({ err }, 'red envelope sweep failed') },
        );
    },
    async stop() {
      await sweeper?.stop();
      sweeper = null;
    },
  };
}
