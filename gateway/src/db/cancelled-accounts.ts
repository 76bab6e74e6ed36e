import { count, sql } from 'drizzle-orm';
import type { Database } from './open-database.ts';
import { users } from './schema.ts';

/**
 * Accounts cancelled so far: an index-only count over the few cancelled rows (users_cancelled_idx). Accounts are
 * never un-cancelled, so the number changes whenever the set does: a cache key that carries it stops serving
 * answers from before a cancellation, on any replica, without anyone telling it ([FOL3]).
 */
export async function cancelledAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(sql`${users.cancelledAt} is not null`);
  return row?.n ?? 0;
}
