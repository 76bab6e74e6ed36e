import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { sessions } from '../db/schema.ts';

/** A login lasts 30 days, like the "remember me" of the sites this one imitates. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Sessions in the database, so every replica honours a logout at once and restarts keep users logged in. */
export class SessionStore {
  constructor(private readonly db: Database) {}

  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
    // Opportunistic cleanup keeps the table small without a scheduler.
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
    return token;
  }

  async userIdFor(token: string): Promise<number | null> {
    const rows = await this.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return rows[0]?.userId ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /** After a password change or reset every device must log in again. */
  async revokeAll(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /**
   * [UA4] After a phone change every other device must log in again (a thief's session must not outlive it);
   * the session that made the change, already proven by the password and a code, stays.
   */
  async revokeOthers(userId: number, keepToken: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));
  }
}
