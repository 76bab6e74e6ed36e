import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/** The special areas (spec §7 selectSpecialArea), seeded once; after that the rows are the truth. */
export const forumAreas = pgTable('forum_areas', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 16 }).notNull().unique(),
  intro: text('intro').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Posts. `content` is stored already sanitized; `summary` is its plain text for lists. `idemKey` and
 * `contentHash` let a double-submit come back as the first post instead of a second one.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => forumAreas.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 50 }).notNull(),
    content: text('content').notNull(),
    summary: text('summary').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isMoneyReward: smallint('is_money_reward').notNull().default(0),
    viewNum: integer('view_num').notNull().default(0),
    replyNum: integer('reply_num').notNull().default(0),
    /** The last floor number handed out; floors are numbered under the post's row lock. */
    floorSeq: integer('floor_seq').notNull().default(0),
    idemKey: varchar('idem_key', { length: 64 }),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }).notNull().defaultNow(),
    /** [F16] set by the author's edit, shown as 编辑于. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** [F15] soft delete: the row stays for the money trail (envelope, rewards) but leaves every list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('forum_posts_author_idem_idx').on(t.authorId, t.idemKey),
    index('forum_posts_area_last_idx').on(t.areaId, t.lastReplyAt),
    index('forum_posts_author_created_idx').on(t.authorId, t.createdAt),
    // Migration 0019: the newest-first list (and the hot list's recent window), and an author's posts by
    // last reply (writerId).
    index('forum_posts_live_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('forum_posts_author_last_idx').on(t.authorId, t.lastReplyAt),
    // Migration 0021: the all-areas list by last reply (order 'active'), read backwards.
    index('forum_posts_live_last_idx').on(t.lastReplyAt, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

/** Replies: parentId null is a floor; otherwise the floor (top-level reply) it nests under. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    parentId: integer('parent_id'),
    replyToUserId: integer('reply_to_user_id').references(() => users.id),
    content: text('content').notNull(),
    floor: integer('floor').notNull().default(0),
    likeNum: integer('like_num').notNull().default(0),
    childNum: integer('child_num').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** [F17] soft delete: a floor with live nested replies stays as 该回复已删除, so floor numbers never shift. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('forum_replies_post_parent_idx').on(t.postId, t.parentId, t.id),
    // A post's floors in floor order (migration 0019).
    index('forum_replies_post_floor_idx').on(t.postId, t.floor, t.id).where(sql`${t.parentId} is null`),
  ],
);

/** One like per user per reply: the primary key is the rule. */
export const forumReplyLikes = pgTable(
  'forum_reply_likes',
  {
    replyId: integer('reply_id')
      .notNull()
      .references(() => forumReplies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.userId] })],
);

/** The last counted view per viewer (user id or hashed address) when Redis is not configured. */
export const forumPostViews = pgTable(
  'forum_post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id),
    viewer: varchar('viewer', { length: 80 }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewer] })],
);

export type ForumAreaRow = typeof forumAreas.$inferSelect;
export type ForumPostRow = typeof forumPosts.$inferSelect;
export type ForumReplyRow = typeof forumReplies.$inferSelect;
