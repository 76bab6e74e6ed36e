import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { users } from './schema.ts';

const MIGRATION = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
  '0014_cancelled_real_name.sql',
);

const verified = (phone: string, cancelledAt: Date | null) => ({
  phone,
  userName: `u${phone}`,
  passwordHash: 'x',
  invitationCode: '',
  realName: '张三',
  cardNoMasked: '110***********1234',
  cardNoHash: `hash${phone}`,
  cancelledAt,
});

describe('migration 0014: accounts cancelled before [UA2] let go of their real-name record', () => {
  it('[UA2] a cancelled account keeps no real name or ID number; a live one keeps its own', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kuyi-db-'));
    const open = await openDatabase({ dataDir });
    try {
      // Rows as a logOff before the fix left them, then the migration's statements run over them.
      await open.db
        .insert(users)
        .values([verified('13800000001', new Date()), verified('13800000002', null)]);
      const text = await readFile(MIGRATION, 'utf8');
      for (const statement of text.split('--> statement-breakpoint'))
        await open.db.execute(sql.raw(statement));
      const rows = await open.db
        .select({ realName: users.realName, cardNoMasked: users.cardNoMasked, cardNoHash: users.cardNoHash })
        .from(users)
        .orderBy(asc(users.phone));
      const journal = JSON.parse(
        await readFile(path.join(path.dirname(MIGRATION), 'meta', '_journal.json'), 'utf8'),
      );
      expect(journal.entries.map((e: { tag: string }) => e.tag)).toContain('0014_cancelled_real_name');
      expect(rows).toEqual([
        { realName: null, cardNoMasked: null, cardNoHash: null },
        { realName: '张三', cardNoMasked: '110***********1234', cardNoHash: 'hash13800000002' },
      ]);
    } finally {
      await open.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // One PGlite boot with every migration: seconds on a shared, loaded machine.
  }, 120_000);
});
