import type { Notice, Page } from '@kuyi/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { type NoticeRow, notices } from './schema.ts';

const toNotice = (r: NoticeRow): Notice => ({
  id: r.id,
  kind: r.kind,
  text: r.text,
  target: r.target,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/** A user's notices ([NT4]): every read and write is keyed by the caller's id, so nobody reaches another's. */
export class NoticeRepo {
  constructor(private readonly db: Database) {}

  async page(userId: number, page: number, limit: number): Promise<Page<Notice>> {
    const mine = eq(notices.userId, userId);
    const [total] = await this.db.select({ n: count() }).from(notices).where(mine);
    const rows = await this.db
      .select()
      .from(notices)
      .where(mine)
      .orderBy(desc(notices.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return { list: rows.map(toNotice), total: Number(total?.n ?? 0), page, limit };
  }

  async unread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notices)
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
    return Number(row?.n ?? 0);
  }

  /** False when the notice is not the user's (or does not exist): the caller answers 404 either way. */
  async markRead(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(notices)
      .set({ readAt: sql`coalesce(${notices.readAt}, now())` })
      .where(and(eq(notices.id, id), eq(notices.userId, userId)))
      .returning({ id: notices.id });
    return rows.length > 0;
  }

  async markAll(userId: number): Promise<number> {
    const rows = await this.db
      .update(notices)
      .set({ readAt: sql`now()` })
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
      .returning({ id: notices.id });
    return rows.length;
  }
}
