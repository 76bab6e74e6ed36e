import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Arena picks (issue 14). Everything a pick is judged on — match, market, selection, line, price, reason,
 * price to read — is frozen at publish: no route updates those columns, and `contentHash` (sha256 of their
 * canonical JSON, see pick-hash.ts) is shown so a rewrite would be visible. Only the settlement columns change,
 * once, from `pending`. Foreign keys (to users, to picks) are in the SQL migration only: importing `users`
 * here would make db/schema.ts, which re-exports this file, import itself.
 */
export const arenaPicks = pgTable(
  'arena_picks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    matchId: varchar('match_id', { length: 40 }).notNull(),
    sport: varchar('sport', { length: 16 }).notNull().default('football'),
    /** ya 亚盘, da 大小, ou 欧赔 (1x2). */
    market: varchar('market', { length: 2 }).notNull(),
    /** home/away (ya, ou), draw (ou), over/under (da). */
    selection: varchar('selection', { length: 8 }).notNull(),
    /** The home handicap (ya) or total (da) taken from the gateway's odds at publish; null for 欧赔. */
    line: doublePrecision('line'),
    /** Water (ya, da) or decimal (ou) price of the selection at publish. */
    price: doublePrecision('price').notNull(),
    reason: text('reason').notNull().default(''),
    /** 球币 in 分 to read the reason; 0 is free. */
    priceFen: integer('price_fen').notNull().default(0),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    /** Hashed with the frozen fields, shown only with the pick itself (pick-hash.ts); '' before 0018. */
    salt: varchar('salt', { length: 32 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Match facts copied at publish so lists need no feed call. */
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    matchDay: varchar('match_day', { length: 10 }).notNull(),
    leagueName: text('league_name').notNull().default(''),
    homeName: text('home_name').notNull().default(''),
    awayName: text('away_name').notNull().default(''),
    /** pending → settled | void, exactly once. */
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    /** win, half_win, push, half_loss, loss once settled. */
    result: varchar('result', { length: 10 }),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [
    // One pick per user, match and market: no hedging both sides to fake a record.
    uniqueIndex('arena_picks_user_match_market').on(t.userId, t.matchId, t.market),
    index('arena_picks_match').on(t.matchId),
    index('arena_picks_status_day').on(t.status, t.matchDay),
    index('arena_picks_user_settled').on(t.userId, t.settledAt),
    // Migration 0019: the newest-first list, and one match day's list newest first.
    index('arena_picks_published').on(t.publishedAt, t.id),
    index('arena_picks_day_published').on(t.matchDay, t.publishedAt, t.id),
    // Migration 0022: one author's lists newest first, read backwards; status for their counts from the index.
    index('arena_picks_user_published').on(t.userId, t.publishedAt, t.id, t.status),
  ],
);

/** One purchase per buyer and pick (the unique key makes a double click or a retry harmless). */
export const arenaPurchases = pgTable(
  'arena_purchases',
  {
    id: serial('id').primaryKey(),
    pickId: integer('pick_id').notNull(),
    buyerId: integer('buyer_id').notNull(),
    priceFen: integer('price_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('arena_purchases_pick_buyer').on(t.pickId, t.buyerId),
    index('arena_purchases_buyer').on(t.buyerId),
  ],
);

/** 点赞: one per user and pick. */
export const arenaLikes = pgTable(
  'arena_likes',
  {
    pickId: integer('pick_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.pickId, t.userId] })],
);

export type ArenaPickRow = typeof arenaPicks.$inferSelect;
export type ArenaPurchaseRow = typeof arenaPurchases.$inferSelect;
