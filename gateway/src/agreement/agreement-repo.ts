import { type Agreement, dayStart, matchDay } from '@kuyi/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { type AgreementRow, agreements } from './agreement-table.ts';
import type { AgreementSeed } from './agreement-texts.ts';

const toAgreement = (row: AgreementRow): Agreement => ({
  agreementId: row.agreementId,
  title: row.title,
  content: row.content,
  updatedAt: matchDay(row.updatedAt.getTime()),
});

/** Reads and seeds the agreements table. */
export class AgreementRepo {
  constructor(private readonly db: Database) {}

  async list(): Promise<Agreement[]> {
    const rows = await this.db.select().from(agreements).orderBy(asc(agreements.agreementId));
    return rows.map(toAgreement);
  }

  async get(agreementId: string): Promise<Agreement | null> {
    const [row] = await this.db.select().from(agreements).where(eq(agreements.agreementId, agreementId));
    return row ? toAgreement(row) : null;
  }

  /**
   * Inserts the texts that are missing and leaves existing rows alone, so a restart (or a second replica
   * starting at the same moment) never overwrites a text an operator has changed. Returns how many it added.
   */
  async seed(seeds: AgreementSeed[]): Promise<number> {
    const added = await this.db
      .insert(agreements)
      .values(
        seeds.map((s) => ({
          agreementId: s.agreementId,
          title: s.title,
          content: s.content,
          updatedAt: new Date(dayStart(s.updatedAt)),
        })),
      )
      .onConflictDoNothing({ target: agreements.agreementId })
      .returning({ agreementId: agreements.agreementId });
    return added.length;
  }
}
