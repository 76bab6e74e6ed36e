import type { Express } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { WalletRepository } from './wallet-repository.ts';
import { walletRoutes } from './wallet-routes.ts';

/** The part that owns login and the database (the API part); the wallet reuses its sessions. */
export interface ServicesSource {
  services(): ApiServices;
}

/** 金币 and 球币 balances and bills (issue 13, spec §7 "Wallet"). Starts after the API part. */
export function walletPlugin(source: ServicesSource): GatewayPlugin {
  return {
    name: 'wallet',
    async start(_ctx: GatewayContext, app: Express) {
      const s = source.services();
      app.use('/api', walletRoutes(s, new WalletRepository(s.db)));
    },
  };
}
