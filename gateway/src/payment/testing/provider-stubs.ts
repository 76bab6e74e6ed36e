import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { parseAuthorization, requestMessage } from '../providers/wechat-v3.ts';

export const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

async function listen(app: express.Express) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Alipay's content to sign: sorted `k=v` pairs without sign (and, for notifies, with sign_type). */
export function alipaySignContent(params: Record<string, string>, dropSignType: boolean): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && !(dropSignType && k === 'sign_type') && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const rsa2 = (content: string, privateKey: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');

/**
 * A stand-in for Alipay's open gateway: checks every request's RSA2 signature with the app's public key and
 * signs every response with "Alipay's" private key, as the real gateway does. `trades` says how each order stands.
 */
export async function startAlipayStub(opts: { appPublicKey: string; alipayPrivateKey: string }) {
  const trades = new Map<string, { status: string; totalAmount: string }>();
  const calls: { method: string; signatureOk: boolean; biz: Record<string, string> }[] = [];
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.post('/gateway.do', (req, res) => {
    const params: Record<string, string> = {
      ...(req.query as Record<string, string>),
      ...(req.body as Record<string, string>),
    };
    const signatureOk = createVerify('RSA-SHA256')
      .update(alipaySignContent(params, false), 'utf8')
      .verify(opts.appPublicKey, params.sign ?? '', 'base64');
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const method = params.method ?? '';
    calls.push({ method, signatureOk, biz });
    const key = `${method.replaceAll('.', '_')}_response`;
    let inner: Record<string, string>;
    if (!signatureOk) inner = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' };
    else if (method === 'alipay.trade.precreate') {
      trades.set(biz.out_trade_no ?? '', { status: 'WAIT_BUYER_PAY', totalAmount: biz.total_amount ?? '' });
      inner = {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no ?? '',
        qr_code: `https://qr.alipay.com/stub${biz.out_trade_no}`,
      };
    } else if (method === 'alipay.trade.query') {
      const t = trades.get(biz.out_trade_no ?? '');
      inner = t
        ? {
            code: '10000',
            msg: 'Success',
            out_trade_no: biz.out_trade_no ?? '',
            trade_no: `2026${biz.out_trade_no}`,
            trade_status: t.status,
            total_amount: t.totalAmount,
          }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
    } else if (method === 'alipay.trade.close') {
      const t = trades.get(biz.out_trade_no ?? '');
      if (t) t.status = 'TRADE_CLOSED';
      inner = { code: '10000', msg: 'Success' };
    } else inner = { code: '40004', msg: 'Business Failed', sub_code: 'unknown method' };
    const json = JSON.stringify(inner);
    res.type('application/json').send(`{"${key}":${json},"sign":"${rsa2(json, opts.alipayPrivateKey)}"}`);
  });
  const s = await listen(app);
  return { ...s, gateway: `${s.url}/gateway.do`, trades, calls };
}

/** An Alipay async notify (form fields) signed with "Alipay's" private key. */
export function alipayNotify(
  fields: Record<string, string>,
  alipayPrivateKey: string,
): Record<string, string> {
  const all = {
    notify_time: '2026-11-24 18:00:00',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(8).toString('hex'),
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    ...fields,
  };
  return { ...all, sign: rsa2(alipaySignContent(all, true), alipayPrivateKey) };
}

export function wechatHeaders(body: string, platformPrivateKey: string, now = Date.now()) {
  const ts = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${ts}\n${nonce}\n${body}\n`)
    .sign(platformPrivateKey, 'base64');
  return {
    'wechatpay-timestamp': ts,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': 'PUB_KEY_ID_STUB',
  };
}

/** AEAD_AES_256_GCM as WeChat Pay encrypts a notify's resource. */
export function encryptResource(plain: string, apiV3Key: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const enc = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: enc.toString('base64'),
    associated_data: 'transaction',
    nonce,
    original_type: 'transaction',
  };
}

/**
 * A stand-in for WeChat Pay API v3: checks each request's WECHATPAY2-SHA256-RSA2048 Authorization with the
 * merchant's public key and signs each response with the platform private key.
 */
export async function startWechatStub(opts: {
  merchantPublicKey: string;
  platformPrivateKey: string;
  mchid: string;
  badResponseSignature?: boolean;
}) {
  const trades = new Map<string, { state: string; total: number }>();
  const calls: { path: string; signatureOk: boolean; body: Record<string, unknown> }[] = [];
  const app = express();
  app.use(express.text({ type: '*/*' }));
  const reply = (res: express.Response, status: number, payload: unknown) => {
    const body = payload === null ? '' : JSON.stringify(payload);
    const headers = wechatHeaders(body, opts.platformPrivateKey);
    if (opts.badResponseSignature) headers['wechatpay-signature'] = Buffer.from('forged').toString('base64');
    res.status(status).set(headers).type('application/json').send(body);
  };
  app.use((req, res, next) => {
    const auth = parseAuthorization(req.get('authorization') ?? '');
    const body = typeof req.body === 'string' ? req.body : '';
    const signatureOk =
      !!auth &&
      auth.mchid === opts.mchid &&
      createVerify('RSA-SHA256')
        .update(requestMessage(req.method, req.originalUrl, auth.timestamp ?? '', auth.nonce_str ?? '', body))
        .verify(opts.merchantPublicKey, auth.signature ?? '', 'base64');
    calls.push({
      path: req.originalUrl,
      signatureOk,
      body: body ? (JSON.parse(body) as Record<string, unknown>) : {},
    });
    if (!signatureOk) return reply(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    next();
  });
  app.post('/v3/pay/transactions/native', (req, res) => {
    const b = JSON.parse(req.body as string) as { out_trade_no: string; amount: { total: number } };
    trades.set(b.out_trade_no, { state: 'NOTPAY', total: b.amount.total });
    reply(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=stub${b.out_trade_no.slice(-6)}` });
  });
  app.get('/v3/pay/transactions/out-trade-no/:no', (req, res) => {
    const t = trades.get(req.params.no);
    if (!t) return reply(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    reply(res, 200, {
      mchid: opts.mchid,
      out_trade_no: req.params.no,
      transaction_id: `42000${req.params.no.slice(-8)}`,
      trade_state: t.state,
      amount: { total: t.total, payer_total: t.total },
    });
  });
  app.post('/v3/pay/transactions/out-trade-no/:no/close', (req, res) => {
    const t = trades.get(req.params.no);
    if (t) t.state = 'CLOSED';
    reply(res, 204, null);
  });
  const s = await listen(app);
  return { ...s, trades, calls };
}
