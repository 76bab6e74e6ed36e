import { bigserial, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * A fan's pinned matches ([PIN1]). One row per (user, sport, match) — the unique key makes a double pin or two
 * replicas racing leave one row. `id` only grows, so ordering by it is pin order; a replace rewrites the rows
 * in the order given. `kickoff` dates the pin for pruning ([PIN5]); without it, `created_at` does.
 */
export const matchPins = pgTable(
  'match_pins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sport: varchar('sport', { length: 10 }).notNull(),
    matchId: varchar('match_id', { length: 40 }).notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('match_pins_once').on(t.userId, t.sport, t.matchId),
    index('match_pins_user_idx').on(t.userId, t.id),
  ],
);

export type MatchPinRow = typeof matchPins.$inferSelect;
