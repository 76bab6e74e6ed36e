import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Articles: written by an admin (`source` 'editor', `content` stored already sanitized) or generated from a
 * finished match (`source` 'report'). `matchId` is unique, so however many replicas run the generator a
 * match has one report. An article is public from `publishAt` until `deletedAt`.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 80 }).notNull(),
    cover: text('cover').notNull().default(''),
    content: text('content').notNull(),
    summary: text('summary').notNull().default(''),
    parentType: smallint('parent_type').notNull(),
    childType: smallint('child_type').notNull(),
    authorId: integer('author_id').references(() => users.id),
    writer: varchar('writer', { length: 32 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull().default('zh'),
    source: varchar('source', { length: 8 }).notNull().default('editor'),
    matchId: varchar('match_id', { length: 40 }),
    isTop: boolean('is_top').notNull().default(false),
    viewNum: integer('view_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_articles_match_id').on(t.matchId),
    index('news_articles_publish').on(t.publishAt, t.id),
    index('news_articles_type_publish').on(t.childType, t.publishAt),
  ],
);

/** Comments on an article: plain text, always rendered as text. */
export const newsComments = pgTable(
  'news_comments',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => newsArticles.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** [N11] soft delete by its author or an admin: it leaves the list and `comment_num`. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('news_comments_news').on(t.newsId, t.id)],
);

export type NewsArticleRow = typeof newsArticles.$inferSelect;
