import { fenFromQiubi, WELCOME_GRANT } from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { type Db, type Posting, post, SYSTEM_ACCOUNT, withTransaction } from './ledger.ts';
import { walletIdempotency } from './schema.ts';

export const WELCOME_MEMO = '新用户注册奖励';
export const welcomeKey = (userId: number) => `welcome:${userId}`;

/** The grant's postings: money comes from the system account, so the ledger stays zero-sum. */
export function welcomePostings(userId: number): Posting[] {
  const base = { kind: 'welcome', refType: 'user', refId: String(userId), memo: WELCOME_MEMO };
  const gold = WELCOME_GRANT.gold;
  const fen = fenFromQiubi(WELCOME_GRANT.qiubi);
  return [
    { ...base, userId, currency: 'gold', amount: gold },
    { ...base, userId: SYSTEM_ACCOUNT, currency: 'gold', amount: -gold },
    { ...base, userId, currency: 'qiubi', amount: fen },
    { ...base, userId: SYSTEM_ACCOUNT, currency: 'qiubi', amount: -fen },
  ];
}

/**
 * Gives the user the welcome grant (100 金币, 10 球币) once: the key `welcome:{userId}` makes a second call —
 * a retry, or registration and a first wallet read racing — a no-op. Returns whether this call gave it.
 */
export async function grantWelcome(db: Db, userId: number): Promise<boolean> {
  const { applied } = await withTransaction(db, (tx) =>
    post(tx, welcomePostings(userId), welcomeKey(userId)),
  );
  return applied;
}

/**
 * For users who registered before the wallet existed: called on wallet reads; one indexed lookup when the
 * grant was already given, so reads stay cheap.
 */
export async function ensureWelcome(db: Db, userId: number): Promise<void> {
  const [given] = await db
    .select({ key: walletIdempotency.key })
    .from(walletIdempotency)
    .where(eq(walletIdempotency.key, welcomeKey(userId)));
  if (!given) await grantWelcome(db, userId);
}
