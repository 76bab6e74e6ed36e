import { ok, WALLET_MSG, type WalletCurrency, walletDetailQuerySchema } from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import { Router } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import type { WalletRepository } from './wallet-repository.ts';
import { ensureWelcome } from './welcome-grant.ts';

/**
 * The wallet calls of spec §7. All read the logged-in user's own wallet: there is no user id parameter, so
 * nobody can read another user's bill (IDOR). Money only moves through `ledger.post` in the features that
 * spend it; these calls never write except the one-time welcome grant for users older than the wallet.
 */
export function walletRoutes(s: ApiServices, repo: WalletRepository): Router {
  const r = Router();
  // Mounted beside the API router, so it reads the session cookie itself.
  r.use(cookieParser());
  const auth = requireUser(s);

  const totalRoute = (path: string, currency: WalletCurrency) =>
    r.get(path, auth, async (_req, res) => {
      const me = userOf(res);
      await ensureWelcome(s.db, me.id);
      res.setHeader('Cache-Control', 'no-store');
      res.json(ok({ currency, total: await repo.total(me.id, currency) }, WALLET_MSG.ok));
    });
  totalRoute('/user/gold/getGoldTotal', 'gold');
  totalRoute('/user/quQiuCoin/getQuQiuCoinTotal', 'qiubi');

  const detailRoute = (path: string, currency: WalletCurrency) =>
    r.get(path, auth, async (req, res) => {
      const me = userOf(res);
      const query = parseOr400(walletDetailQuerySchema, req.query);
      await ensureWelcome(s.db, me.id);
      res.setHeader('Cache-Control', 'no-store');
      res.json(ok(await repo.detail(me.id, currency, query), WALLET_MSG.ok));
    });
  detailRoute('/user/goldCoinDetail/getDetail', 'gold');
  detailRoute('/user/quQiuCoinDetail/getDetail', 'qiubi');
  return r;
}
