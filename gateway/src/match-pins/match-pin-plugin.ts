import type { Express } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { createLimiter, type LimitRule } from '../auth/limiter.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { MatchPinRepository } from './match-pin-repository.ts';
import { matchPinRoutes } from './match-pin-routes.ts';

/** The part that owns login and the database (the API part); pins reuse its sessions and Redis. */
export interface ServicesSource {
  services(): ApiServices;
}

/** Pin writes per user: a fan clicking ★ down a whole list stays well inside it; a script does not. */
export const DEFAULT_MATCH_PIN_WRITE_RULE: LimitRule = { points: 120, durationSec: 60 };

/** A fan's pinned matches, kept with the account ([PIN1]–[PIN6]). Starts after the API part. */
export function matchPinPlugin(
  source: ServicesSource,
  opts: {
    writeRule?: LimitRule;
    /** The gateway's clock (tests); the pins' clock when there is no `feedNow`. */
    now?: () => number;
    /**
     * The upstream's clock (LiveTap.feedNow), on which kick-offs are: pins age by it, so a replayed past
     * day's pins are not dropped as days old the moment they are made.
     */
    feedNow?: () => number | null;
  } = {},
): GatewayPlugin {
  return {
    name: 'match-pins',
    async start(_ctx: GatewayContext, app: Express) {
      const s = source.services();
      const writes = createLimiter(
        s.redis,
        `${s.keyPrefix}:matchpin:write`,
        opts.writeRule ?? DEFAULT_MATCH_PIN_WRITE_RULE,
      );
      app.use('/api', matchPinRoutes(s, new MatchPinRepository(s.db, opts.feedNow ?? opts.now), writes));
    },
  };
}
