import type { Express } from 'express';
import type { Database } from '../db/open-database.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { AgreementRepo } from './agreement-repo.ts';
import { agreementRoutes } from './agreement-routes.ts';
import { type AgreementSeed, agreementSeeds } from './agreement-texts.ts';

/** Whatever opened the database (the API part); the agreements share it. */
export interface DatabaseSource {
  db(): Database;
}

/**
 * The agreements (issue 11): seeds the texts on first start, then serves getAgreementList (spec §7).
 * Starts after the part that opens the database.
 */
export function agreementPlugin(
  source: DatabaseSource,
  seeds: () => AgreementSeed[] = agreementSeeds,
): GatewayPlugin {
  return {
    name: 'agreement',
    async start(ctx: GatewayContext, app: Express) {
      const repo = new AgreementRepo(source.db());
      const added = await repo.seed(seeds());
      if (added > 0) ctx.logger.info({ added }, 'agreements seeded');
      app.use('/api', agreementRoutes(repo));
    },
  };
}
