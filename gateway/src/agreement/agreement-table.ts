import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The site's agreements (spec §7 getAgreementList). Seeded once from `texts/`; after that the row is the
 * truth, so an operator can change a text without a release and a restart never overwrites it.
 */
export const agreements = pgTable('agreements', {
  agreementId: varchar('agreement_id', { length: 32 }).primaryKey(),
  title: text('title').notNull(),
  /** The small Markdown subset described in @kuyi/shared `Agreement`. */
  content: text('content').notNull(),
  /** The day the text last changed, shown on the page as 更新日期. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AgreementRow = typeof agreements.$inferSelect;
