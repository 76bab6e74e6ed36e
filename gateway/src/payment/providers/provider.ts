/** What the order service asks of a payment provider (dev sandbox, Alipay, WeChat Pay v3). */
export type ProviderName = 'dev' | 'alipay' | 'wechat';

export interface ProviderOrder {
  orderNo: string;
  amountFen: number;
  subject: string;
  /**
   * How long the order may be paid (PAY_ORDER_TTL_MS), told to the provider: a QR code it keeps payable after
   * we closed the order (取消, 已过期) would take money the reconciler no longer looks for.
   */
  ttlMs: number;
}

/** What a provider says about an order: paid (with the amount it took), still open, or closed for good. */
export type QueryResult =
  | { state: 'paid'; amountFen: number; tradeNo: string }
  | { state: 'pending' }
  | { state: 'closed' };

/**
 * A notify whose signature checked out, and what it says of the trade: paid, closed or failed for good, or still
 * open (Alipay can be set to notify WAIT_BUYER_PAY the moment a fan scans the code, before paying).
 */
export interface VerifiedNotify {
  orderNo: string;
  amountFen: number;
  tradeNo: string;
  state: QueryResult['state'];
}

export interface NotifyInput {
  headers: Record<string, string | undefined>;
  /** The body exactly as received (WeChat signs the bytes). */
  rawBody: string;
  /** The parsed form (Alipay posts application/x-www-form-urlencoded). */
  form: Record<string, string>;
}

/** How to answer the provider's notify so it stops (ok) or retries (not ok). */
export interface NotifyAck {
  status: number;
  contentType: string;
  body: string;
}

export interface PayProvider {
  readonly name: ProviderName;
  /** Creates the provider's order; answers what the QR code encodes. */
  create(order: ProviderOrder): Promise<{ qrContent: string }>;
  /**
   * [PAY9] The address a phone's own browser opens to pay the order whose QR code encodes `qrContent` — the same
   * provider order, so the payment is confirmed by the same notify (or query) as a scan. '' (or no method) when the
   * QR code can only be scanned: the page then offers the QR code alone.
   */
  payUrl?(qrContent: string): string;
  /** Checks the signature and reads the notify; throws NotifyRejected when it cannot be trusted. */
  verifyNotify(input: NotifyInput): Promise<VerifiedNotify>;
  query(orderNo: string): Promise<QueryResult>;
  /** Closes the provider's order so it can no longer be paid. */
  close(orderNo: string): Promise<void>;
  ack(ok: boolean): NotifyAck;
}

export class NotifyRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotifyRejected';
  }
}

/** '6.00' ↔ 600 without floating point. */
export function yuanToFen(yuan: string): number {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
export const fenToYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** PEM from an environment variable that may carry literal "\n". */
export const pemFromEnv = (value: string) => value.replace(/\\n/g, '\n').trim();
