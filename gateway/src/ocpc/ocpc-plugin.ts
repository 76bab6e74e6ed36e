import { and, eq, isNull } from 'drizzle-orm';
import type { Express, Request } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { users } from '../db/schema.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { CLICK_ID, DEFAULT_OCPC_URL, OCPC_NEW_TYPE, OcpcReporter } from './ocpc-reporter.ts';
import { ocpcRoutes } from './ocpc-routes.ts';

export interface OcpcPluginOptions {
  env?: NodeJS.ProcessEnv;
}

/** The click id a registration carries: `bd_vid` in the body or the query. */
function registrationClickId(req: Request): string | null {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const v = body.bd_vid ?? body.bdVid ?? req.query.bd_vid;
  return typeof v === 'string' && CLICK_ID.test(v) ? v : null;
}

/**
 * Baidu OCPC ad tracking (issue 16): the spec's report call, the click id stored on the user at registration,
 * and the register conversion. The paid-order conversion is reported by the payment part through `reporter()`.
 */
export function ocpcPlugin(
  api: ApiPlugin,
  opts: OcpcPluginOptions = {},
): GatewayPlugin & { reporter(): OcpcReporter } {
  let reporter: OcpcReporter | null = null;
  return {
    name: 'ocpc',
    reporter() {
      if (!reporter) throw new Error('ocpc part not started');
      return reporter;
    },
    async start(ctx: GatewayContext, app: Express) {
      const env = opts.env ?? process.env;
      const s = api.services();
      const rep = new OcpcReporter(s.db, ctx.logger, {
        token: env.OCPC_TOKEN ?? '',
        url: env.OCPC_URL || DEFAULT_OCPC_URL,
        landingUrl: env.OCPC_LANDING_URL || 'https://www.kuyisports.com/',
      });
      reporter = rep;
      s.registerHooks.push(async (userId, req) => {
        const clickId = registrationClickId(req);
        if (!clickId) return;
        await s.db
          .update(users)
          .set({ bdVid: clickId })
          .where(and(eq(users.id, userId), isNull(users.bdVid)));
        await rep.report({
          ref: `register:${userId}`,
          userId,
          logidUrl: rep.logidUrlFor(clickId),
          newType: OCPC_NEW_TYPE.register,
        });
      });
      app.use('/api', ocpcRoutes(s, rep));
    },
  };
}
