import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * What a user asked to be told (issue 15). One row per (user, target): subscribing to the same match, team or
 * league again replaces its kinds. `kinds` is a comma-separated subset of REMINDER_KINDS.
 */
export const reminderSubscriptions = pgTable(
  'reminder_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** [AI9] football | basketball: the two sports' ids are separate spaces. */
    sport: varchar('sport', { length: 10 }).notNull().default('football'),
    targetKind: varchar('target_kind', { length: 8 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    targetName: varchar('target_name', { length: 40 }).notNull(),
    kinds: text('kinds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reminder_subscriptions_once').on(t.userId, t.sport, t.targetKind, t.targetId),
    // The generator looks subscribers up by sport and target.
    index('reminder_subscriptions_target_idx').on(t.sport, t.targetKind, t.targetId),
  ],
);

/**
 * Reminders as delivered. `(user_id, event_key)` is unique: however many replicas or leaders see an event,
 * the insert that wins is the only one pushed ([AI4]).
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    eventKey: varchar('event_key', { length: 160 }).notNull(),
    /** [AI9] The sport of `match_id`. */
    sport: varchar('sport', { length: 10 }).notNull().default('football'),
    kind: varchar('kind', { length: 8 }).notNull(),
    matchId: varchar('match_id', { length: 40 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    body: text('body').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [unique('reminders_once').on(t.userId, t.eventKey), index('reminders_user_idx').on(t.userId, t.id)],
);

export type ReminderRow = typeof reminders.$inferSelect;
export type ReminderSubscriptionRow = typeof reminderSubscriptions.$inferSelect;
