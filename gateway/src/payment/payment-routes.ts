import { ok, pageQuerySchema } from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import { eq } from 'drizzle-orm';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import { createLimiter, tryConsume } from '../auth/limiter.ts';
import { badRequest, forbidden, notFound, tooMany } from '../errors.ts';
import { isVipForever, VIP_FOREVER_MSG } from '../member/vip.ts';
import { packageById, RECHARGE_PACKAGES, VIP_PLANS } from './packages.ts';
import { PAY_MSG } from './payment-messages.ts';
import type { Channel, PaymentService } from './payment-service.ts';
import { DEV_SANDBOX_PATH, DEV_SIGNATURE_HEADER, DevPayProvider } from './providers/dev-provider.ts';
import type { ProviderName } from './providers/provider.ts';
import { paymentOrders } from './schema.ts';

const ORDER_NO = /^KY\d{14}[0-9a-f]{12}$/;
const createSchema = z.object({
  packageId: z.string({ error: PAY_MSG.badPackage }).min(1, PAY_MSG.badPackage).max(16, PAY_MSG.badPackage),
});
const orderNoSchema = z.object({
  orderNo: z.string({ error: PAY_MSG.badOrderNo }).regex(ORDER_NO, PAY_MSG.badOrderNo),
});
/** 充值记录's paging: at most 50 a page, like the other lists. */
const ordersSchema = pageQuerySchema({ limit: 20, maxLimit: 50, badPage: PAY_MSG.badPage });
const decideSchema = orderNoSchema.extend({
  result: z.enum(['success', 'fail'], { error: PAY_MSG.badOrderNo }),
});

/**
 * Every sandbox page ends with the way back to the page the fan paid from; a page about an order goes back to that
 * order (`/payment?orderNo=…`, VIP on its tab), so a phone that left the payment page to pay sees its result.
 */
