import { type Page, WALLET_MSG, WALLET_PATHS, type WalletDetailRow, type WalletTotal } from '@kuyi/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { BACKENDS, registerUser } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { type Currency, post, SYSTEM_ACCOUNT, withTransaction } from './ledger.ts';
import { walletLedger } from './schema.ts';
import { dropWhenIdle } from './testing/drop-when-idle.ts';
import { assertLedgerBalanced } from './testing/ledger-check.ts';
import { walletPlugin } from './wallet-plugin.ts';
import { ensureWelcome, WELCOME_MEMO } from './welcome-grant.ts';

/** [W6]–[W9] the wallet calls of spec §7 on embedded PGlite and on PostgreSQL. */
describe.each(BACKENDS)('wallet API on $name', ({ name, skip }) => {
  let gw: PluginGateway | undefined;
  const db = () => {
    if (!gw) throw new Error('gateway not started');
    return gw.api.db();
  };

  beforeAll(async () => {
    if (skip) return;
    gw = await startWithPlugins(name, {
      dirPrefix: 'kuyi-wallet-',
      plugins: (api) => [api, walletPlugin(api)],
      dropDatabase: dropWhenIdle,
    });
  }, 60_000);
  afterAll(async () => {
    if (gw) await assertLedgerBalanced(gw.api.db());
    await gw?.stop();
  });

  async function person() {
    const c = new TestClient(gw?.url ?? '');
    const u = await registerUser(c);
    return { c, id: Number(u.user.id) };
  }
  const detail = (c: TestClient, currency: Currency, q = '') =>
    c.get<Page<WalletDetailRow>>(
      `${currency === 'gold' ? WALLET_PATHS.goldDetail : WALLET_PATHS.qiubiDetail}${q}`,
    );

  /** Puts a bill line on the user's account (against the system account) dated `at`. */
  async function line(userId: number, currency: Currency, amount: number, memo: string, at: string) {
    const { entryIds } = await withTransaction(db(), (tx) =>
      post(tx, [
        { userId, currency, amount, kind: 'test', refType: 'test', refId: memo, memo },
        {
          userId: SYSTEM_ACCOUNT,
          currency,
          amount: -amount,
          kind: 'test',
          refType: 'test',
          refId: memo,
          memo,
        },
      ]),
    );
    // Back-date the user's row: the bill filters and sorts by when a line happened.
    await db()
      .update(walletLedger)
      .set({ createdAt: new Date(at) })
      .where(and(eq(walletLedger.userId, userId), eq(walletLedger.id, entryIds[0] as number)));
  }

  describe.skipIf(skip)('', () => {
    it('[W6] every wallet call needs a login: 401 请先登录', async () => {
      const anon = new TestClient(gw?.url ?? '');
      for (const p of Object.values(WALLET_PATHS)) {
        const res = await anon.get(p);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ code: 401, msg: '请先登录', data: null });
      }
    });

    it('[W7] a new user has the welcome grant: 100 金币 and 10.00 球币, one income line each', async () => {
      const { c } = await person();
      const gold = await c.get<WalletTotal>(WALLET_PATHS.goldTotal);
      expect(gold.body).toEqual({ code: 200, msg: WALLET_MSG.ok, data: { currency: 'gold', total: 100 } });
      const qiubi = await c.get<WalletTotal>(WALLET_PATHS.qiubiTotal);
      expect(qiubi.body.data).toEqual({ currency: 'qiubi', total: 10 });
      const goldBill = await detail(c, 'gold');
      expect(goldBill.body.data).toMatchObject({ total: 1, page: 1, limit: 10 });
      expect(goldBill.body.data.list).toEqual([
        expect.objectContaining({ amount: 100, balanceAfter: 100, dataType: 'income', memo: WELCOME_MEMO }),
      ]);
      expect((await detail(c, 'qiubi')).body.data.list).toEqual([
        expect.objectContaining({ amount: 10, memo: WELCOME_MEMO, kind: 'welcome' }),
      ]);
      // Reading again does not grant again.
      expect((await c.get<WalletTotal>(WALLET_PATHS.goldTotal)).body.data.total).toBe(100);
    });

    it('[W7] a user older than the wallet gets the grant once, however many first reads race', async () => {
      const oldUserId = 900_000 + Math.floor(Math.random() * 1000);
      await Promise.all(Array.from({ length: 10 }, () => ensureWelcome(db(), oldUserId)));
      const rows = await db().select().from(walletLedger).where(eq(walletLedger.userId, oldUserId));
      expect(rows.map((r) => `${r.currency}:${r.amount}`).sort()).toEqual(['gold:100', 'qiubi:1000']);
    });

    it('[W8] the bill is newest first, paginated, filtered by income/expense and by Beijing days', async () => {
      const { c, id } = await person();
      await line(id, 'gold', 30, '帖子打赏收入', '2026-10-01T02:00:00Z');
      await line(id, 'gold', -20, '发红包', '2026-10-05T02:00:00Z');
      // 2026-10-09 00:30 in Beijing, still 10-08 in UTC.
      await line(id, 'gold', -5, '擂台购买推荐', '2026-10-08T16:30:00Z');

      const all = await detail(c, 'gold');
      expect(all.body.data.total).toBe(4);
      expect(all.body.data.list.map((r) => r.memo)).toEqual([
        WELCOME_MEMO,
        '擂台购买推荐',
        '发红包',
        '帖子打赏收入',
      ]);
      expect(all.body.data.list.map((r) => r.amount)).toEqual([100, -5, -20, 30]);

      const page2 = await detail(c, 'gold', '?page=2&limit=3');
      expect(page2.body.data).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(page2.body.data.list.map((r) => r.memo)).toEqual(['帖子打赏收入']);

      const expense = await detail(c, 'gold', '?dataType=2');
      expect(expense.body.data.list.map((r) => r.amount)).toEqual([-5, -20]);
      expect(expense.body.data.list.every((r) => r.dataType === 'expense')).toBe(true);
      const income = await detail(c, 'gold', '?dataType=income');
      expect(income.body.data.list.map((r) => r.amount)).toEqual([100, 30]);

      const oct = await detail(c, 'gold', '?time=2026-10');
      expect(oct.body.data.total).toBe(3);
      const range = await detail(c, 'gold', `?time=${encodeURIComponent('2026-10-02,2026-10-08')}`);
      expect(range.body.data.list.map((r) => r.memo)).toEqual(['发红包']);
      const beijingDay = await detail(c, 'gold', '?time=2026-10-09&dataType=2');
      expect(beijingDay.body.data.list.map((r) => r.memo)).toEqual(['擂台购买推荐']);
      const none = await detail(c, 'gold', '?time=2026-09-01,2026-09-30');
      expect(none.body.data).toMatchObject({ list: [], total: 0 });
    });

    it('[W8] 球币 are shown with two decimals: 1 分 is 0.01', async () => {
      const { c, id } = await person();
      await line(id, 'qiubi', -1, '发红包', '2026-10-05T02:00:00Z');
      const bill = await detail(c, 'qiubi', '?dataType=expense');
      expect(bill.body.data.list).toEqual([expect.objectContaining({ amount: -0.01, balanceAfter: 9.99 })]);
      expect((await c.get<WalletTotal>(WALLET_PATHS.qiubiTotal)).body.data.total).toBe(9.99);
    });

    it('[W9] bad page, limit, time or dataType answer 400 in Chinese', async () => {
      const { c } = await person();
      const cases: [string, string][] = [
        ['?page=0', WALLET_MSG.badPage],
        ['?page=abc', WALLET_MSG.badPage],
        ['?limit=51', WALLET_MSG.badLimit],
        ['?time=2026-13-01', WALLET_MSG.badTime],
        ['?time=2026-10-09,2026-10-01', WALLET_MSG.badTime],
        ["?time=1' or '1'='1", WALLET_MSG.badTime],
        ['?dataType=3', WALLET_MSG.badDataType],
      ];
      for (const [q, msg] of cases) {
        const res = await detail(c, 'gold', q);
        expect(res.status, q).toBe(400);
        expect(res.body, q).toEqual({ code: 400, msg, data: null });
      }
    });

    it('[W9] nobody reads another user’s wallet: a userId parameter is ignored (IDOR)', async () => {
      const a = await person();
      const b = await person();
      await line(b.id, 'gold', 7, '帖子打赏收入', '2026-10-01T02:00:00Z');
      const res = await detail(a.c, 'gold', `?userId=${b.id}`);
      expect(res.body.data.list.map((r) => r.memo)).toEqual([WELCOME_MEMO]);
      const total = await a.c.get<WalletTotal>(`${WALLET_PATHS.goldTotal}?userId=${b.id}`);
      expect(total.body.data.total).toBe(100);
    });
  });
});
