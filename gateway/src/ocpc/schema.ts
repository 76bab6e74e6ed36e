import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per conversion reported (or, without OCPC_TOKEN, logged) to Baidu OCPC (issue 16). `ref` names the
 * event (`register:{userId}`, `pay:{orderNo}`, `req:{hash}`) so each is reported once.
 */
export const ocpcConversions = pgTable('ocpc_conversions', {
  id: serial('id').primaryKey(),
  ref: varchar('ref', { length: 64 }).notNull().unique(),
  userId: integer('user_id'),
  clickId: varchar('click_id', { length: 256 }).notNull(),
  newType: integer('new_type').notNull(),
  /** 'logged' (no token), 'sent', or 'failed'. */
  status: varchar('status', { length: 8 }).notNull().default('logged'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