const backLink = (o?: { orderNo: string; product: string }) => {
  const href = o ? `/payment?${o.product === 'vip' ? 'tab=vip&' : ''}orderNo=${o.orderNo}` : '/payment';
  return `<p><a href="${esc(href)}">返回充值中心</a></p>`;
};
const EXPIRED_PAGE = '<h1>该订单已过期</h1><p>请返回充值中心重新下单。</p>';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function sandboxPage(title: string, body: string, order?: { orderNo: string; product: string }): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
.box{border:1px solid #e5e5e5;border-radius:8px;padding:20px}h1{font-size:20px}.amount{font-size:28px;color:#e4393c}
button{font-size:16px;padding:10px 20px;margin:8px 8px 0 0;border-radius:6px;border:0;cursor:pointer}
.ok{background:#1677ff;color:#fff}.fail{background:#eee}.note{color:#888;font-size:13px}</style></head>
<body><div class="box">${body}${backLink(order)}</div></body></html>`;
}

/**
 * Spec §7 Payments: POST /api/user/payment/payment (Alipay), POST /api/payment/wxPay/createOrder (WeChat Pay),
 * the order read the client polls, the providers' notify endpoints and, outside production, the dev sandbox.
 * Nothing the client sends names an amount or a user: the package id picks a row of the server's table, the
 * session names the user, and an order is only ever read by its owner.
 */
export function paymentRoutes(s: ApiServices, payments: PaymentService): Router {
  const r = Router();
  r.use(cookieParser());
  const auth = requireUser(s);
  const creates = createLimiter(s.redis, `${s.keyPrefix}:pay:create`, { points: 20, durationSec: 60 });

  const createRoute = (path: string, channel: Channel) =>
    r.post(path, auth, async (req, res) => {
      const { packageId } = parseOr400(createSchema, req.body);
      const me = userOf(res);
      if (packageById(packageId)?.product === 'vip' && isVipForever(me)) throw badRequest(VIP_FOREVER_MSG);
      if (!(await tryConsume(creates, `u${me.id}`)).ok) throw tooMany(PAY_MSG.tooMany);
      res.setHeader('Cache-Control', 'no-store');
      res.json(ok(await payments.createOrder(me.id, channel, packageId), PAY_MSG.created));
    });
  createRoute('/user/payment/payment', 'alipay');
  createRoute('/payment/wxPay/createOrder', 'wechat');

  r.get('/payment/order', auth, async (req, res) => {
    const { orderNo } = parseOr400(orderNoSchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(ok(await payments.orderFor(userOf(res).id, orderNo)));
  });

  r.post('/payment/order/cancel', auth, async (req, res) => {
    const { orderNo } = parseOr400(orderNoSchema, req.body);
    const me = userOf(res);
    // Each 取消订单 asks the provider: limited like creating orders.
    if (!(await tryConsume(creates, `cancel:u${me.id}`)).ok) throw tooMany(PAY_MSG.tooMany);
    const view = await payments.cancel(me.id, orderNo);
    res.setHeader('Cache-Control', 'no-store');
    res.json(ok(view, view.status === 'credited' ? PAY_MSG.credited : PAY_MSG.cancelled));
  });

  r.get('/payment/orders', auth, async (req, res) => {
    const { page, limit } = parseOr400(ordersSchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(ok(await payments.ordersOf(userOf(res).id, page, limit)));
  });

  // ——— provider notifies (server to server: no session, trusted only by their signatures) ———
  const notify = (name: ProviderName) => async (req: Request, res: Response) => {
    const rawBody =
      (req as Request & { rawBody?: Buffer }).rawBody?.toString('utf8') ??
      (typeof req.body === 'string' ? req.body : '');
    const form: Record<string, string> = {};
    if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body))
      for (const [k, v] of Object.entries(req.body as Record<string, unknown>))
        if (typeof v === 'string') form[k] = v;
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v[0] : v;
    const provider = payments.providerByName(name);
    if (!provider) throw notFound();
    const handled = await payments.handleNotify(name, { headers, rawBody, form });
    const ack = provider.ack(handled);
    res.status(ack.status).type(ack.contentType).send(ack.body);
  };
  r.post('/payment/notify/alipay', express.urlencoded({ extended: false, limit: '32kb' }), notify('alipay'));
  r.post('/payment/notify/wechat', notify('wechat'));
  r.post('/payment/notify/dev', notify('dev'));

  // ——— dev sandbox (PAY_PROVIDER=dev, never in production) ———
  const dev = payments.providerByName('dev');
  const sandboxOn = dev instanceof DevPayProvider && s.nodeEnv !== 'production';
  const sandbox = (_req: Request, _res: Response, next: () => void) => {
    if (!sandboxOn) throw forbidden(PAY_MSG.sandboxOff);
    next();
  };
  r.get('/payment/packages', (_req, res) => {
    res.json(
      ok({
        recharge: RECHARGE_PACKAGES.map((p) => ({
          packageId: p.id,
          amount: (p.amountFen / 100).toFixed(2),
          qiubi: (p.qiubiFen / 100).toFixed(2),
          title: p.title,
          bonus: p.bonus,
        })),
        vip: VIP_PLANS.map((p) => ({
          packageId: p.id,
          amount: (p.priceFen / 100).toFixed(2),
          days: p.days,
          title: p.title,
        })),
        channels: [...payments.channels.keys()],
        sandbox: sandboxOn,
      }),
    );
  });

  r.get(DEV_SANDBOX_PATH.replace('/api', ''), sandbox, async (req, res) => {
    const { orderNo } = parseOr400(orderNoSchema, req.query);
    const [o] = await s.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    if (o?.provider !== 'dev') throw notFound(PAY_MSG.noOrder);
    const channel = o.channel === 'wechat' ? '微信支付' : '支付宝';
    // Past its lifetime (the reconciler has not closed it yet): nothing to pay, like a real provider's closed trade.
    const expired = o.status === 'created' && payments.viewOf(o).expired;
    const body = expired
      ? `${EXPIRED_PAGE}<p>订单号 ${esc(o.orderNo)}</p>`
      : o.status === 'created'
        ? `<h1>沙箱支付（${channel}）</h1><p>订单号 ${esc(o.orderNo)}</p><p class="amount">¥${(o.amountFen / 100).toFixed(2)}</p>
<form method="post" action="${DEV_SANDBOX_PATH}/decide"><input type="hidden" name="orderNo" value="${esc(o.orderNo)}">
<button class="ok" name="result" value="success">确认支付</button><button class="fail" name="result" value="fail">支付失败</button></form>
<p class="note">开发环境沙箱：不会产生真实扣款。</p>`
        : `<h1>订单${o.status === 'credited' ? '已支付' : '已关闭'}</h1><p>订单号 ${esc(o.orderNo)}</p>`;
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(sandboxPage('沙箱支付', body, o));
  });
  r.post(
    `${DEV_SANDBOX_PATH.replace('/api', '')}/decide`,
    sandbox,
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req, res) => {
      const { orderNo, result } = parseOr400(decideSchema, req.body);
      const [o] = await s.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
      if (o?.provider !== 'dev' || !(dev instanceof DevPayProvider)) throw notFound(PAY_MSG.noOrder);
      // A page opened before the order expired, approved after: the provider would refuse it too.
      if (result === 'success' && o.status === 'created' && payments.viewOf(o).expired) {
        res.type('html').send(sandboxPage('沙箱支付', EXPIRED_PAGE, o));
        return;
      }
      // Like a real provider: the payment service hears of it only through the signed notify.
      const { body, signature } = dev.notify(o.orderNo, o.amountFen, result === 'success');
      const answer = await fetch(`${req.protocol}://${req.get('host')}/api/payment/notify/dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEV_SIGNATURE_HEADER]: signature },
        body,
      });
      const done = answer.ok;
      const text =
        result === 'success'
          ? done
            ? '<h1>支付成功</h1><p>请返回原页面查看到账情况。</p>'
            : '<h1>通知失败</h1><p>支付结果未能通知商户，请稍后重试。</p>'
          : '<h1>支付失败</h1><p>订单已关闭，请返回原页面重新下单。</p>';
      res.type('html').send(sandboxPage('沙箱支付', text, o));
    },
  );
  return r;
}
