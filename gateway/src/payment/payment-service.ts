import { randomBytes } from 'node:crypto';
import { BEIJING_TIME_ZONE, type Page, wallClock } from '@kuyi/shared';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { extendVip } from '../member/vip.ts';
import { post, SYSTEM_ACCOUNT, withTransaction } from '../wallet/ledger.ts';
import { packageById } from './packages.ts';
import { PAY_MSG } from './payment-messages.ts';
import {
  type NotifyInput,
  NotifyRejected,
  type PayProvider,
  type ProviderName,
} from './providers/provider.ts';
import { type PaymentOrderRow, paymentOrders } from './schema.ts';

export type Channel = 'alipay' | 'wechat';

export interface OrderView {
  orderNo: string;
  packageId: string;
  product: string;
  channel: string;
  provider: string;
  /** Yuan with two decimals, e.g. '6.00'. */
  amount: string;
  amountFen: number;
  /** 球币 credited, two decimals. */
  qiubi: string;
  vipDays: number;
  status: string;
  /** What to show as a QR code while the order is open and not expired; '' otherwise. */
  qrContent: string;
  /**
   * [PAY9] While `qrContent` is shown: the address that pays the same order in this phone's browser (the page's
   * 打开支付宝 / 打开微信支付 button), or '' when the provider's QR code can only be scanned (WeChat Native).
   */
  payUrl: string;
  createdAt: string;
  creditedAt: string | null;
  /** When an unpaid order stops being payable (createdAt + PAY_ORDER_TTL_MS). */
  expiresAt: string;
  /** Still open past `expiresAt`, or closed for it: 继续支付 says 已过期 instead of showing the QR code. */
  expired: boolean;
}

/** PAY_ORDER_TTL_MS's default: how long an unpaid order can be paid. */
export const DEFAULT_ORDER_TTL_MS = 30 * 60_000;

const two = (fen: number) => (fen / 100).toFixed(2);

export function orderView(
  o: PaymentOrderRow,
  ttlMs = DEFAULT_ORDER_TTL_MS,
  now = Date.now(),
  provider?: Pick<PayProvider, 'payUrl'>,
): OrderView {
  const expiresAt = o.createdAt.getTime() + ttlMs;
  const expired =
    o.status === 'created'
      ? now > expiresAt
      : o.status === 'closed' && o.closedAt !== null && o.closedAt.getTime() > expiresAt;
  const payable = o.status === 'created' && !expired;
  return {
    orderNo: o.orderNo,
    packageId: o.packageId,
    product: o.product,
    channel: o.channel,
    provider: o.provider,
    amount: two(o.amountFen),
    amountFen: o.amountFen,
    qiubi: two(o.qiubiFen),
    vipDays: o.vipDays,
    status: o.status,
    qrContent: payable ? o.qrContent : '',
    payUrl: payable && o.qrContent ? (provider?.payUrl?.(o.qrContent) ?? '') : '',
    createdAt: o.createdAt.toISOString(),
    creditedAt: o.creditedAt?.toISOString() ?? null,
    expiresAt: new Date(expiresAt).toISOString(),
    expired,
  };
}

/**
 * [PAY1] KY + Beijing yyyyMMddHHmmss + 12 random hex: unique, unguessable, ≤ 32 characters (both providers'
 * limit). The stamp is the Beijing clock a fan and customer service read: a payment at 01:47 on the 27th is
 * KY202611270147…, not KY20261126…
 */
