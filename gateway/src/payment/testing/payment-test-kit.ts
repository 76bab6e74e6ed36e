import { randomBytes } from 'node:crypto';
import type { ApiPlugin } from '../../api/api-plugin.ts';
import { startWithPlugins } from '../../api/start-with-plugins.ts';
import { TestClient } from '../../api/test-client.ts';
import { TOKEN_COOKIE } from '../../auth/session-cookie.ts';
import type { Database } from '../../db/open-database.ts';
import { users } from '../../db/schema.ts';
import { memberPlugin } from '../../member/member-plugin.ts';
import { ocpcPlugin } from '../../ocpc/ocpc-plugin.ts';
import type { RunningGateway } from '../../server.ts';
import { post, SYSTEM_ACCOUNT } from '../../wallet/ledger.ts';
import { dropWhenIdle } from '../../wallet/testing/drop-when-idle.ts';
import { walletPlugin } from '../../wallet/wallet-plugin.ts';
import { paymentPlugin } from '../payment-plugin.ts';
import { DEV_SIGNATURE_HEADER, DevPayProvider } from '../providers/dev-provider.ts';

export interface PayHarness {
  gw: RunningGateway;
  db: Database;
  api: ApiPlugin;
  payment: ReturnType<typeof paymentPlugin>;
  /** A logged-in client (origin = the gateway) for a new user holding `qiubiFen` 球币 (分). */
  user(qiubiFen?: number, opts?: { admin?: boolean }): Promise<{ id: number; c: TestClient }>;
  /** Sends a dev-signed notify, as the sandbox does; answers the HTTP status. */
  devNotify(orderNo: string, amountFen: number, paid?: boolean, signature?: string): Promise<number>;
  stop(): Promise<void>;
}

/** A gateway with the API, wallet, OCPC, payment (reconciler off: tests tick it) and member parts. */
export async function startPayments(
  backend: 'PGlite' | 'PostgreSQL',
  env: Record<string, string> = {},
): Promise<PayHarness> {
  const fullEnv = { PAY_PROVIDER: 'dev', PAY_RECONCILE_MS: '0', ...env };
  // Built with the API part, inside startWithPlugins, before it returns.
  let payment!: ReturnType<typeof paymentPlugin>;
  const t = await startWithPlugins(backend, {
    dirPrefix: 'kuyi-pay-',
    plugins: (api) => {
      const ocpc = ocpcPlugin(api, { env: fullEnv });
      payment = paymentPlugin(api, { env: fullEnv, ocpc });
      return [api, walletPlugin(api), ocpc, payment, memberPlugin(api)];
    },
    dropDatabase: dropWhenIdle,
  });
  const { gw, api } = t;
  let seq = 0;
  const h: PayHarness = {
    gw,
    api,
    payment,
    get db() {
      return api.db();
    },
    async user(qiubiFen = 0, opts = {}) {
      seq += 1;
      const name = `付${seq}_${randomBytes(3).toString('hex')}`;
      const phone = `1${String(40_000_000_00 + seq * 7919 + Math.floor(Math.random() * 5000)).padStart(10, '0')}`;
      const [row] = await h.db
        .insert(users)
        .values({ phone, userName: name, passwordHash: '!', isAdmin: opts.admin ?? false })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert failed');
      if (qiubiFen > 0) {
        const base = {
          currency: 'qiubi' as const,
          kind: 'welcome',
          refType: 'test',
          refId: '',
          memo: '测试',
        };
        await h.db.transaction((tx) =>
          post(tx, [
            { ...base, userId: row.id, amount: qiubiFen },
            { ...base, userId: SYSTEM_ACCOUNT, amount: -qiubiFen },
          ]),
        );
      }
      const token = await api.services().sessions.create(row.id);
      const c = new TestClient(gw.url, { origin: gw.url });
      c.cookies.set(TOKEN_COOKIE, token);
      return { id: row.id, c };
    },
    async devNotify(orderNo, amountFen, paid = true, signature) {
      const dev = payment.service().providerByName('dev');
      if (!(dev instanceof DevPayProvider)) throw new Error('dev provider off');
      const n = dev.notify(orderNo, amountFen, paid);
      const res = await fetch(`${gw.url}/api/payment/notify/dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEV_SIGNATURE_HEADER]: signature ?? n.signature },
        body: n.body,
      });
      await res.text();
      return res.status;
    },
    stop: t.stop,
  };
  return h;
}
