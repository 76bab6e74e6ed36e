import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { sessions } from '../db/schema.ts';

/** A login lasts 30 days, like the "remember me" of the sites this one imitates. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** A session's key: the database and its socket room name it by this, never by the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Sessions that just ended: `logout` when the browser holding them logged out, `revoked` otherwise. */
export interface EndedSessions {
  userId: number;
  tokenHashes: string[];
  reason: 'logout' | 'revoked';
}

/** Sessions in the database, so every replica honours a logout at once and restarts keep users logged in. */
export class SessionStore {
  private readonly endedListeners: Array<(ended: EndedSessions) => void> = [];

  constructor(private readonly db: Database) {}

  /** [UA5] Told after sessions are deleted, so what rode on them (sockets) can end too. */
  onEnded(listener: (ended: EndedSessions) => void): void {
    this.endedListeners.push(listener);
  }

  private ended(rows: Array<{ userId: number; tokenHash: string }>, reason: EndedSessions['reason']) {
    const first = rows[0];
    if (!first) return;
    const ended = { userId: first.userId, tokenHashes: rows.map((r) => r.tokenHash), reason };
    for (const listener of this.endedListeners) listener(ended);
  }

  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
    // This user's run-out logins go now rather than at the next sweep; what rode on them ends too.
    const expired = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())))
      .returning({ userId: sessions.userId, tokenHash: sessions.tokenHash });
    this.ended(expired, 'revoked');
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

  /**
   * [UA5] Deletes the logins that ran out and ends them as revoked, so a socket left open for weeks stops
   * getting private pushes with its login. Any replica may sweep: each row is deleted, and told, once.
   * Returns how many ended.
   */
  async endExpired(now = new Date()): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(lte(sessions.expiresAt, now))
      .returning({ userId: sessions.userId, tokenHash: sessions.tokenHash });
    for (const userId of new Set(rows.map((r) => r.userId)))
      this.ended(
        rows.filter((r) => r.userId === userId),
        'revoked',
      );
    return rows.length;
  }

  /** Logout: this browser's session. */
  async revoke(token: string): Promise<void> {
    const rows = await this.db
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .returning({ userId: sessions.userId, tokenHash: sessions.tokenHash });
    this.ended(rows, 'logout');
  }

  /**
   * After a password change or reset every device must log in again. `actingToken` names the browser that asked
   * (修改密码, 注销): its own session ends as its logout, since that page says what happened itself.
   */
  async revokeAll(userId: number, actingToken?: string | null): Promise<void> {
    const rows = await this.db
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ userId: sessions.userId, tokenHash: sessions.tokenHash });
    const acting = actingToken ? hashToken(actingToken) : undefined;
    this.ended(
      rows.filter((r) => r.tokenHash === acting),
      'logout',
    );
    this.ended(
      rows.filter((r) => r.tokenHash !== acting),
      'revoked',
    );
  }

  /**
   * [UA4] After a phone change every other device must log in again (a thief's session must not outlive it);
   * the session that made the change, already proven by the password and a code, stays.
   */
  async revokeOthers(userId: number, keepToken: string): Promise<void> {
    const rows = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))))
      .returning({ userId: sessions.userId, tokenHash: sessions.tokenHash });
    this.ended(rows, 'revoked');
  }
}
