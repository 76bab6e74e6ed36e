import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../arena/arena-test-logger.ts';
import { OcpcReporter } from '../ocpc/ocpc-reporter.ts';
import { balance } from '../wallet/ledger.ts';
import { assertLedgerBalanced } from '../wallet/testing/ledger-check.ts';
import { PAY_MSG } from './payment-messages.ts';
import type { OrderView } from './payment-service.ts';
import { decryptResource } from './providers/wechat-v3.ts';
import { paymentOrders } from './schema.ts';
import { type PayHarness, startPayments } from './testing/payment-test-kit.ts';
import {
  alipayNotify,
  encryptResource,
  rsaPair,
  startAlipayStub,
  startWechatStub,
  wechatHeaders,
} from './testing/provider-stubs.ts';

/**
 * The real providers' signing and verification (alipay-sdk RSA2; WeChat Pay v3 RSA-SHA256 + AES-256-GCM) run
 * against local stubs of each provider's API, with keys generated here. PGlite only: the database side is the
 * same as in payment.contract.test.ts.
 */
describe('Alipay (RSA2, alipay-sdk) and WeChat Pay v3 against local stubs', () => {
  const app = rsaPair();
  const alipayKeys = rsaPair();
  const merchant = rsaPair();
  const platform = rsaPair();
  const apiV3Key = `${'k'.repeat(16)}v3v3v3v3v3v3v3v3`;
  const mchid = '1900000109';
  let alipay: Awaited<ReturnType<typeof startAlipayStub>>;
  let wechat: Awaited<ReturnType<typeof startWechatStub>>;
  let h: PayHarness;

  beforeAll(async () => {
    alipay = await startAlipayStub({ appPublicKey: app.publicKey, alipayPrivateKey: alipayKeys.privateKey });
    wechat = await startWechatStub({
      merchantPublicKey: merchant.publicKey,
      platformPrivateKey: platform.privateKey,
      mchid,
    });
    h = await startPayments('PGlite', {
      PAY_PROVIDER: 'alipay,wechat',
      PAY_NOTIFY_BASE_URL: 'https://pay.example.com',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: app.privateKey.replace(/\n/g, '\\n'),
      ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
      ALIPAY_GATEWAY: alipay.gateway,
      WECHAT_PAY_MCHID: mchid,
      WECHAT_PAY_APPID: 'wx0000000000000001',
      WECHAT_PAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHAT_PAY_PRIVATE_KEY: merchant.privateKey,
      WECHAT_PAY_API_V3_KEY: apiV3Key,
      WECHAT_PAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHAT_PAY_BASE_URL: wechat.url,
    });
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
    await alipay?.close();
    await wechat?.close();
  });

  const statusOf = async (orderNo: string) =>
    (await h.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]?.status;
  const postForm = (path: string, form: Record<string, string>) =>
    fetch(h.gw.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(form).toString(),
    }).then(async (r) => ({ status: r.status, text: await r.text() }));
  const postWechat = (body: string, headers: Record<string, string>) =>
    fetch(`${h.gw.url}/api/payment/notify/wechat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }).then(async (r) => ({ status: r.status, text: await r.text() }));

  it('[PAY8] Alipay: precreate is RSA2-signed and its signed answer gives the QR code; a signed notify credits once, a forged or tampered one nothing', async () => {
    const { id, c } = await h.user();
    const res = await c.post<OrderView>('/api/user/payment/payment', { packageId: 'q68' });
    expect(res.body.code).toBe(200);
    const order = res.body.data;
    expect(order.qrContent).toBe(`https://qr.alipay.com/stub${order.orderNo}`);
    // [PAY9] On a phone the same qr_code link opens Alipay in this browser: the same trade, the same notify.
    expect(order.payUrl).toBe(order.qrContent);
    const call = alipay.calls.find((x) => x.biz.out_trade_no === order.orderNo);
    expect(call).toMatchObject({
      method: 'alipay.trade.precreate',
      signatureOk: true,
      biz: { total_amount: '68.00' },
    });
    // Alipay is told the order's lifetime: its QR code stops being payable when the order closes here.
    expect(call?.biz.timeout_express).toMatch(/^\d+m$/);
    expect(call?.biz.qr_code_timeout_express).toBe(call?.biz.timeout_express);

    const fields = {
      app_id: '2021000000000001',
      out_trade_no: order.orderNo,
      trade_no: '2026112422001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '68.00',
    };
    const tampered = { ...alipayNotify(fields, alipayKeys.privateKey), total_amount: '0.01' };
    expect((await postForm('/api/payment/notify/alipay', tampered)).text).toBe('fail');
    const forged = alipayNotify(fields, rsaPair().privateKey);
    expect((await postForm('/api/payment/notify/alipay', forged)).text).toBe('fail');
    const cheap = alipayNotify({ ...fields, total_amount: '0.01' }, alipayKeys.privateKey);
    expect((await postForm('/api/payment/notify/alipay', cheap)).text).toBe('fail');
    expect(await balance(h.db, id, 'qiubi')).toBe(0);

    const good = alipayNotify(fields, alipayKeys.privateKey);
    for (let i = 0; i < 3; i++)
      expect((await postForm('/api/payment/notify/alipay', good)).text).toBe('success');
    expect(await statusOf(order.orderNo)).toBe('credited');
    expect(await balance(h.db, id, 'qiubi')).toBe(7300);
    await assertLedgerBalanced(h.db);
  });

  it('[PAY8] Alipay: a WAIT_BUYER_PAY notify (the fan scanned, has not paid) leaves the order open to pay; TRADE_CLOSED closes it', async () => {
    const { id, c } = await h.user();
    const open = (await c.post<OrderView>('/api/user/payment/payment', { packageId: 'q6' })).body.data;
    const fields = (orderNo: string, trade_status: string) => ({
      app_id: '2021000000000001',
      out_trade_no: orderNo,
      trade_no: `t${orderNo}`,
      trade_status,
      total_amount: '6.00',
    });
    const scanned = alipayNotify(fields(open.orderNo, 'WAIT_BUYER_PAY'), alipayKeys.privateKey);
    expect((await postForm('/api/payment/notify/alipay', scanned)).text).toBe('success');
    expect(await statusOf(open.orderNo)).toBe('created');
    const paid = alipayNotify(fields(open.orderNo, 'TRADE_SUCCESS'), alipayKeys.privateKey);
    expect((await postForm('/api/payment/notify/alipay', paid)).text).toBe('success');
    expect(await statusOf(open.orderNo)).toBe('credited');
    expect(await balance(h.db, id, 'qiubi')).toBe(600);

    const other = (await c.post<OrderView>('/api/user/payment/payment', { packageId: 'q6' })).body.data;
    const closed = alipayNotify(fields(other.orderNo, 'TRADE_CLOSED'), alipayKeys.privateKey);
    expect((await postForm('/api/payment/notify/alipay', closed)).text).toBe('success');
    expect(await statusOf(other.orderNo)).toBe('closed');
    expect(await balance(h.db, id, 'qiubi')).toBe(600);
    await assertLedgerBalanced(h.db);
  });

  it('[PAY8] Alipay: TRADE_CLOSED for a credited order (refunded in full from the merchant console) marks it 已退款; coins are settled by hand', async () => {
    const { id, c } = await h.user();
    const order = (await c.post<OrderView>('/api/user/payment/payment', { packageId: 'q6' })).body.data;
    const fields = (trade_status: string) => ({
      app_id: '2021000000000001',
      out_trade_no: order.orderNo,
      trade_no: `t${order.orderNo}`,
      trade_status,
      total_amount: '6.00',
    });
    const paid = alipayNotify(fields('TRADE_SUCCESS'), alipayKeys.privateKey);
    expect((await postForm('/api/payment/notify/alipay', paid)).text).toBe('success');
    const refunded = alipayNotify(fields('TRADE_CLOSED'), alipayKeys.privateKey);
    expect((await postForm('/api/payment/notify/alipay', refunded)).text).toBe('success');
    expect(await statusOf(order.orderNo)).toBe('refunded');
    const mine = await c.get<OrderView>(`/api/payment/order?orderNo=${order.orderNo}`);
    expect(mine.body.data?.status).toBe('refunded');
    // A repeated paid notify does not credit it again.
    expect((await postForm('/api/payment/notify/alipay', paid)).text).toBe('success');
    expect(await statusOf(order.orderNo)).toBe('refunded');
    expect(await balance(h.db, id, 'qiubi')).toBe(600);
    await assertLedgerBalanced(h.db);
  });

  it('[PAY6] Alipay: a paid order whose notify never came is credited by the reconciler querying the provider, once', async () => {
    const { id, c } = await h.user();
    const order = (await c.post<OrderView>('/api/user/payment/payment', { packageId: 'q6' })).body.data;
    const trade = alipay.trades.get(order.orderNo);
    if (!trade) throw new Error('stub has no trade');
    trade.status = 'TRADE_SUCCESS';
    const service = h.payment.service();
    const passes = await Promise.all(
      [0, 1].map(() => service.reconcile({ queryAfterMs: 0, closeAfterMs: 3_600_000 })),
    );
    expect(passes.reduce((n, p) => n + p.credited, 0)).toBe(1);
    expect(await statusOf(order.orderNo)).toBe('credited');
    expect(await balance(h.db, id, 'qiubi')).toBe(600);
    expect(alipay.calls.filter((x) => x.method === 'alipay.trade.query').every((x) => x.signatureOk)).toBe(
      true,
    );
  });

  it('[PAY8] WeChat Pay v3: the Native order carries a valid RSA-SHA256 Authorization and returns code_url', async () => {
    const { c } = await h.user();
    const res = await c.post<OrderView>('/api/payment/wxPay/createOrder', { packageId: 'q30' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.qrContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=stub/);
    // [PAY9] A Native code_url opens only in WeChat's scanner: no pay URL for a phone's browser, the QR code alone.
    expect(res.body.data.payUrl).toBe('');
    const call = wechat.calls.find(
      (x) =>
        x.path === '/v3/pay/transactions/native' && (x.body.out_trade_no as string) === res.body.data.orderNo,
    );
    // WeChat is told when the order stops being payable, in Beijing time, minutes from now.
    const expires = Date.parse(String(call?.body.time_expire));
    expect(String(call?.body.time_expire)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(expires).toBeGreaterThan(Date.now());
    expect(call).toMatchObject({
      signatureOk: true,
      body: {
        mchid,
        amount: { total: 3000, currency: 'CNY' },
        notify_url: 'https://pay.example.com/api/payment/notify/wechat',
      },
    });
  });

  it('[PAY8] WeChat Pay v3: a signed, AES-256-GCM notify credits once; a bad signature, a stale one, tampered ciphertext or amount nothing; a full refund notify marks it 已退款', async () => {
    const { id, c } = await h.user();
    const order = (await c.post<OrderView>('/api/payment/wxPay/createOrder', { packageId: 'q30' })).body.data;
    const tx = (total: number) =>
      JSON.stringify({
        mchid,
        appid: 'wx0000000000000001',
        out_trade_no: order.orderNo,
        transaction_id: '4200000001',
        trade_state: 'SUCCESS',
        amount: { total, payer_total: total },
      });
    const envelope = (plain: string) =>
      JSON.stringify({
        id: 'EV-1',
        create_time: '2026-11-24T18:00:00+08:00',
        event_type: 'TRANSACTION.SUCCESS',
        resource_type: 'encrypt-resource',
        resource: encryptResource(plain, apiV3Key),
      });

    const body = envelope(tx(3000));
    expect(decryptResource(JSON.parse(body).resource, apiV3Key)).toBe(tx(3000));
    expect((await postWechat(body, wechatHeaders(body, rsaPair().privateKey))).status).toBe(400);
    expect(
      (await postWechat(body, wechatHeaders(body, platform.privateKey, Date.now() - 10 * 60_000))).status,
    ).toBe(400);
    const parsed = JSON.parse(body);
    const ct = Buffer.from(parsed.resource.ciphertext, 'base64');
    ct[0] = (ct[0] ?? 0) ^ 1;
    parsed.resource.ciphertext = ct.toString('base64');
    const broken = JSON.stringify(parsed);
    expect((await postWechat(broken, wechatHeaders(broken, platform.privateKey))).status).toBe(400);
    const cheap = envelope(tx(1));
    expect((await postWechat(cheap, wechatHeaders(cheap, platform.privateKey))).status).toBe(400);
    expect(await balance(h.db, id, 'qiubi')).toBe(0);

    for (let i = 0; i < 3; i++)
      expect((await postWechat(body, wechatHeaders(body, platform.privateKey))).status).toBe(204);
    expect(await statusOf(order.orderNo)).toBe('credited');
    expect(await balance(h.db, id, 'qiubi')).toBe(3100);
    await assertLedgerBalanced(h.db);

    // A part refund from the merchant platform changes nothing here; a full one marks the order 已退款.
    const refund = (refunded: number) =>
      envelope(
        JSON.stringify({
          mchid,
          out_trade_no: order.orderNo,
          transaction_id: '4200000001',
          out_refund_no: `R${refunded}`,
          refund_id: `5030${refunded}`,
          refund_status: 'SUCCESS',
          amount: { total: 3000, refund: refunded, payer_total: 3000, payer_refund: refunded },
        }),
      );
    const part = refund(1000);
    expect((await postWechat(part, wechatHeaders(part, platform.privateKey))).status).toBe(204);
    expect(await statusOf(order.orderNo)).toBe('credited');
    const full = refund(3000);
    expect((await postWechat(full, wechatHeaders(full, platform.privateKey))).status).toBe(204);
    expect(await statusOf(order.orderNo)).toBe('refunded');
    expect(await balance(h.db, id, 'qiubi')).toBe(3100);
    await assertLedgerBalanced(h.db);
  });

  it('[PAY6] WeChat Pay v3: the reconciler closes an unpaid order at the provider and here after its lifetime', async () => {
    const { c } = await h.user();
    const order = (await c.post<OrderView>('/api/payment/wxPay/createOrder', { packageId: 'q6' })).body.data;
    const service = h.payment.service();
    await service.reconcile({
      queryAfterMs: 0,
      closeAfterMs: 30 * 60_000,
      now: Date.now() + 31 * 60_000,
      batch: 1000,
    });
    expect(await statusOf(order.orderNo)).toBe('closed');
    expect(wechat.trades.get(order.orderNo)?.state).toBe('CLOSED');
  });

  it('[PAY8] a provider answer with a bad signature is not trusted: the order fails with a Chinese message and is closed', async () => {
    const forger = await startWechatStub({
      merchantPublicKey: merchant.publicKey,
      platformPrivateKey: platform.privateKey,
      mchid,
      badResponseSignature: true,
    });
    const h2 = await startPayments('PGlite', {
      PAY_PROVIDER: 'wechat',
      PAY_NOTIFY_BASE_URL: 'https://pay.example.com',
      WECHAT_PAY_MCHID: mchid,
      WECHAT_PAY_APPID: 'wx0000000000000001',
      WECHAT_PAY_SERIAL_NO: 'SERIAL',
      WECHAT_PAY_PRIVATE_KEY: merchant.privateKey,
      WECHAT_PAY_API_V3_KEY: apiV3Key,
      WECHAT_PAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHAT_PAY_BASE_URL: forger.url,
    });
    try {
      const { id, c } = await h2.user();
      const res = await c.post('/api/payment/wxPay/createOrder', { packageId: 'q6' });
      expect(res.body).toEqual({ code: 502, msg: PAY_MSG.providerFailed, data: null });
      expect((await h2.db.select().from(paymentOrders).where(eq(paymentOrders.userId, id)))[0]?.status).toBe(
        'closed',
      );
      // Alipay is not configured on this gateway.
      expect((await c.post('/api/user/payment/payment', { packageId: 'q6' })).body).toMatchObject({
        code: 400,
        msg: PAY_MSG.badChannel,
      });
    } finally {
      await h2.stop();
      await forger.close();
    }
  }, 180_000);

  it('[OC2] with OCPC_TOKEN a conversion is POSTed to the OCPC endpoint once, as Baidu expects it', async () => {
    const received: unknown[] = [];
    const stub = express();
    stub.use(express.json());
    stub.post('/ocpcapi/api/uploadConvertData', (req, res) => {
      received.push(req.body);
      res.json({ header: { status: 0, desc: 'success' } });
    });
    const server = stub.listen(0, '127.0.0.1');
    await new Promise<void>((r) => server.once('listening', () => r()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ocpcapi/api/uploadConvertData`;
      const rep = new OcpcReporter(h.db, silentLogger, {
        token: 'tok123',
        url,
        landingUrl: 'https://www.kuyisports.com/',
      });
      const logidUrl = rep.logidUrlFor('vid_A1');
      expect(logidUrl).toBe('https://www.kuyisports.com/?bd_vid=vid_A1');
      expect(await rep.report({ ref: 'pay:test-1', userId: null, logidUrl, newType: 10 })).toBe('sent');
      expect(await rep.report({ ref: 'pay:test-1', userId: null, logidUrl, newType: 10 })).toBe('duplicate');
      expect(
        await rep.report({ ref: 'pay:test-2', userId: null, logidUrl: 'https://x.cn/', newType: 10 }),
      ).toBe('none');
      expect(received).toEqual([{ token: 'tok123', conversionTypes: [{ logidUrl, newType: 10 }] }]);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
