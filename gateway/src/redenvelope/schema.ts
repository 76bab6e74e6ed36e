import type { EnvelopeStatus } from '@kuyi/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * A post's red envelope (spec §3 `redEnvelope`). Money is in the smallest unit (球币 分), taken from the
 * author when the post is created and held by the system account until grabbed or refunded. The post id is
 * not a foreign key: the posts table belongs to the forum and may not exist in every test database.
 */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: serial('id').primaryKey(),
    /** One envelope per post. */
    postId: integer('post_id').notNull().unique(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    currency: varchar('currency', { length: 8 }).notNull().default('qiubi'),
    total: integer('total').notNull(),
    count: integer('count').notNull(),
    /** 'random' (拼手气, double-mean split) or 'equal' (普通, equal parts). */
    split: varchar('split', { length: 8 }).notNull(),
    /** 'reply' (a reply grabs a part) or 'open' (any logged-in reader presses 抢红包). */
    grabRule: varchar('grab_rule', { length: 8 }).notNull(),
    /** isMoneyReward 2: a 公益 envelope, listed by selectCharityList. */
    charity: boolean('charity').notNull().default(false),
    remainingAmount: integer('remaining_amount').notNull(),
    remainingCount: integer('remaining_count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'active' → 'finished' (all grabbed) or 'refunded' (expired, remainder returned to the author). */
    status: varchar('status', { length: 12 }).$type<EnvelopeStatus>().notNull().default('active'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('red_envelopes_author_idx').on(t.authorId),
    index('red_envelopes_status_expires_idx').on(t.status, t.expiresAt),
    // Every part left must still be at least one unit.
    check(
      'red_envelopes_remaining_ok',
      sql`${t.remainingCount} >= 0 and ${t.remainingAmount} >= ${t.remainingCount}`,
    ),
  ],
);

/** Who grabbed how much. The unique pair is the last guard of "each user at most once". */
export const redEnvelopeGrabs = pgTable(
  'red_envelope_grabs',
  {
    id: serial('id').primaryKey(),
    envelopeId: integer('envelope_id')
      .notNull()
      .references(() => redEnvelopes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('red_envelope_grabs_once').on(t.envelopeId, t.userId),
    index('red_envelope_grabs_user_idx').on(t.userId),
    check('red_envelope_grabs_positive', sql`${t.amount} > 0`),
  ],
);

/** Rewards (打赏) from a reader to a post's author. The key makes a retried request charge once. */
export const postRewards = pgTable(
  'post_rewards',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    currency: varchar('currency', { length: 8 }).notNull().default('qiubi'),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_rewards_post_idx').on(t.postId),
    index('post_rewards_from_idx').on(t.fromUserId),
    index('post_rewards_to_idx').on(t.toUserId),
    check('post_rewards_positive', sql`${t.amount} > 0`),
  ],
);

export type RedEnvelopeRow = typeof redEnvelopes.$inferSelect;
export type RedEnvelopeGrabRow = typeof redEnvelopeGrabs.$inferSelect;
export type PostRewardRow = typeof postRewards.$inferSelect;
