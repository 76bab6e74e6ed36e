import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The wallet (spec §3/§7 getGoldTotal, getQuQiuCoinTotal, getDetail). Amounts are integers in the smallest unit:
 * 金币 are whole coins, 球币 are stored in 分 (1 球币 = 100). No foreign key to users: the system account 0
 * (the other side of every grant, and the escrow for held money) is not a user.
 *
 * `wallet_balances` is a cache of `sum(wallet_ledger.amount)` per (user, currency), kept in step by
 * `ledger.post` under a row lock; the CHECK makes an overdraft impossible even if code forgets to look.
 * The system account 0 has no row here (migration 0020 deleted it): it was one lock every grant and every
 * escrow posting queued on. Its balance is the sum of its ledger rows (`ledger.balance`).
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    userId: integer('user_id').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check('wallet_balances_currency_check', sql`${t.currency} in ('gold', 'qiubi')`),
    check('wallet_balances_non_negative', sql`${t.userId} = 0 or ${t.balance} >= 0`),
  ],
);

/** Append-only: rows are never updated or deleted; a correction is a new posting. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** Signed: positive is income, negative is expense. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The user's balance after this row. NULL on the system account's rows from migration 0020 on (it keeps no
     * running balance); its older rows keep the value they were written with.
     */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    refType: varchar('ref_type', { length: 32 }).notNull().default(''),
    refId: varchar('ref_id', { length: 64 }).notNull().default(''),
    /** Chinese, shown as the bill line. */
    memo: text('memo').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_ledger_currency_check', sql`${t.currency} in ('gold', 'qiubi')`),
    check('wallet_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    // Added NOT VALID by 0020: every older row was written under NOT NULL, so there was nothing to scan for.
    check('wallet_ledger_user_balance_after', sql`${t.userId} = 0 or ${t.balanceAfter} is not null`),
    index('wallet_ledger_user_idx').on(t.userId, t.currency, t.createdAt, t.id),
    index('wallet_ledger_ref_idx').on(t.refType, t.refId),
  ],
);

/**
 * One row per applied idempotency key. Inserting it first serializes two requests with the same key: the second
 * waits for the first to commit and then sees the key taken.
 */
export const walletIdempotency = pgTable('wallet_idempotency', {
  key: text('key').primaryKey(),
  entryIds: jsonb('entry_ids').$type<number[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WalletLedgerRow = typeof walletLedger.$inferSelect;
