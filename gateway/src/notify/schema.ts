import type { NoticeKind, NoticeTarget } from '@kuyi/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * 消息通知 ([NT1]): one row per event that concerns `userId`, worded when it happened (a later title edit does
 * not rewrite history) and pointing at what it is about. DDL: ../db/migrations/0016_notices.sql.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 24 }).$type<NoticeKind>().notNull(),
    text: text('text').notNull(),
    target: jsonb('target').$type<NoticeTarget>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.id),
    // The header's unread count reads only the unread rows.
    index('notices_unread_idx').on(t.userId).where(sql`"read_at" is null`),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;
