import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { users } from '../db/schema.ts';
import { OCPC_NEW_TYPE, type OcpcReporter } from '../ocpc/ocpc-reporter.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { loadPayEnv, type PayEnv } from './payment-config.ts';
import { PaymentReconciler } from './payment-reconciler.ts';
import { paymentRoutes } from './payment-routes.ts';
import { type Channel, PaymentService } from './payment-service.ts';
import { AlipayProvider } from './providers/alipay-provider.ts';
import { DevPayProvider } from './providers/dev-provider.ts';
import type { PayProvider } from './providers/provider.ts';
import { WechatPayProvider } from './providers/wechat-provider.ts';

export interface PaymentPluginOptions {
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** The OCPC part, for the paid-order conversion. */
  ocpc?: { reporter(): OcpcReporter };
}

export function providersFor(env: PayEnv, secret: string): Map<Channel, PayProvider> {
  const channels = new Map<Channel, PayProvider>();
  const notify = (name: string) => `${env.PAY_NOTIFY_BASE_URL.replace(/\/$/, '')}/api/payment/notify/${name}`;
  if (env.PAY_PROVIDER.includes('dev')) {
    const dev = new DevPayProvider(secret);
    channels.set('alipay', dev);
    channels.set('wechat', dev);
  }
  if (env.PAY_PROVIDER.includes('alipay'))
    channels.set(
      'alipay',
      new AlipayProvider({
        appId: env.ALIPAY_APP_ID,
        privateKey: env.ALIPAY_PRIVATE_KEY,
        alipayPublicKey: env.ALIPAY_PUBLIC_KEY,
        notifyUrl: notify('alipay'),
        ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}),
      }),
    );
  if (env.PAY_PROVIDER.includes('wechat'))
    channels.set(
      'wechat',
      new WechatPayProvider({
        mchid: env.WECHAT_PAY_MCHID,
        appid: env.WECHAT_PAY_APPID,
        serialNo: env.WECHAT_PAY_SERIAL_NO,
        privateKey: env.WECHAT_PAY_PRIVATE_KEY,
        apiV3Key: env.WECHAT_PAY_API_V3_KEY,
        platformPublicKey: env.WECHAT_PAY_PLATFORM_PUBLIC_KEY,
        notifyUrl: notify('wechat'),
        ...(env.WECHAT_PAY_BASE_URL ? { baseUrl: env.WECHAT_PAY_BASE_URL } : {}),
      }),
    );
  return channels;
}

/**
 * Payments (issue 16): recharge and VIP orders, the providers' notifies, the dev sandbox and the reconciler.
 * Starts after the API part (sessions, database) and the OCPC part.
 */
export function paymentPlugin(
  api: ApiPlugin,
  opts: PaymentPluginOptions = {},
): GatewayPlugin & { service(): PaymentService; reconciler(): PaymentReconciler } {
  let service: PaymentService | null = null;
  let reconciler: PaymentReconciler | null = null;
  return {
    name: 'payment',
    service() {
      if (!service) throw new Error('payment part not started');
      return service;
    },
    reconciler() {
      if (!reconciler) throw new Error('payment part not started');
      return reconciler;
    },
    async start(ctx: GatewayContext, app: Express) {
      const env = loadPayEnv(opts.env ?? process.env);
      const s = api.services();
      const ocpc = opts.ocpc;
      service = new PaymentService(s.db, providersFor(env, s.secret), ctx.logger, {
        orderTtlMs: env.PAY_ORDER_TTL_MS,
        async onCredited(order) {
          if (!ocpc) return;
          const [u] = await s.db.select({ bdVid: users.bdVid }).from(users).where(eq(users.id, order.userId));
          if (!u?.bdVid) return;
          const rep = ocpc.reporter();
          await rep.report({
            ref: `pay:${order.orderNo}`,
            userId: order.userId,
            logidUrl: rep.logidUrlFor(u.bdVid),
            newType: OCPC_NEW_TYPE.pay,
          });
        },
      });
      app.use('/api', paymentRoutes(s, service));
      reconciler = new PaymentReconciler(service, ctx.logger, {
        queryAfterMs: env.PAY_QUERY_AFTER_MS,
        closeAfterMs: env.PAY_ORDER_TTL_MS,
      });
      if (env.PAY_RECONCILE_MS > 0) reconciler.start(env.PAY_RECONCILE_MS);
      ctx.logger.info({ providers: env.PAY_PROVIDER }, 'payments ready');
    },
    async stop() {
      await reconciler?.stop();
      reconciler = null;
    },
  };
}
