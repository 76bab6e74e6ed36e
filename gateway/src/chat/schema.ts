import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Match chat messages (issue 15). The live channel keeps only the last few; this table is the truth a
 * channel's state is rebuilt from (after a store restart, or a deletion). A deleted message keeps its row.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    /** The live channel name `chat:{sport}:{matchId}` ([P1]). */
    channel: varchar('channel', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: varchar('content', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  // A channel's newest live messages, read on every post and rebuild.
  (t) => [index('chat_messages_channel_idx').on(t.channel, t.id).where(sql`${t.deletedAt} is null`)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
