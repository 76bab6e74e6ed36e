import { type Page, REMINDER_CAP } from '@kuyi/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { feedback, users } from '../db/schema.ts';
import { ocpcConversions } from '../ocpc/schema.ts';
import { balance, InsufficientFundsError, post, SYSTEM_ACCOUNT, withTransaction } from '../wallet/ledger.ts';
import { walletLedger } from '../wallet/schema.ts';
import { assertLedgerBalanced } from '../wallet/testing/ledger-check.ts';
import { PAY_MSG } from './payment-messages.ts';
import type { OrderView } from './payment-service.ts';
import { paymentOrders } from './schema.ts';
import { type PayHarness, startPayments } from './testing/payment-test-kit.ts';

const ALIPAY = '/api/user/payment/payment';
const WXPAY = '/api/payment/wxPay/createOrder';

describe.each(BACKENDS)('payments, VIP, OCPC and feedback admin on $name', ({ name, skip }) => {
  let h: PayHarness;
  beforeAll(async () => {
    if (!skip) h = await startPayments(name);
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });

  const rowsOf = (orderNo: string) =>
    h.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  const creditsOf = (orderNo: string) =>
    h.db
      .select()
      .from(walletLedger)
      .where(
        sql`${walletLedger.refType} = 'payment' and ${walletLedger.refId} = ${orderNo} and ${walletLedger.userId} <> 0`,
      );

  describe.skipIf(skip)('', () => {
    it('[PAY1] an order takes its amount and contents from the server package table, never from the client', async () => {
      const { id, c } = await h.user();
      const res = await c.post<OrderView>(ALIPAY, {
        packageId: 'q6',
        amount: 0.01,
        amountFen: 1,
        userId: 1,
        qiubi: 9999,
      });
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject({
        packageId: 'q6',
        amount: '6.00',
        amountFen: 600,
        qiubi: '6.00',
        status: 'created',
        channel: 'alipay',
      });
      expect(res.body.data.qrContent).toMatch(/^\/api\/payment\/dev\/sandbox\?orderNo=KY\d{14}[0-9a-f]{12}$/);
      const [row] = await rowsOf(res.body.data.orderNo);
      expect(row).toMatchObject({ userId: id, amountFen: 600, qiubiFen: 600, provider: 'dev' });
      const wx = await c.post<OrderView>(WXPAY, { packageId: 'q128' });
      expect(wx.body.data).toMatchObject({ amount: '128.00', qiubi: '140.00', channel: 'wechat' });
      const packages = await c.get<{ recharge: { packageId: string; amount: string; qiubi: string }[] }>(
        '/api/payment/packages',
      );
      expect(packages.body.data.recharge.map((p) => `${p.amount}→${p.qiubi}`)).toEqual([
        '6.00→6.00',
        '30.00→31.00',
        '68.00→73.00',
        '128.00→140.00',
      ]);
    });

    it('[PAY2] bad input and no login are refused in Chinese and create nothing', async () => {
      const { id, c } = await h.user();
      expect((await c.post(ALIPAY, { packageId: 'q7' })).body).toEqual({
        code: 400,
        msg: PAY_MSG.badPackage,
        data: null,
      });
      expect((await c.post(ALIPAY, {})).body).toMatchObject({ code: 400, msg: PAY_MSG.badPackage });
      expect((await c.get('/api/payment/order?orderNo=x')).body).toMatchObject({
        code: 400,
        msg: PAY_MSG.badOrderNo,
      });
      const anon = new TestClient(h.gw.url, { origin: h.gw.url });
      expect((await anon.post(ALIPAY, { packageId: 'q6' })).body).toMatchObject({
        code: 401,
        msg: '请先登录',
      });
      expect(await h.db.select().from(paymentOrders).where(eq(paymentOrders.userId, id))).toEqual([]);
    });

    it('[PAY3] IDOR: another user cannot read an order (404, the same as a missing one)', async () => {
      const a = await h.user();
      const b = await h.user();
      const order = (await a.c.post<OrderView>(ALIPAY, { packageId: 'q6' })).body.data;
      expect((await a.c.get<OrderView>(`/api/payment/order?orderNo=${order.orderNo}`)).body.data.status).toBe(
        'created',
      );
      expect((await b.c.get(`/api/payment/order?orderNo=${order.orderNo}`)).body).toEqual({
        code: 404,
        msg: PAY_MSG.noOrder,
        data: null,
      });
      expect((await b.c.get<Page<OrderView>>('/api/payment/orders')).body.data).toMatchObject({
        list: [],
        total: 0,
      });
    });

    it('[PAY3] 充值记录 pages through all my orders, newest first: page and limit (1–50), the total; not my orders', async () => {
      const me = await h.user();
      const other = await h.user();
      const base = Date.now() - 60 * 60_000;
      const row = (userId: number, i: number) => ({
        orderNo: `KY2026112400${String(i).padStart(4, '0')}${(userId * 1000 + i).toString(16).padStart(12, '0')}`,
        userId,
        packageId: 'q6',
        product: 'qiubi',
        channel: 'alipay',
        provider: 'dev',
        amountFen: 600,
        qiubiFen: 600,
        status: 'closed' as const,
        createdAt: new Date(base + i * 1000),
      });
      await h.db.insert(paymentOrders).values(Array.from({ length: 25 }, (_, i) => row(me.id, i)));
      await h.db.insert(paymentOrders).values(Array.from({ length: 3 }, (_, i) => row(other.id, i + 100)));
      const newestFirst = Array.from({ length: 25 }, (_, i) => row(me.id, 24 - i).orderNo);
      const read = async (q: string) => (await me.c.get<Page<OrderView>>(`/api/payment/orders${q}`)).body;
      const first = (await read('')).data;
      expect({ ...first, list: first.list.map((o) => o.orderNo) }).toEqual({
        list: newestFirst.slice(0, 20),
        total: 25,
        page: 1,
        limit: 20,
      });
      const second = (await read('?page=2')).data;
      expect(second.list.map((o) => o.orderNo)).toEqual(newestFirst.slice(20));
      expect(second).toMatchObject({ total: 25, page: 2, limit: 20 });
      expect((await read('?page=3&limit=10')).data.list.map((o) => o.orderNo)).toEqual(newestFirst.slice(20));
      expect((await read('?page=9')).data).toMatchObject({ list: [], total: 25 });
      for (const q of ['?limit=51', '?limit=0', '?page=0', '?page=x', '?page=10001'])
        expect(await read(q), q).toMatchObject({ code: 400, msg: PAY_MSG.badPage });
      expect((await other.c.get<Page<OrderView>>('/api/payment/orders')).body.data.total).toBe(3);
    });

    it('[PAY4] CSRF: an order or a VIP purchase from a foreign origin is refused and nothing is stored', async () => {
      const { id, c } = await h.user(5000);
      const evil = { origin: 'https://evil.example' };
      expect((await c.post(ALIPAY, { packageId: 'q6' }, evil)).status).toBe(403);
      expect((await c.post('/api/user/member/buyVip', { planId: 'vip7' }, evil)).status).toBe(403);
      expect(await h.db.select().from(paymentOrders).where(eq(paymentOrders.userId, id))).toEqual([]);
      expect(await balance(h.db, id, 'qiubi')).toBe(5000);
    });

    it('[PAY5] a signed notify credits once: ten repeats, a bad signature and a tampered amount change nothing more', async () => {
      const { id, c } = await h.user();
      const order = (await c.post<OrderView>(ALIPAY, { packageId: 'q30' })).body.data;
      expect(await h.devNotify(order.orderNo, 3000, true, 'ab'.repeat(32))).toBe(400);
      expect(await h.devNotify(order.orderNo, 1)).toBe(400);
      expect(await balance(h.db, id, 'qiubi')).toBe(0);
      expect((await rowsOf(order.orderNo))[0]?.status).toBe('created');
      const statuses = [];
      for (let i = 0; i < 10; i++) statuses.push(await h.devNotify(order.orderNo, 3000));
      expect(statuses).toEqual(Array(10).fill(200));
      expect(await balance(h.db, id, 'qiubi')).toBe(3100);
      expect(await creditsOf(order.orderNo)).toHaveLength(1);
      const view = (await c.get<OrderView>(`/api/payment/order?orderNo=${order.orderNo}`)).body.data;
      expect(view).toMatchObject({ status: 'credited', qrContent: '' });
      const bill = await c.get<{ list: { memo: string; amount: string }[] }>(
        '/api/user/quQiuCoinDetail/getDetail?page=1&limit=5',
      );
      expect(bill.body.code).toBe(200);
      expect(bill.body.data.list.some((l) => l.memo === '充值30.00元')).toBe(true);
      await assertLedgerBalanced(h.db);
    });

    it('[PAY5] the dev sandbox page approves a payment through the signed notify; a failed one closes the order', async () => {
      const { id, c } = await h.user();
      const order = (await c.post<OrderView>(WXPAY, { packageId: 'q6' })).body.data;
      const page = await fetch(h.gw.url + order.qrContent);
      const html = await page.text();
      expect(html).toContain('确认支付');
      expect(html).toContain('¥6.00');
      const decide = (orderNo: string, result: string) =>
        fetch(`${h.gw.url}/api/payment/dev/sandbox/decide`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.gw.url },
          body: new URLSearchParams({ orderNo, result }).toString(),
        }).then((r) => r.text());
      expect(await decide(order.orderNo, 'success')).toContain('支付成功');
      expect(await balance(h.db, id, 'qiubi')).toBe(600);
      const other = (await c.post<OrderView>(WXPAY, { packageId: 'q6' })).body.data;
      expect(await decide(other.orderNo, 'fail')).toContain('支付失败');
      expect((await c.get<OrderView>(`/api/payment/order?orderNo=${other.orderNo}`)).body.data.status).toBe(
        'closed',
      );
      expect(await balance(h.db, id, 'qiubi')).toBe(600);
    });

    it('[PAY9] an open order carries the pay URL a phone opens in its own browser: the same order, paid by the same signed notify', async () => {
      const { id, c } = await h.user();
      const order = (await c.post<OrderView>(ALIPAY, { packageId: 'q6' })).body.data;
      // The sandbox page is what the QR code encodes: a phone opens that very page.
      expect(order.payUrl).toBe(order.qrContent);
      const listed = (await c.get<{ list: OrderView[] }>('/api/payment/orders?page=1&limit=5')).body.data
        .list;
      expect(listed.find((o) => o.orderNo === order.orderNo)?.payUrl).toBe(order.qrContent);
      const page = await (await fetch(h.gw.url + order.payUrl)).text();
      expect(page).toContain('确认支付');
      // Approved on that page: the one notify path credits the order once, and the pay URL is gone.
      const approved = await fetch(`${h.gw.url}/api/payment/dev/sandbox/decide`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.gw.url },
        body: new URLSearchParams({ orderNo: order.orderNo, result: 'success' }).toString(),
      }).then((r) => r.text());
      expect(approved).toContain('支付成功');
      expect(await balance(h.db, id, 'qiubi')).toBe(600);
      expect(await creditsOf(order.orderNo)).toHaveLength(1);
      const read = (await c.get<OrderView>(`/api/payment/order?orderNo=${order.orderNo}`)).body.data;
      expect(read).toMatchObject({ status: 'credited', qrContent: '', payUrl: '' });
      // Past its lifetime an order offers no pay URL either.
      const stale = (await c.post<OrderView>(WXPAY, { packageId: 'q6' })).body.data;
      await h.db
        .update(paymentOrders)
        .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
        .where(eq(paymentOrders.orderNo, stale.orderNo));
      const list = (await c.get<{ list: OrderView[] }>('/api/payment/orders?page=1&limit=5')).body.data.list;
      expect(list.find((o) => o.orderNo === stale.orderNo)).toMatchObject({ expired: true, payUrl: '' });
    });

    it('[PAY8][PAY6] the dev sandbox links back to 充值中心 and offers no 确认支付 for an order past its lifetime', async () => {
      const { id, c } = await h.user();
      const decide = (orderNo: string, result: string) =>
        fetch(`${h.gw.url}/api/payment/dev/sandbox/decide`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.gw.url },
          body: new URLSearchParams({ orderNo, result }).toString(),
        }).then((r) => r.text());
      // Back to the order itself: a phone that left the payment page to pay comes back to its result ([PAY9]).
      const back = (o: OrderView) =>
        new RegExp(
          `<a href="/payment\\?${o.product === 'vip' ? 'tab=vip&amp;' : ''}orderNo=${o.orderNo}"[^>]*>返回充值中心</a>`,
        );
      const paid = (await c.post<OrderView>(WXPAY, { packageId: 'q6' })).body.data;
      expect(await (await fetch(h.gw.url + paid.qrContent)).text()).toMatch(back(paid));
      const approved = await decide(paid.orderNo, 'success');
      expect(approved).toContain('支付成功');
      expect(approved).toMatch(back(paid));
      const failed = (await c.post<OrderView>(WXPAY, { packageId: 'q6' })).body.data;
      expect(await decide(failed.orderNo, 'fail')).toMatch(back(failed));
      const vip = (await c.post<OrderView>(ALIPAY, { packageId: 'vip7' })).body.data;
      expect(await (await fetch(h.gw.url + vip.qrContent)).text()).toMatch(back(vip));
      // Past its lifetime, not yet closed by the reconciler: the page says so and offers nothing to pay.
      const stale = (await c.post<OrderView>(ALIPAY, { packageId: 'q30' })).body.data;
      await h.db
        .update(paymentOrders)
        .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
        .where(eq(paymentOrders.orderNo, stale.orderNo));
      const page = await (await fetch(h.gw.url + stale.qrContent)).text();
      expect(page).toContain('该订单已过期');
      expect(page).not.toContain('确认支付');
      expect(page).toMatch(back(stale));
      // A page opened before it expired and approved after: still 已过期, nothing credited.
      const late = await decide(stale.orderNo, 'success');
      expect(late).toContain('该订单已过期');
      expect(late).not.toContain('支付成功');
      expect((await rowsOf(stale.orderNo))[0]?.status).toBe('created');
      expect(await balance(h.db, id, 'qiubi')).toBe(600);
    });

    it('[PAY6] the reconciler closes an order never paid after its lifetime, once, on any number of passes', async () => {
      const service = h.payment.service();
      const later = Date.now() + 31 * 60_000;
      // Earlier tests' open orders first, so the passes below see only this one.
      await service.reconcile({ queryAfterMs: 0, closeAfterMs: 30 * 60_000, now: later, batch: 1000 });
      const { c } = await h.user();
      const order = (await c.post<OrderView>(ALIPAY, { packageId: 'q6' })).body.data;
      const passes = await Promise.all(
        [1, 2, 3].map(() => service.reconcile({ queryAfterMs: 0, closeAfterMs: 30 * 60_000, now: later })),
      );
      expect(passes.reduce((n, p) => n + p.closed, 0)).toBe(1);
      expect((await rowsOf(order.orderNo))[0]?.status).toBe('closed');
    });

    it('[PAY6] an order read after its lifetime is settled there: no QR code, 已过期 in the list; paid at the provider, credited once', async () => {
      const { id, c } = await h.user();
      const fresh = (await c.post<OrderView>(ALIPAY, { packageId: 'q6' })).body.data;
      expect(fresh.expired).toBe(false);
      expect(Date.parse(fresh.expiresAt) - Date.parse(fresh.createdAt)).toBe(30 * 60_000);
      const stale = (await c.post<OrderView>(ALIPAY, { packageId: 'q6' })).body.data;
      const paidLate = (await c.post<OrderView>(WXPAY, { packageId: 'q30' })).body.data;
      const ago = new Date(Date.now() - 31 * 60_000);
      await h.db
        .update(paymentOrders)
        .set({ createdAt: ago })
        .where(sql`${paymentOrders.orderNo} in (${stale.orderNo}, ${paidLate.orderNo})`);
      // The list never asks a provider: it marks the order expired and shows no QR code.
      const { list } = (await c.get<Page<OrderView>>('/api/payment/orders')).body.data;
      expect(list.find((o) => o.orderNo === stale.orderNo)).toMatchObject({
        status: 'created',
        expired: true,
        qrContent: '',
      });
      expect(list.find((o) => o.orderNo === fresh.orderNo)).toMatchObject({ expired: false });
      // 继续支付 reads the order: never paid → closed here and at the provider, nothing credited.
      const read = (await c.get<OrderView>(`/api/payment/order?orderNo=${stale.orderNo}`)).body.data;
      expect(read).toMatchObject({ status: 'closed', expired: true, qrContent: '' });
      expect((await rowsOf(stale.orderNo))[0]?.status).toBe('closed');
      // Paid at the provider before it expired (the notify was lost): the read credits it, once.
      const dev = h.payment.service().providerByName('dev');
      if (!dev) throw new Error('dev provider off');
      const query = dev.query.bind(dev);
      dev.query = async (no) =>
        no === paidLate.orderNo ? { state: 'paid', amountFen: 3000, tradeNo: 'DEVLATE' } : query(no);
      try {
        const reads = await Promise.all(
          [1, 2, 3].map(() => c.get<OrderView>(`/api/payment/order?orderNo=${paidLate.orderNo}`)),
        );
        for (const r of reads) expect(r.body.data).toMatchObject({ status: 'credited', expired: false });
      } finally {
        dev.query = query;
      }
      expect(await creditsOf(paidLate.orderNo)).toHaveLength(1);
      expect(await balance(h.db, id, 'qiubi')).toBe(3100);
      await assertLedgerBalanced(h.db);
    });

    it("[PAY9] 取消订单 closes my open order here and at the provider, once; not another user's; a paid one is credited, not cancelled", async () => {
      const { id, c } = await h.user();
      const other = await h.user();
      const order = (await c.post<OrderView>(ALIPAY, { packageId: 'q6' })).body.data;
      const cancel = (cl: TestClient, orderNo: string, headers?: Record<string, string>) =>
        cl.post<OrderView>('/api/payment/order/cancel', { orderNo }, headers);
      expect((await cancel(other.c, order.orderNo)).body).toMatchObject({ code: 404, msg: PAY_MSG.noOrder });
      expect((await cancel(c, order.orderNo, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await rowsOf(order.orderNo))[0]?.status).toBe('created');
      const dev = h.payment.service().providerByName('dev');
      if (!dev) throw new Error('dev provider off');
      const closed: string[] = [];
      const close = dev.close.bind(dev);
      const query = dev.query.bind(dev);
      dev.close = async (no) => {
        closed.push(no);
        return close(no);
      };
      const paid = (await c.post<OrderView>(WXPAY, { packageId: 'q30' })).body.data;
      dev.query = async (no) =>
        no === paid.orderNo ? { state: 'paid', amountFen: 3000, tradeNo: 'DEVPAID' } : query(no);
      try {
        const res = await cancel(c, order.orderNo);
        expect(res.body).toMatchObject({ code: 200, msg: PAY_MSG.cancelled });
        expect(res.body.data).toMatchObject({ status: 'closed', qrContent: '', expired: false });
        expect((await cancel(c, order.orderNo)).body.data.status).toBe('closed');
        expect(closed).toEqual([order.orderNo]);
        // Paid at the provider a moment before 取消订单: the money arrived, so it is credited, once.
        const answers = await Promise.all([1, 2, 3].map(() => cancel(c, paid.orderNo)));
        for (const a of answers) expect(a.body.data.status).toBe('credited');
      } finally {
        dev.close = close;
        dev.query = query;
      }
      expect(closed).toEqual([order.orderNo]);
      expect(await creditsOf(order.orderNo)).toHaveLength(0);
      expect(await creditsOf(paid.orderNo)).toHaveLength(1);
      expect(await balance(h.db, id, 'qiubi')).toBe(3100);
      await assertLedgerBalanced(h.db);
    });

    it('[PAY7] 100 duplicate notifies racing 100 ledger spends: credited once, no overdraft, ledgers balanced', async () => {
      const { id, c } = await h.user(1000);
      const order = (await c.post<OrderView>(ALIPAY, { packageId: 'q128' })).body.data;
      const notifies = Array.from({ length: 100 }, () => h.devNotify(order.orderNo, 12800));
      // Each spend is what every paying feature does: its own transaction posting user → account 0.
      const spends = Array.from({ length: 100 }, (_, i) =>
        withTransaction(h.db, (tx) =>
          post(
            tx,
            [
              {
                userId: id,
                currency: 'qiubi',
                amount: -150,
                kind: 'post_reward',
                refType: 'test',
                refId: String(i),
                memo: '打赏',
              },
              {
                userId: SYSTEM_ACCOUNT,
                currency: 'qiubi',
                amount: 150,
                kind: 'post_reward',
                refType: 'test',
                refId: String(i),
                memo: '打赏',
              },
            ],
            `spend:${order.orderNo}:${i}`,
          ),
        ).then(
          () => 'ok' as const,
          (err: unknown) => (err instanceof InsufficientFundsError ? ('poor' as const) : Promise.reject(err)),
        ),
      );
      const [n, s] = await Promise.all([Promise.all(notifies), Promise.all(spends)]);
      expect(n.every((st) => st === 200)).toBe(true);
      const ok = s.filter((r) => r === 'ok').length;
      expect(ok + s.filter((r) => r === 'poor').length).toBe(100);
      expect(await creditsOf(order.orderNo)).toHaveLength(1);
      // 10 + 140 球币 in, 1.50 球币 per spend out; never below zero.
      expect(await balance(h.db, id, 'qiubi')).toBe(1000 + 14000 - ok * 150);
      expect(ok).toBeGreaterThanOrEqual(6);
      // A VIP bought over HTTP after the race still sees a consistent balance.
      await c.post('/api/user/member/buyVip', { planId: 'vip7', requestId: `after-${order.orderNo}` });
      await assertLedgerBalanced(h.db);
    }, 120_000);

    it('[VIP1] VIP for 球币: getMemberInfoNew, the badge on the user, an idempotent requestId, 余额不足 changes nothing', async () => {
      const { id, c } = await h.user(3000);
      const before = await c.get<{ isVip: boolean; benefits: { reminderCap: number; adFree: boolean } }>(
        '/api/user/member/getMemberInfoNew',
      );
      expect(before.body.data).toMatchObject({
        isVip: false,
        benefits: { reminderCap: REMINDER_CAP.free, adFree: false },
      });
      const buy = () =>
        c.post<{ isVip: boolean; vipUntil: string }>('/api/user/member/buyVip', {
          planId: 'vip30',
          requestId: 'req-vip-000001',
        });
      const first = await buy();
      expect(first.body).toMatchObject({ code: 200, msg: '开通成功', data: { isVip: true } });
      await buy();
      expect(await balance(h.db, id, 'qiubi')).toBe(500);
      // The same request id with another plan (the first answer lost, then 7 days chosen): not 开通成功 for a
      // plan nothing paid for.
      expect(
        (await c.post('/api/user/member/buyVip', { planId: 'vip7', requestId: 'req-vip-000001' })).body,
      ).toEqual({ code: 409, msg: '该请求已用于开通其他套餐，本次未扣款', data: null });
      expect(await balance(h.db, id, 'qiubi')).toBe(500);
      const until = new Date(first.body.data.vipUntil).getTime();
      expect(until - Date.now()).toBeGreaterThan(29 * 86_400_000);
      const after = await c.get<{
        isVip: boolean;
        benefits: { reminderCap: number; adFree: boolean; badge: boolean };
      }>('/api/user/member/getMemberInfoNew');
      expect(after.body.data).toMatchObject({
        isVip: true,
        benefits: { reminderCap: REMINDER_CAP.vip, adFree: true, badge: true },
      });
      expect((await c.get<{ isVip: boolean }>('/api/user/user/selectById')).body.data.isVip).toBe(true);
      expect((await c.post('/api/user/member/buyVip', { planId: 'vip30' })).body).toEqual({
        code: 400,
        msg: '余额不足',
        data: null,
      });
      expect((await c.post('/api/user/member/buyVip', { planId: 'gold' })).body).toMatchObject({
        code: 400,
        msg: '会员套餐不存在',
      });
      expect(await balance(h.db, id, 'qiubi')).toBe(500);
      await assertLedgerBalanced(h.db);
    });

    it('[VIP2] VIP for money extends vip_until; an expired VIP is no longer VIP', async () => {
      const { id, c } = await h.user();
      const order = (await c.post<OrderView>(WXPAY, { packageId: 'vip7' })).body.data;
      expect(order).toMatchObject({ amount: '8.00', product: 'vip', vipDays: 7 });
      expect(await h.devNotify(order.orderNo, 800)).toBe(200);
      expect((await c.get<{ isVip: boolean }>('/api/user/member/getMemberInfoNew')).body.data.isVip).toBe(
        true,
      );
      expect(await balance(h.db, id, 'qiubi')).toBe(0);
      await h.db
        .update(users)
        .set({ vipUntil: new Date(Date.now() - 1000) })
        .where(eq(users.id, id));
      expect((await c.get<{ isVip: boolean }>('/api/user/member/getMemberInfoNew')).body.data.isVip).toBe(
        false,
      );
      expect((await c.get<{ isVip: boolean }>('/api/user/user/selectById')).body.data.isVip).toBe(false);
    });

    it('[VIP2] a VIP for good (no vip_until) is sold nothing and stays VIP for good', async () => {
      const { id, c } = await h.user();
      // An order made before the grant and paid after it: extending must not give the VIP an end date.
      const early = (await c.post<OrderView>(WXPAY, { packageId: 'vip7' })).body.data;
      await h.db.update(users).set({ isVip: true, vipUntil: null }).where(eq(users.id, id));
      const before = await balance(h.db, id, 'qiubi');
      const buy = await c.post('/api/user/member/buyVip', { planId: 'vip7' });
      expect([buy.status, buy.body.msg]).toEqual([400, '您已是永久会员，无需开通']);
      const order = await c.post(WXPAY, { packageId: 'vip30' });
      expect([order.status, order.body.msg]).toEqual([400, '您已是永久会员，无需开通']);
      expect((await h.db.select().from(paymentOrders).where(eq(paymentOrders.userId, id))).length).toBe(1);
      expect(await h.devNotify(early.orderNo, 800)).toBe(200);
      const [row] = await h.db.select({ vipUntil: users.vipUntil }).from(users).where(eq(users.id, id));
      expect(row?.vipUntil).toBeNull();
      expect(await balance(h.db, id, 'qiubi')).toBe(before);
      const info = await c.get<{ isVip: boolean; vipUntil: string | null }>(
        '/api/user/member/getMemberInfoNew',
      );
      expect(info.body.data).toMatchObject({ isVip: true, vipUntil: null });
      // 球币 packages are still sold to them.
      expect((await c.post(WXPAY, { packageId: 'q6' })).status).toBe(200);
    });

    it('[OC1] OcPcBai/req answers nothing without a click id and records a conversion once with one', async () => {
      const anon = new TestClient(h.gw.url);
      expect((await anon.get('/api/OcPcBai/req')).body).toEqual({ code: 200, msg: '操作成功', data: null });
      expect(
        (await anon.get('/api/OcPcBai/req?LogIdUrl=https%3A%2F%2Fx.cn%2F&newType=3')).body.data,
      ).toBeNull();
      const url = encodeURIComponent('https://x.cn/?bd_vid=abcDEF123');
      expect((await anon.get(`/api/OcPcBai/req?LogIdUrl=${url}&newType=3`)).body.data).toEqual({
        status: 'logged',
      });
      expect((await anon.get(`/api/OcPcBai/req?LogIdUrl=${url}&newType=3`)).body.data).toEqual({
        status: 'duplicate',
      });
    });

    it('[OC2] a registration carrying bd_vid stores the click id and reports register, then a paid order reports pay', async () => {
      const c = new TestClient(h.gw.url, { origin: h.gw.url });
      const phone = `1${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`.replace(/^1[0-2]/, '13');
      await c.get(`/api/user/user/sentCode?phone=${phone}`);
      const code = (await c.get<{ code: string }>(`/api/dev/sms-outbox?phone=${phone}`)).body.data.code;
      const reg = await c.post<{ id: string }>('/api/user/user/register', {
        phone,
        password: 'abc123456',
        confirmPassword: 'abc123456',
        code,
        userName: `oc${Date.now().toString(36)}`,
        bd_vid: 'clickXYZ_1',
      });
      expect(reg.body.code).toBe(200);
      const id = Number(reg.body.data.id);
      expect((await h.db.select({ v: users.bdVid }).from(users).where(eq(users.id, id)))[0]?.v).toBe(
        'clickXYZ_1',
      );
      const order = (await c.post<OrderView>(ALIPAY, { packageId: 'q6' })).body.data;
      await h.devNotify(order.orderNo, 600);
      await expect
        .poll(
          async () =>
            (await h.db.select().from(ocpcConversions).where(eq(ocpcConversions.userId, id)))
              .map((r) => r.ref)
              .sort(),
          {
            timeout: 10_000,
          },
        )
        .toEqual([`pay:${order.orderNo}`, `register:${id}`]);
    });

    it('[FB1] feedback admin: only admins list and close feedback; others get 403', async () => {
      const anon = new TestClient(h.gw.url, { origin: h.gw.url });
      await anon.post('/api/user/feedback/addFeedback', {
        feedbackDetail: '页面打不开',
        feedbackType: '页面出错',
        phone: '',
      });
      const plain = await h.user();
      const admin = await h.user(0, { admin: true });
      expect((await plain.c.get('/api/admin/feedback/list')).body).toMatchObject({
        code: 403,
        msg: '没有权限',
      });
      expect((await anon.get('/api/admin/feedback/list')).body).toMatchObject({ code: 401 });
      const list = await admin.c.get<{
        list: { id: number; feedbackDetail: string; status: string }[];
        total: number;
      }>('/api/admin/feedback/list');
      const item = list.body.data.list.find((f) => f.feedbackDetail === '页面打不开');
      expect(item?.status).toBe('open');
      if (!item) throw new Error('no feedback');
      expect((await plain.c.post('/api/admin/feedback/close', { id: item.id })).body.code).toBe(403);
      expect(
        (await admin.c.post('/api/admin/feedback/close', { id: item.id }, { origin: 'https://evil.example' }))
          .status,
      ).toBe(403);
      expect((await admin.c.post('/api/admin/feedback/close', { id: item.id })).body).toMatchObject({
        code: 200,
        msg: '已处理',
      });
      expect((await h.db.select().from(feedback).where(eq(feedback.id, item.id)))[0]).toMatchObject({
        status: 'closed',
        closedBy: admin.id,
      });
      expect((await admin.c.post('/api/admin/feedback/close', { id: 999999 })).body).toMatchObject({
        code: 404,
        msg: '反馈不存在',
      });
      // An id is a number or its digits: `true` is not feedback 1, nor '0x10' feedback 16.
      for (const id of [true, '0x10', [item.id], 2_147_483_648])
        expect((await admin.c.post('/api/admin/feedback/close', { id })).body).toMatchObject({
          code: 400,
          msg: '反馈编号无效',
        });
      const open = await admin.c.get<{ list: { id: number }[] }>('/api/admin/feedback/list?status=open');
      expect(open.body.data.list.some((f) => f.id === item.id)).toBe(false);
    });
  });
});
