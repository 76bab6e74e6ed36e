import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../ledger.ts';

interface AccountCheck {
  user_id: number;
  currency: string;
  balance: string | number | null;
  ledger_sum: string | number | null;
  last_after: string | number | null;
}

/**
 * The ledger's invariants, for any test that moves money (call it after every concurrency test):
 * - every account's balance equals the sum of its ledger rows, and its newest row's balance_after;
 * - no user (other than the system account 0) is below zero;
 * - per currency all balances sum to zero (money is never created or destroyed, only moved from account 0).
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
           b.balance, s.ledger_sum, l.balance_after as last_after
    from wallet_balances b
    full join sums s on s.user_id = b.user_id and s.currency = b.currency
    left join last l on l.user_id = coalesce(b.user_id, s.user_id) and l.currency = coalesce(b.currency, s.currency)
  `);
  const rows = ((result as { rows?: AccountCheck[] }).rows ??
    (result as unknown as AccountCheck[])) as AccountCheck[];
  const problems: string[] = [];
  const totals = new Map<string, number>();
  for (const r of rows) {
    const bal = Number(r.balance ?? 0);
    const sum = Number(r.ledger_sum ?? 0);
    const account = `user ${r.user_id} ${r.currency}`;
    if (bal !== sum) problems.push(`${account}: balance ${bal} != sum(ledger) ${sum}`);
    if (r.last_after !== null && Number(r.last_after) !== bal) {
      problems.push(`${account}: balance ${bal} != newest balance_after ${r.last_after}`);
    }
    if (Number(r.user_id) !== 0 && bal < 0) problems.push(`${account}: negative balance ${bal}`);
    totals.set(r.currency, (totals.get(r.currency) ?? 0) + bal);
  }
  for (const [currency, total] of totals) {
    if (total !== 0) problems.push(`${currency}: balances sum to ${total}, not 0`);
  }
  if (problems.length > 0) throw new Error(`wallet ledger unbalanced:\n${problems.join('\n')}`);
  return rows.length;
}
