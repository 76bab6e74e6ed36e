import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { notices } from './schema.ts';

const DAY_MS = 86_400_000;
/** [NT7] A read notice has done its job; three months covers "what was that reply last month". */
export const NOTICE_READ_KEEP_DAYS = 90;
/** [NT7] Even unread, half a year old is history nobody will open (the user has not looked in months). */
export const NOTICE_KEEP_DAYS = 180;
/** [NT7] Newest notices kept per user: 25 pages of 20, so a busy author's table stays bounded. */
export const NOTICE_KEEP_PER_USER = 500;
/** How often a replica prunes; retention is counted in days, so hourly is plenty. */
export const NOTICE_PRUNE_MS = 3_600_000;

/**
 * [NT7] Deletes read notices older than 90 days, any notice older than 180 days, and each user's notices
 * beyond their newest 500 (newest by id, the list's order). One idempotent statement, so every replica may
 * run it, like the red envelope sweeper. Returns how many rows went.
 */
export async function pruneNotices(db: Database, now: Date): Promise<number> {
  const readBefore = new Date(now.getTime() - NOTICE_READ_KEEP_DAYS * DAY_MS);
  const anyBefore = new Date(now.getTime() - NOTICE_KEEP_DAYS * DAY_MS);
  const rows = await db
    .delete(notices)
    .where(
      sql`(${notices.readAt} is not null and ${notices.createdAt} < ${readBefore.toISOString()})
        or ${notices.createdAt} < ${anyBefore.toISOString()}
        or ${notices.id} in (
          select id from (
            select n.id, row_number() over (partition by n.user_id order by n.id desc) as rn
            from ${notices} n
            where n.user_id in (
              select user_id from ${notices} group by user_id having count(*) > ${NOTICE_KEEP_PER_USER}
            )
          ) ranked
          where ranked.rn > ${NOTICE_KEEP_PER_USER}
        )`,
    )
    .returning({ id: notices.id });
  return rows.length;
}
