import {
  type NotifyAck,
  type NotifyInput,
  NotifyRejected,
  type PayProvider,
  type ProviderOrder,
  type QueryResult,
  type VerifiedNotify,
} from './provider.ts';
import {
  authorization,
  decryptResource,
  type EncryptedResource,
  verifyWechatSignature,
} from './wechat-v3.ts';

/** A WeChat Pay trade_state as our three states: NOTPAY, USERPAYING (and anything new) are still open. */
function tradeState(state: string | undefined): QueryResult['state'] {
  if (state === 'SUCCESS') return 'paid';
  // REFUND: paid, then refunded (转入退款).
  return ['CLOSED', 'REVOKED', 'PAYERROR', 'REFUND'].includes(state ?? '') ? 'closed' : 'pending';
}

export interface WechatPayOptions {
  mchid: string;
  appid: string;
  /** The merchant API certificate's serial number. */
  serialNo: string;
  /** The merchant API private key (PEM). */
  privateKey: string;
  /** The 32-character APIv3 key. */
  apiV3Key: string;
  /** The WeChat Pay platform public key (PEM), to verify responses and notifies. */
  platformPublicKey: string;
  /** Default https://api.mch.weixin.qq.com; tests point it at a local stub. */
  baseUrl?: string;
  notifyUrl: string;
  timeoutMs?: number;
}

interface Transaction {
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  /** A refund notify's (REFUND.SUCCESS) in place of trade_state. */
  refund_status?: string;
  amount?: { total?: number; payer_total?: number; refund?: number };
}

const header = (h: Record<string, string | undefined>, name: string) => h[name] ?? h[name.toLowerCase()];

/**
 * PAY_PROVIDER=wechat: WeChat Pay API v3 Native payment (`code_url`, shown as a QR code). The v3 scheme is
 * implemented on node:crypto (wechat-v3.ts) rather than with `wechatpay-node-v3`: that package pins an old
 * superagent and has no way to send its calls to another host, so it could not be tested against a local stub.
 */
export class WechatPayProvider implements PayProvider {
  readonly name = 'wechat' as const;
  private readonly base: string;

  constructor(private readonly opts: WechatPayOptions) {
    this.base = (opts.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/$/, '');
  }

  private async call<T>(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    payload?: unknown,
  ): Promise<{ status: number; data: T | null }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const res = await fetch(this.base + pathAndQuery, {
      method,
      headers: {
        Authorization: authorization({
          mchid: this.opts.mchid,
          serialNo: this.opts.serialNo,
          privateKey: this.opts.privateKey,
          method,
          pathAndQuery,
          body,
        }),
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'kuyi-gateway',
      },
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
    });
    const text = await res.text();
    const ok = verifyWechatSignature({
      publicKey: this.opts.platformPublicKey,
      timestamp: res.headers.get('wechatpay-timestamp') ?? undefined,
      nonce: res.headers.get('wechatpay-nonce') ?? undefined,
      signature: res.headers.get('wechatpay-signature') ?? undefined,
      body: text,
    });
    if (!ok)
      throw new Error(`wechat pay ${method} ${pathAndQuery}: response signature invalid (${res.status})`);
    return { status: res.status, data: text ? (JSON.parse(text) as T) : null };
  }

  async create(order: ProviderOrder): Promise<{ qrContent: string }> {
    const { status, data } = await this.call<{ code_url?: string; code?: string }>(
      'POST',
      '/v3/pay/transactions/native',
      {
        appid: this.opts.appid,
        mchid: this.opts.mchid,
        description: order.subject,
        out_trade_no: order.orderNo,
        // WeChat's own deadline for the order (RFC 3339, Beijing time): the QR code stops being payable.
        time_expire: beijingRfc3339(Date.now() + order.ttlMs),
        notify_url: this.opts.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      },
    );
    if (status !== 200 || !data?.code_url)
      throw new Error(`wechat native order failed: ${status} ${data?.code ?? ''}`);
    return { qrContent: data.code_url };
  }

  async verifyNotify(input: NotifyInput): Promise<VerifiedNotify> {
    const signed = verifyWechatSignature({
      publicKey: this.opts.platformPublicKey,
      timestamp: header(input.headers, 'wechatpay-timestamp'),
      nonce: header(input.headers, 'wechatpay-nonce'),
      signature: header(input.headers, 'wechatpay-signature'),
      body: input.rawBody,
    });
    if (!signed) throw new NotifyRejected('bad wechat signature');
    let tx: Transaction;
    try {
      const envelope = JSON.parse(input.rawBody) as { resource?: EncryptedResource };
      if (!envelope.resource) throw new Error('no resource');
      tx = JSON.parse(decryptResource(envelope.resource, this.opts.apiV3Key)) as Transaction;
    } catch {
      throw new NotifyRejected('wechat notify resource cannot be decrypted');
    }
    if (tx.mchid !== this.opts.mchid) throw new NotifyRejected('wechat notify for another merchant');
    const amountFen = tx.amount?.total;
    if (!tx.out_trade_no || !Number.isSafeInteger(amountFen)) throw new NotifyRejected('bad wechat notify');
    // A refund made from the merchant platform comes as its own notify: refunded in full, the trade is over
    // (a credited order then reads 已退款, see handleNotify); a part refund leaves it as it stands.
    const fullRefund = tx.refund_status === 'SUCCESS' && tx.amount?.refund === amountFen;
    return {
      orderNo: tx.out_trade_no,
      amountFen: amountFen as number,
      tradeNo: tx.transaction_id ?? '',
      state:
        tx.refund_status !== undefined ? (fullRefund ? 'closed' : 'pending') : tradeState(tx.trade_state),
    };
  }

  async query(orderNo: string): Promise<QueryResult> {
    const { status, data } = await this.call<Transaction & { code?: string }>(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.opts.mchid)}`,
    );
    if (status === 404) return { state: 'pending' };
    if (status !== 200 || !data) throw new Error(`wechat query failed: ${status}`);
    if (data.trade_state === 'SUCCESS')
      return {
        state: 'paid',
        amountFen: data.amount?.total ?? Number.NaN,
        tradeNo: data.transaction_id ?? '',
      };
    return { state: tradeState(data.trade_state) === 'closed' ? 'closed' : 'pending' };
  }

  async close(orderNo: string): Promise<void> {
    const { status } = await this.call(
      'POST',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`,
      {
        mchid: this.opts.mchid,
      },
    );
    if (status !== 204 && status !== 200) throw new Error(`wechat close failed: ${status}`);
  }

  ack(ok: boolean): NotifyAck {
    return ok
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' };
  }
}

/** "2026-11-29T04:35:00+08:00": an instant as WeChat Pay v3 writes times. */
function beijingRfc3339(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}
