import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agreements } from '../agreement/agreement-table.ts';

export { arenaLikes, arenaPicks, arenaPurchases } from '../arena/arena-schema.ts';
export { chatMessages } from '../chat/schema.ts';
export { follows } from '../follow/schema.ts';
export { forumAreas, forumPosts, forumPostViews, forumReplies, forumReplyLikes } from '../forum/schema.ts';
export { matchPins } from '../match-pins/schema.ts';
export { newsArticles, newsComments } from '../news/schema.ts';
export { notices } from '../notify/schema.ts';
export { ocpcConversions } from '../ocpc/schema.ts';
export { paymentOrders } from '../payment/schema.ts';
export { postRewards, redEnvelopeGrabs, redEnvelopes } from '../redenvelope/schema.ts';
export { reminderSubscriptions, reminders } from '../reminder/schema.ts';
export { walletBalances, walletIdempotency, walletLedger } from '../wallet/schema.ts';
// Feature folders keep their own tables; re-exported here so drizzle-kit sees every table in one file.
export { agreements };

/**
 * Accounts. A cancelled account (`cancelledAt` set) keeps its row — the privacy page says data is kept —
 * but can no longer log in; its phone and name stay taken so nobody can impersonate it.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull().unique(),
    userName: varchar('user_name', { length: 32 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    headImage: text('head_image').notNull().default(''),
    signature: varchar('signature', { length: 50 }).notNull().default(''),
    sex: varchar('sex', { length: 1 }).notNull().default('0'),
    isVip: boolean('is_vip').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Experience points; the rank (spec §3 rank{rankName,…}) is derived from them. */
    points: integer('points').notNull().default(0),
    invitationCode: varchar('invitation_code', { length: 16 }).notNull().default(''),
    realName: text('real_name'),
    /** Only a mask and a keyed hash of the ID number are kept: enough to show and to refuse reuse. */
    cardNoMasked: text('card_no_masked'),
    cardNoHash: text('card_no_hash').unique(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** VIP runs until then (issue 16); isVip is derived from it (see member/vip.ts). */
    vipUntil: timestamp('vip_until', { withTimezone: true }),
    /** The Baidu ad click id (bd_vid) the user registered with, for OCPC conversions (issue 16). */
    bdVid: varchar('bd_vid', { length: 256 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique without regard to case (migration 0011): "Kuyi" and "kuyi" are one name.
    uniqueIndex('users_user_name_lower_unique').on(sql`lower(${t.userName})`),
    // The few cancelled accounts, for the "author not cancelled" anti-joins of the lists (migration 0019).
    index('users_cancelled_idx').on(t.id).where(sql`${t.cancelledAt} is not null`),
  ],
);

/** Login sessions. Only a SHA-256 of the cookie token is stored, so a database leak yields no sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    // The sweep (every minute, on every replica) reads only the run-out rows (migration 0019).
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Feedback from the floating side bar (spec §3 feedback form). Anonymous feedback has no user. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  feedbackType: varchar('feedback_type', { length: 16 }).notNull(),
  feedbackDetail: text('feedback_detail').notNull().default(''),
  img: text('img').notNull().default(''),
  phone: varchar('phone', { length: 11 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  /** 'open' until an admin closes it (issue 16). */
  status: varchar('status', { length: 8 }).notNull().default('open'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: integer('closed_by'),
});

export const schema = { users, sessions, feedback, agreements };
export type UserRow = typeof users.$inferSelect;
