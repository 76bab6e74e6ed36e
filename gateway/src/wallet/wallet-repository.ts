import {
  addDays,
  dayStart,
  type Page,
  qiubiFromFen,
  type WalletCurrency,
  type WalletDetailQuery,
  type WalletDetailRow,
} from '@kuyi/shared';
import { and, count, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from './ledger.ts';
import { balance } from './ledger.ts';
import { type WalletLedgerRow, walletLedger } from './schema.ts';

/** Stored units (whole 金币, 球币 in 分) to the API's units (whole 金币, 球币 with two decimals). */
const toApiUnits = (currency: WalletCurrency, amount: number) =>
  currency === 'qiubi' ? qiubiFromFen(amount) : amount;

const toRow = (r: WalletLedgerRow): WalletDetailRow => {
  const currency = r.currency as WalletCurrency;
  return {
    id: String(r.id),
    amount: toApiUnits(currency, Number(r.amount)),
    // A bill is a user's own (users' ids start at 1), and a user's rows always carry it: only the system
    // account's rows have none.
    balanceAfter: toApiUnits(currency, Number(r.balanceAfter ?? 0)),
    dataType: Number(r.amount) > 0 ? 'income' : 'expense',
    kind: r.kind,
    memo: r.memo,
    createdAt: r.createdAt.toISOString(),
  };
};

/** The wallet's reads: a balance and a user's bill, always for the user the caller names (the session's). */
export class WalletRepository {
  constructor(private readonly db: Db) {}

  async total(userId: number, currency: WalletCurrency): Promise<number> {
    return toApiUnits(currency, await balance(this.db, userId, currency));
  }

  /** Newest first; `time` days are Beijing days, both ends included. */
  async detail(
    userId: number,
    currency: WalletCurrency,
    q: WalletDetailQuery,
  ): Promise<Page<WalletDetailRow>> {
    const where: SQL[] = [eq(walletLedger.userId, userId), eq(walletLedger.currency, currency)];
    if (q.time) {
      where.push(gte(walletLedger.createdAt, new Date(dayStart(q.time.from))));
      where.push(lt(walletLedger.createdAt, new Date(dayStart(addDays(q.time.to, 1)))));
    }
    if (q.dataType === 'income') where.push(gt(walletLedger.amount, 0));
    if (q.dataType === 'expense') where.push(lt(walletLedger.amount, 0));
    const cond = and(...where);
    const [counted] = await this.db.select({ n: count() }).from(walletLedger).where(cond);
    const rows = await this.db
      .select()
      .from(walletLedger)
      .where(cond)
      .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    return { list: rows.map(toRow), total: Number(counted?.n ?? 0), page: q.page, limit: q.limit };
  }
}
