import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Who follows whom (issue 13). One row per ordered pair — the primary key makes a second follow impossible,
 * so a double click or two replicas racing still leave one row. `subscribed` is the push subscription of spec
 * §7 subscribeAndPush; it lives on the follow because subscribing to someone's pushes means following them.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id),
    subscribed: boolean('subscribed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Fans lists and fan counts read by followee.
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export type FollowRow = typeof follows.$inferSelect;