export function newOrderNo(now = new Date()): string {
  const w = wallClock(now.getTime(), BEIJING_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${w.year}${pad(w.month)}${pad(w.day)}${pad(w.hour)}${pad(w.minute)}${pad(now.getUTCSeconds())}`;
  return `KY${stamp}${randomBytes(6).toString('hex')}`;
}

export type FulfilResult = 'credited' | 'already' | 'mismatch' | 'unknown';

export interface PaymentHooks {
  /** After an order's credit committed (once per order): OCPC conversion. Errors are logged, never thrown. */
  onCredited?(order: PaymentOrderRow): Promise<void>;
  /** PAY_ORDER_TTL_MS: an unpaid order older than this is expired (default 30 minutes). */
  orderTtlMs?: number;
}

/**
 * Orders and their money (issue 16, SPEC [PAY1]–[PAY8]). Amount, product and owner always come from the
 * package table and the order row; a notify or a provider query only confirms that an order was paid, and only
 * with the order's exact amount. Crediting is one transaction with the order row locked (FOR UPDATE): the status
 * change and the ledger posting (key `payment:{orderNo}`) commit together or not at all, so any number of
 * notifies and reconciler passes, on any number of replicas, credit an order once.
 */
export class PaymentService {
  constructor(
    readonly db: Database,
    /** The provider serving each channel (with PAY_PROVIDER=dev both are the sandbox). */
    readonly channels: Map<Channel, PayProvider>,
    private readonly logger: Logger,
    private readonly hooks: PaymentHooks = {},
  ) {}

  private get ttlMs(): number {
    return this.hooks.orderTtlMs ?? DEFAULT_ORDER_TTL_MS;
  }

  /** How a row reads now (its `expired` by PAY_ORDER_TTL_MS): for pages that show an order without its owner's session. */
  viewOf(row: PaymentOrderRow): OrderView {
    return orderView(row, this.ttlMs, Date.now(), this.providerByName(row.provider));
  }

  providerByName(name: string): PayProvider | undefined {
    return [...this.channels.values()].find((p) => p.name === name);
  }

  async createOrder(userId: number, channel: Channel, packageId: string): Promise<OrderView> {
    const pkg = packageById(packageId);
    if (!pkg) throw badRequest(PAY_MSG.badPackage);
    const provider = this.channels.get(channel);
    if (!provider) throw badRequest(PAY_MSG.badChannel);
    const orderNo = newOrderNo();
    const [row] = await this.db
      .insert(paymentOrders)
      .values({
        orderNo,
        userId,
        packageId: pkg.id,
        product: pkg.product,
        channel,
        provider: provider.name,
        amountFen: pkg.amountFen,
        qiubiFen: pkg.qiubiFen,
        vipDays: pkg.vipDays,
      })
      .returning();
    if (!row) throw new Error('order insert failed');
    let qrContent: string;
    try {
      ({ qrContent } = await provider.create({
        orderNo,
        amountFen: pkg.amountFen,
        subject: `酷易体育-${pkg.title}`,
        ttlMs: this.ttlMs,
      }));
    } catch (err) {
      this.logger.warn({ err, orderNo, provider: provider.name }, 'payment provider refused the order');
      await this.closeIfOpen(orderNo);
      throw new AppError(502, PAY_MSG.providerFailed, { cause: err, status: 502 });
    }
    const [saved] = await this.db
      .update(paymentOrders)
      .set({ qrContent, updatedAt: sql`now()` })
      .where(eq(paymentOrders.orderNo, orderNo))
      .returning();
    return this.viewOf(saved ?? row);
  }

  /**
   * The user's own order; another user's order is "not found", never "forbidden" (no enumeration). An order
   * still open past its lifetime is settled first, as the reconciler would (paid at the provider → credited
   * once; else closed there and here), so 继续支付 and the page's poll learn at once that it is paid or expired.
   */
  async orderFor(userId: number, orderNo: string): Promise<OrderView> {
    const row = await this.ownRow(userId, orderNo);
    const view = this.viewOf(row);
    if (row.status !== 'created' || !view.expired) return view;
    try {
      await this.settle(row, Date.now(), this.ttlMs);
    } catch (err) {
      this.logger.warn({ err, orderNo }, 'payment settle on read failed');
    }
    return this.viewOf(await this.ownRow(userId, orderNo));
  }

  private async ownRow(userId: number, orderNo: string): Promise<PaymentOrderRow> {
    const [row] = await this.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.userId, userId)));
    if (!row) throw notFound(PAY_MSG.noOrder);
    return row;
  }

  /**
   * 取消订单: the owner closes an open order, at the provider first (so its QR code can no longer be paid),
   * then here. The provider is asked before: an order it says is paid is credited ([PAY5]'s once-only fulfil)
   * instead, since the money arrived. A closed or credited order is answered as it is.
   */
  async cancel(userId: number, orderNo: string): Promise<OrderView> {
    const row = await this.ownRow(userId, orderNo);
    if (row.status === 'created') {
      try {
        await this.settle(row, Date.now(), Number.NEGATIVE_INFINITY);
      } catch (err) {
        this.logger.warn({ err, orderNo }, 'payment cancel failed at the provider');
        throw new AppError(502, PAY_MSG.cancelFailed, { cause: err, status: 502 });
      }
    }
    return this.viewOf(await this.ownRow(userId, orderNo));
  }

  /** 充值记录: one page of the user's orders, newest first, and how many there are in all. */
  async ordersOf(userId: number, page = 1, limit = 20): Promise<Page<OrderView>> {
    const mine = eq(paymentOrders.userId, userId);
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(paymentOrders)
        .where(mine)
        .orderBy(sql`${paymentOrders.createdAt} desc, ${paymentOrders.id} desc`)
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: sql<number>`count(*)::int` }).from(paymentOrders).where(mine),
    ]);
    const now = Date.now();
    return {
      list: rows.map((o) => orderView(o, this.ttlMs, now, this.providerByName(o.provider))),
      total: count?.total ?? 0,
      page,
      limit,
    };
  }

  /** A provider's notify: true when it was handled (the provider may stop sending it). */
  async handleNotify(providerName: ProviderName, input: NotifyInput): Promise<boolean> {
    const provider = this.providerByName(providerName);
    if (!provider) return false;
    let notify: Awaited<ReturnType<PayProvider['verifyNotify']>>;
    try {
      notify = await provider.verifyNotify(input);
    } catch (err) {
      if (err instanceof NotifyRejected) {
        this.logger.warn({ provider: providerName, reason: err.message }, 'payment notify refused');
        return false;
      }
      throw err;
    }
    const [order] = await this.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, notify.orderNo));
    if (!order || order.provider !== providerName) {
      this.logger.warn(
        { provider: providerName, orderNo: notify.orderNo },
        'payment notify for an unknown order',
      );
      return false;
    }
    // Still open at the provider (scanned, not paid): nothing changes here, and the fan can still pay.
    if (notify.state === 'pending') return true;
    if (notify.state === 'closed') {
      if (!(await this.closeIfOpen(order.orderNo))) await this.markRefunded(order.orderNo, providerName);
      return true;
    }
    const result = await this.fulfil(order.orderNo, notify.amountFen, notify.tradeNo);
    return result === 'credited' || result === 'already';
  }

  /**
   * Marks a paid order credited and delivers what it bought, once. `paidFen` must equal the order's amount: a
   * different amount is refused and logged (nothing changes). A closed order that turns out paid is credited
   * (the user's money arrived).
   */
  async fulfil(orderNo: string, paidFen: number, tradeNo: string): Promise<FulfilResult> {
    const outcome = await withTransaction(this.db, async (tx) => {
      const [o] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.orderNo, orderNo))
        .for('update');
      if (!o) return { result: 'unknown' as const, order: null };
      if (o.status === 'credited' || o.status === 'refunded') return { result: 'already' as const, order: o };
      if (paidFen !== o.amountFen) return { result: 'mismatch' as const, order: o };
      const [updated] = await tx
        .update(paymentOrders)
        .set({
          status: 'credited',
          providerTradeNo: tradeNo.slice(0, 64) || null,
          paidAmountFen: paidFen,
          paidAt: sql`now()`,
          creditedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(paymentOrders.id, o.id))
        .returning();
      if (o.product === 'qiubi' && o.qiubiFen > 0) {
        const base = { kind: 'recharge', refType: 'payment', refId: o.orderNo };
        const memo = `充值${(o.amountFen / 100).toFixed(2)}元`;
        await post(
          tx,
          [
            { ...base, userId: o.userId, currency: 'qiubi', amount: o.qiubiFen, memo },
            { ...base, userId: SYSTEM_ACCOUNT, currency: 'qiubi', amount: -o.qiubiFen, memo },
          ],
          `payment:${o.orderNo}`,
        );
      }
      if (o.product === 'vip' && o.vipDays > 0) await extendVip(tx, o.userId, o.vipDays);
      return { result: 'credited' as const, order: updated ?? o };
    });
    if (outcome.result === 'mismatch')
      this.logger.error(
        { orderNo, paidFen, expected: outcome.order?.amountFen },
        'payment amount does not match the order',
      );
    if (outcome.result === 'credited' && outcome.order) {
      this.logger.info({ orderNo, userId: outcome.order.userId }, 'payment credited');
      const order = outcome.order;
      void this.hooks
        .onCredited?.(order)
        .catch((err: unknown) => this.logger.warn({ err, orderNo }, 'onCredited hook failed'));
    }
    return outcome.result;
  }

  /** created → closed (conditional: a racing credit wins). */
  /**
   * A credited order the provider reports closed was refunded there (Alipay closes a trade refunded in full, from
   * its merchant console). The order says 已退款 and an operator is told: the coins it bought stay with the user
   * (they may be spent already) until someone settles it by hand.
   */
  private async markRefunded(orderNo: string, provider: ProviderName): Promise<void> {
    const rows = await this.db
      .update(paymentOrders)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.status, 'credited')))
      .returning({ userId: paymentOrders.userId, amountFen: paymentOrders.amountFen });
    const refunded = rows[0];
    if (refunded)
      this.logger.error(
        { provider, orderNo, userId: refunded.userId, amountFen: refunded.amountFen },
        'payment refunded at the provider after it was credited: settle the coins by hand',
      );
  }

  async closeIfOpen(orderNo: string): Promise<boolean> {
    const rows = await this.db
      .update(paymentOrders)
      .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.status, 'created')))
      .returning({ id: paymentOrders.id });
    return rows.length > 0;
  }

  /**
   * The reconciler's pass: asks the provider about orders still `created` after `queryAfterMs`; credits the
   * paid ones, closes the ones the provider closed, and closes (at the provider first) those older than
   * `closeAfterMs`. Safe on every replica at once: fulfil and closeIfOpen are each once-only.
   */
  async reconcile(opts: { queryAfterMs: number; closeAfterMs: number; now?: number; batch?: number }) {
    const now = opts.now ?? Date.now();
    const open = await this.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.status, 'created'),
          lt(paymentOrders.createdAt, new Date(now - opts.queryAfterMs)),
          inArray(paymentOrders.provider, [...new Set([...this.channels.values()].map((p) => p.name))]),
        ),
      )
      .orderBy(asc(paymentOrders.createdAt))
      .limit(opts.batch ?? 50);
    const done = { credited: 0, closed: 0 };
    for (const o of open) {
      try {
        const changed = await this.settle(o, now, opts.closeAfterMs);
        if (changed) done[changed] += 1;
      } catch (err) {
        this.logger.warn({ err, orderNo: o.orderNo }, 'payment reconcile failed for an order');
      }
    }
    if (done.credited || done.closed) this.logger.info(done, 'payments reconciled');
    return done;
  }

  /**
   * One open order asked about at its provider: paid → credited ([PAY5]'s once-only fulfil), closed there →
   * closed, unpaid past `closeAfterMs` → closed at the provider, then here. Answers what changed here, if anything.
   */
  private async settle(
    o: PaymentOrderRow,
    now: number,
    closeAfterMs: number,
  ): Promise<'credited' | 'closed' | null> {
    const provider = this.providerByName(o.provider);
    if (!provider) return null;
    const q = await provider.query(o.orderNo);
    if (q.state === 'paid')
      return (await this.fulfil(o.orderNo, q.amountFen, q.tradeNo)) === 'credited' ? 'credited' : null;
    if (q.state === 'closed') return (await this.closeIfOpen(o.orderNo)) ? 'closed' : null;
    if (now - o.createdAt.getTime() > closeAfterMs) {
      await provider.close(o.orderNo);
      return (await this.closeIfOpen(o.orderNo)) ? 'closed' : null;
    }
    return null;
  }
}
