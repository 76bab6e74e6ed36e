import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/open-database.ts';
import { walletBalances, walletIdempotency, walletLedger } from './schema.ts';

/**
 * The double-entry wallet ledger every money feature (red envelopes, rewards, arena) posts through.
 *
 * Rules it enforces:
 * - Money is never created or destroyed: the postings of one `post` call sum to zero per currency. A grant
 *   (welcome, recharge) or money held aside (an open red envelope, an arena stake) posts its other side
 *   against `SYSTEM_ACCOUNT` (0), the only account allowed below zero.
 * - No overdraft: a posting that would take a user below zero refuses the whole call (nothing applied).
 * - Idempotency: a key applied once is never applied again; the retry gets the first call's entry ids.
 *
 * The system account has no `wallet_balances` row (since migration 0020). It is the other side of every grant,
 * recharge, red envelope and arena stake, so a row for it was one lock every money posting on the site queued
 * on. It never needs one: it may go below zero, so there is nothing to check before posting against it. Its
 * postings are ledger rows like any other, with `balance_after` NULL (no running balance is kept), and its
 * balance is the sum of its ledger rows (`balance(db, 0, currency)`); the zero-sum rule makes that the negated
 * sum of all user balances, which `testing/ledger-check.ts` checks.
 */

export type Currency = 'gold' | 'qiubi';
export const CURRENCIES: readonly Currency[] = ['gold', 'qiubi'];
/**
 * The other side of grants and the escrow for held money. Not a user; may go negative. No balance row and no
 * lock: postings against it only append ledger rows.
 */
export const SYSTEM_ACCOUNT = 0;

export interface Posting {
  userId: number;
  currency: Currency;
  /** Signed, in the smallest unit: whole 金币, 球币 in 分 (1 球币 = 100). */
  amount: number;
  /** e.g. 'welcome','post_red_envelope','red_envelope_grab','red_envelope_refund','post_reward','arena_buy',… */
  kind: string;
  refType: string;
  refId: string;
  /** Chinese, shown in the user's bill. */
  memo: string;
}

export type Db = Database;
export type { Tx };
export type DbOrTx = Db | Tx;

export const INSUFFICIENT_FUNDS_MESSAGE = '余额不足';

export class InsufficientFundsError extends Error {
  constructor(
    readonly userId: number,
    readonly currency: Currency,
  ) {
    super(INSUFFICIENT_FUNDS_MESSAGE);
    this.name = 'InsufficientFundsError';
  }
}

const accountKey = (userId: number, currency: Currency) => `${userId}:${currency}`;

function validate(postings: Posting[]): void {
  if (postings.length === 0) throw new Error('ledger.post: no postings');
  const sums = new Map<Currency, number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.userId) || p.userId < 0)
      throw new Error(`ledger.post: bad userId ${p.userId}`);
    if (!CURRENCIES.includes(p.currency)) throw new Error(`ledger.post: bad currency ${p.currency}`);
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new Error(`ledger.post: bad amount ${p.amount}`);
    // The column widths of wallet_ledger, checked here so a caller gets a clear error, not a driver one.
    if (!p.kind || p.kind.length > 32 || p.refType.length > 32 || p.refId.length > 64 || !p.memo)
      throw new Error(
        'ledger.post: kind (1–32 chars), refType (≤ 32), refId (≤ 64) or memo (non-empty) out of range',
      );
    sums.set(p.currency, (sums.get(p.currency) ?? 0) + p.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0)
      throw new Error(
        `ledger.post: ${currency} postings sum to ${sum}, not 0 (post the other side against SYSTEM_ACCOUNT)`,
      );
  }
}

/**
 * Applies `postings` atomically inside the caller's transaction `tx`. Locks the affected users' balance rows
 * one at a time in (userId, currency) order so two transfers between the same users cannot deadlock (the
 * system account's postings take no lock: see the top of this file), refuses the whole
 * call with `InsufficientFundsError` if any user would go below zero, appends one ledger row per posting and
 * updates the balances. With an `idempotencyKey` that was already applied it applies nothing and returns the
 * earlier entry ids with `applied: false`.
 *
 * Throws plain `Error` for programming mistakes (empty, non-integer or zero amounts, non-zero-sum postings).
 * On `InsufficientFundsError` the caller should let its transaction roll back (nothing was written anyway).
 */
