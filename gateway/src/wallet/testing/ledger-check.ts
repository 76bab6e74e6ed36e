import { sql } from 'drizzle-orm';
import { type DbOrTx, SYSTEM_ACCOUNT } from '../ledger.ts';

interface AccountCheck {
  user_id: number;
  currency: string;
  /** The wallet_balances row's balance; null when the account has none (always so for the system account). */
  balance: string | number | null;
  has_row: boolean;
  ledger_sum: string | number | null;
  /** The newest ledger row's balance_after (null on the system account's rows). */
  last_after: string | number | null;
  has_rows: boolean;
}

/**
 * The ledger's invariants, for any test that moves money (call it after every concurrency test):
 * - every user's balance equals the sum of their ledger rows, and their newest row's balance_after;
 * - no user is below zero;
 * - the system account 0 has no wallet_balances row (since migration 0020): its balance is the sum of its
 *   ledger rows;
 * - per currency the users' balances and the system account's ledger sum add up to zero (money is never
 *   created or destroyed, only moved from account 0): equivalently, the whole ledger sums to zero.
 * Throws an Error listing every broken account; resolves with the number of accounts checked.
 */
export async function assertLedgerBalanced(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    with sums as (
      select user_id, currency, sum(amount) as ledger_sum from wallet_ledger group by user_id, currency
    ), last as (
      select distinct on (user_id, currency) user_id, currency, balance_after
      from wallet_ledger order by user_id, currency, id desc
    )
    select coalesce(b.user_id, s.user_id) as user_id, coalesce(b.currency, s.currency) as currency,
           b.balance, b.user_id is not null as has_row, s.ledger_sum, l.balance_after as last_after,
           s.user_id is not null as has_rows
    from wallet_balances b
    full join sums s on s.user_id = b.user_id and s.currency = b.currency
    left join last l on l.user_id = coalesce(b.user_id, s.user_id) and l.currency = coalesce(b.currency, s.currency)
  `);
  const rows = ((result as { rows?: AccountCheck[] }).rows ??
    (result as unknown as AccountCheck[])) as AccountCheck[];
  const problems: string[] = [];
  const totals = new Map<string, number>();
  for (const r of rows) {
    const sum = Number(r.ledger_sum ?? 0);
    const account = `user ${r.user_id} ${r.currency}`;
    if (Number(r.user_id) === SYSTEM_ACCOUNT) {
      if (r.has_row) {
        problems.push(
          `${account}: has a wallet_balances row (balance ${r.balance}); the system account keeps none since 0020`,
        );
      }
      totals.set(r.currency, (totals.get(r.currency) ?? 0) + sum);
      continue;
    }
    const bal = Number(r.balance ?? 0);
    if (bal !== sum) problems.push(`${account}: balance ${bal} != sum(ledger) ${sum}`);
    if (r.has_rows && r.last_after === null)
      problems.push(`${account}: newest ledger row has no balance_after`);
    if (r.last_after !== null && Number(r.last_after) !== bal) {
      problems.push(`${account}: balance ${bal} != newest balance_after ${r.last_after}`);
    }
    if (bal < 0) problems.push(`${account}: negative balance ${bal}`);
    totals.set(r.currency, (totals.get(r.currency) ?? 0) + bal);
  }
  for (const [currency, total] of totals) {
    if (total !== 0)
      problems.push(`${currency}: users' balances and the system account's ledger sum to ${total}, not 0`);
  }
  if (problems.length > 0) throw new Error(`wallet ledger unbalanced:\n${problems.join('\n')}`);
  return rows.length;
}
