import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export type OrderStatus = 'created' | 'paid' | 'credited' | 'closed' | 'refunded';

/**
 * Recharge and VIP orders (issue 16). Everything that decides money — amount, what it buys, whose it is — is
 * copied from the server's package table when the order is made; a notify only ever names the order number.
 * `status`: created → credited (paid and credited in one transaction with the ledger posting), or created →
 * closed (never paid; the provider's order is closed too), and credited → refunded when the provider reports the
 * trade closed after payment (refunded in full there). `paid` is reserved for a payment that cannot be fulfilled.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    /** References users(id) in the migration (not here: db/schema.ts re-exports this file). */
    userId: integer('user_id').notNull(),
    packageId: varchar('package_id', { length: 16 }).notNull(),
    /** 'qiubi' (recharge) or 'vip'. */
    product: varchar('product', { length: 8 }).notNull(),
    /** 'alipay' or 'wechat': the call the client made. */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** 'dev', 'alipay' or 'wechat': who takes the money. */
    provider: varchar('provider', { length: 8 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    qiubiFen: integer('qiubi_fen').notNull().default(0),
    vipDays: integer('vip_days').notNull().default(0),
    status: varchar('status', { length: 10 }).$type<OrderStatus>().notNull().default('created'),
    /** What the QR code encodes: Alipay's qr_code, WeChat's code_url, or the dev sandbox page. */
    qrContent: text('qr_content').notNull().default(''),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    paidAmountFen: integer('paid_amount_fen'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payment_orders_status_check',
      sql`${t.status} in ('created', 'paid', 'credited', 'closed', 'refunded')`,
    ),
    check('payment_orders_amount_check', sql`${t.amountFen} > 0`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