export async function post(
  tx: Tx,
  postings: Posting[],
  idempotencyKey?: string,
): Promise<{ applied: boolean; entryIds: number[] }> {
  validate(postings);

  if (idempotencyKey !== undefined) {
    // On PostgreSQL a concurrent insert of the same key waits here until the other transaction ends.
    const claimed = await tx
      .insert(walletIdempotency)
      .values({ key: idempotencyKey })
      .onConflictDoNothing({ target: walletIdempotency.key })
      .returning({ key: walletIdempotency.key });
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select({ entryIds: walletIdempotency.entryIds })
        .from(walletIdempotency)
        .where(eq(walletIdempotency.key, idempotencyKey));
      return { applied: false, entryIds: earlier?.entryIds ?? [] };
    }
  }

  // Only users' accounts are locked and kept: the system account's postings need no balance (see above).
  const accounts = [...new Map(postings.map((p) => [accountKey(p.userId, p.currency), p])).values()]
    .filter((p) => p.userId !== SYSTEM_ACCOUNT)
    .map((p) => ({ userId: p.userId, currency: p.currency }))
    .sort((a, b) => a.userId - b.userId || a.currency.localeCompare(b.currency));

  const balances = new Map<string, number>();
  for (const a of accounts) {
    await tx
      .insert(walletBalances)
      .values({ userId: a.userId, currency: a.currency, balance: 0 })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ balance: walletBalances.balance })
      .from(walletBalances)
      .where(and(eq(walletBalances.userId, a.userId), eq(walletBalances.currency, a.currency)))
      .for('update');
    balances.set(accountKey(a.userId, a.currency), Number(row?.balance ?? 0));
  }

  // Check everything before writing anything, so a refusal leaves no trace.
  const after: (number | null)[] = [];
  for (const p of postings) {
    if (p.userId === SYSTEM_ACCOUNT) {
      after.push(null);
      continue;
    }
    const key = accountKey(p.userId, p.currency);
    const next = (balances.get(key) ?? 0) + p.amount;
    if (next < 0) {
      if (idempotencyKey !== undefined) {
        // Free the key: the caller may catch the refusal and commit other work, and a later retry must run.
        await tx.delete(walletIdempotency).where(eq(walletIdempotency.key, idempotencyKey));
      }
      throw new InsufficientFundsError(p.userId, p.currency);
    }
    balances.set(key, next);
    after.push(next);
  }

  const inserted = await tx
    .insert(walletLedger)
    .values(
      postings.map((p, i) => ({
        userId: p.userId,
        currency: p.currency,
        amount: p.amount,
        balanceAfter: after[i] ?? null,
        kind: p.kind,
        refType: p.refType,
        refId: p.refId,
        memo: p.memo,
        idempotencyKey: idempotencyKey ?? null,
      })),
    )
    .returning({ id: walletLedger.id });
  const entryIds = inserted.map((r) => Number(r.id)).sort((a, b) => a - b);

  for (const a of accounts) {
    await tx
      .update(walletBalances)
      .set({ balance: balances.get(accountKey(a.userId, a.currency)) ?? 0, updatedAt: sql`now()` })
      .where(and(eq(walletBalances.userId, a.userId), eq(walletBalances.currency, a.currency)));
  }

  if (idempotencyKey !== undefined) {
    await tx.update(walletIdempotency).set({ entryIds }).where(eq(walletIdempotency.key, idempotencyKey));
  }
  return { applied: true, entryIds };
}

/**
 * The current balance in the smallest unit; 0 for an account that never had a posting. For `SYSTEM_ACCOUNT`
 * the sum of its ledger rows (it keeps no balance row): a scan of its rows, for tests and operators, not for a
 * request path.
 */
export async function balance(db: DbOrTx, userId: number, currency: Currency): Promise<number> {
  if (userId === SYSTEM_ACCOUNT) {
    const [sum] = await db
      .select({ total: sql<string | null>`sum(${walletLedger.amount})` })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, SYSTEM_ACCOUNT), eq(walletLedger.currency, currency)));
    return Number(sum?.total ?? 0);
  }
  const [row] = await db
    .select({ balance: walletBalances.balance })
    .from(walletBalances)
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.currency, currency)));
  return Number(row?.balance ?? 0);
}

/** SQLSTATEs after which the whole transaction can simply run again: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function sqlState(err: unknown): string | undefined {
  // drizzle 0.45 wraps driver errors in DrizzleQueryError with the driver's error as `cause`.
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Runs `fn` in a transaction, running it again (up to 5 attempts) after a deadlock or serialization failure.
 * `fn` must therefore be safe to re-run: do the database work inside it and side effects after it resolves.
 */
export async function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= MAX_ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw err;
    }
  }
}
