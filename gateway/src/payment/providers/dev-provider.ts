import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type NotifyAck,
  type NotifyInput,
  NotifyRejected,
  type PayProvider,
  type ProviderOrder,
  type QueryResult,
  type VerifiedNotify,
} from './provider.ts';

export const DEV_SIGNATURE_HEADER = 'x-dev-pay-signature';
export const DEV_SANDBOX_PATH = '/api/payment/dev/sandbox';

export interface DevNotifyBody {
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  status: 'SUCCESS' | 'FAIL';
  timestamp: number;
}

/**
 * PAY_PROVIDER=dev (the default): no money moves. The QR code and link open a local sandbox page where a tester
 * approves or fails the payment; the page then calls our notify endpoint exactly as a provider would, with a
 * body signed by HMAC-SHA256 under a key derived from AUTH_SECRET. Refused in production (see payment-routes).
 */
export class DevPayProvider implements PayProvider {
  readonly name = 'dev' as const;
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('kuyi-dev-pay').digest();
  }

  sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('hex');
  }

  /** A signed notify body, as the sandbox sends it. */
  notify(orderNo: string, amountFen: number, paid: boolean): { body: string; signature: string } {
    const payload: DevNotifyBody = {
      orderNo,
      tradeNo: `DEV${Date.now()}${randomBytes(3).toString('hex')}`,
      amountFen,
      status: paid ? 'SUCCESS' : 'FAIL',
      timestamp: Date.now(),
    };
    const body = JSON.stringify(payload);
    return { body, signature: this.sign(body) };
  }

  async create(order: ProviderOrder): Promise<{ qrContent: string }> {
    return { qrContent: `${DEV_SANDBOX_PATH}?orderNo=${encodeURIComponent(order.orderNo)}` };
  }

  /** The QR code is the sandbox page's address: a phone opens it as it is, and approves there. */
  payUrl(qrContent: string): string {
    return qrContent;
  }

  async verifyNotify(input: NotifyInput): Promise<VerifiedNotify> {
    const given = Buffer.from(input.headers[DEV_SIGNATURE_HEADER] ?? '', 'hex');
    const expected = Buffer.from(this.sign(input.rawBody), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new NotifyRejected('bad dev signature');
    let body: DevNotifyBody;
    try {
      body = JSON.parse(input.rawBody) as DevNotifyBody;
    } catch {
      throw new NotifyRejected('bad dev body');
    }
    if (typeof body.orderNo !== 'string' || !Number.isSafeInteger(body.amountFen))
      throw new NotifyRejected('bad dev body');
    return {
      orderNo: body.orderNo,
      amountFen: body.amountFen,
      tradeNo: String(body.tradeNo ?? ''),
      // The sandbox's 模拟失败 is a failed payment: the order closes.
      state: body.status === 'SUCCESS' ? 'paid' : 'closed',
    };
  }

  /** The sandbox keeps no state of its own: an order it never notified is still open. */
  async query(_orderNo: string): Promise<QueryResult> {
    return { state: 'pending' };
  }

  async close(_orderNo: string): Promise<void> {}

  ack(ok: boolean): NotifyAck {
    return ok
      ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' }
      : { status: 400, contentType: 'application/json', body: '{"code":"FAIL"}' };
  }
}
