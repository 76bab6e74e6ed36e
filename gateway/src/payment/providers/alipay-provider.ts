import { AlipaySdk } from 'alipay-sdk';
import {
  fenToYuan,
  type NotifyAck,
  type NotifyInput,
  NotifyRejected,
  type PayProvider,
  type ProviderOrder,
  type QueryResult,
  type VerifiedNotify,
  yuanToFen,
} from './provider.ts';

export interface AlipayOptions {
  appId: string;
  /** The app's RSA private key (PKCS#1 or PKCS#8 PEM, or the bare base64 Alipay's tool prints). */
  privateKey: string;
  /** Alipay's RSA public key, to verify responses and notifies. */
  alipayPublicKey: string;
  /** Default https://openapi.alipay.com/gateway.do; tests point it at a local stub. */
  gateway?: string;
  notifyUrl: string;
  timeoutMs?: number;
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** An Alipay trade_status as our three states: WAIT_BUYER_PAY (and anything new) is still open. */
function tradeState(status: string | undefined): QueryResult['state'] {
  if (PAID.has(status ?? '')) return 'paid';
  return status === 'TRADE_CLOSED' ? 'closed' : 'pending';
}

/**
 * PAY_PROVIDER=alipay: 当面付 precreate (a QR code the user scans with the Alipay app), through the official
 * `alipay-sdk` with RSA2 (SHA256withRSA) request signatures; every response and notify is verified with Alipay's
 * public key (`validateSign`, `checkNotifySignV2`).
 */
export class AlipayProvider implements PayProvider {
  readonly name = 'alipay' as const;
  private readonly sdk: AlipaySdk;

  constructor(private readonly opts: AlipayOptions) {
    this.sdk = new AlipaySdk({
      appId: opts.appId,
      privateKey: opts.privateKey,
      keyType: opts.privateKey.includes('BEGIN PRIVATE KEY') ? 'PKCS8' : 'PKCS1',
      alipayPublicKey: opts.alipayPublicKey,
      signType: 'RSA2',
      timeout: opts.timeoutMs ?? 5000,
      ...(opts.gateway ? { gateway: opts.gateway } : {}),
    });
  }

  async create(order: ProviderOrder): Promise<{ qrContent: string }> {
    const res = await this.sdk.exec(
      'alipay.trade.precreate',
      {
        notifyUrl: this.opts.notifyUrl,
        bizContent: {
          outTradeNo: order.orderNo,
          totalAmount: fenToYuan(order.amountFen),
          subject: order.subject,
          // Alipay's own deadline for the trade and its QR code (whole minutes, at least 1).
          timeoutExpress: `${Math.max(1, Math.floor(order.ttlMs / 60_000))}m`,
          qrCodeTimeoutExpress: `${Math.max(1, Math.floor(order.ttlMs / 60_000))}m`,
        },
      },
      { validateSign: true },
    );
    if (res.code !== '10000' || typeof res.qrCode !== 'string')
      throw new Error(`alipay precreate failed: ${res.code} ${res.subCode ?? ''} ${res.subMsg ?? ''}`);
    return { qrContent: res.qrCode };
  }

  /**
   * 当面付's qr_code is an https://qr.alipay.com/… link: opened in a phone's browser it hands the same trade to the
   * Alipay app (唤起支付宝), which pays it as a scan would; the notify and query are the precreate's.
   */
  payUrl(qrContent: string): string {
    return /^https:\/\/qr\.alipay\.com\//.test(qrContent) ? qrContent : '';
  }

  async verifyNotify(input: NotifyInput): Promise<VerifiedNotify> {
    const form = input.form;
    // Values arrive already URL-decoded by the body parser: verify them as they are.
    if (!this.sdk.checkNotifySignV2(form)) throw new NotifyRejected('bad alipay signature');
    if (form.app_id !== this.opts.appId) throw new NotifyRejected('alipay notify for another app');
    const amountFen = yuanToFen(form.total_amount ?? '');
    if (!form.out_trade_no || !Number.isSafeInteger(amountFen)) throw new NotifyRejected('bad alipay notify');
    return {
      orderNo: form.out_trade_no,
      amountFen,
      tradeNo: form.trade_no ?? '',
      state: tradeState(form.trade_status),
    };
  }

  async query(orderNo: string): Promise<QueryResult> {
    const res = await this.sdk.exec(
      'alipay.trade.query',
      { bizContent: { outTradeNo: orderNo } },
      { validateSign: true },
    );
    if (res.code === '40004' && res.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'pending' };
    if (res.code !== '10000') throw new Error(`alipay query failed: ${res.code} ${res.subCode ?? ''}`);
    const status = String(res.tradeStatus ?? '');
    if (tradeState(status) === 'paid')
      return {
        state: 'paid',
        amountFen: yuanToFen(String(res.totalAmount)),
        tradeNo: String(res.tradeNo ?? ''),
      };
    return { state: tradeState(status) === 'closed' ? 'closed' : 'pending' };
  }

  async close(orderNo: string): Promise<void> {
    const res = await this.sdk.exec(
      'alipay.trade.close',
      { bizContent: { outTradeNo: orderNo } },
      { validateSign: true },
    );
    // A precreated order nobody scanned does not exist at Alipay yet: nothing to close.
    if (res.code !== '10000' && res.subCode !== 'ACQ.TRADE_NOT_EXIST')
      throw new Error(`alipay close failed: ${res.code} ${res.subCode ?? ''}`);
  }

  ack(ok: boolean): NotifyAck {
    return { status: 200, contentType: 'text/plain', body: ok ? 'success' : 'fail' };
  }
}
