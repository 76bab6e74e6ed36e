import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresProblem } from '../api/test-backends.ts';
import { openDatabase } from './open-database.ts';
import { users } from './schema.ts';
import { createTestPostgres } from './test-databases.ts';

const row = { phone: '13800138000', userName: 'persist', passwordHash: 'x', invitationCode: '' };

describe('openDatabase: migrations at start, data kept across restarts', () => {
  it('[DB1] PGlite in DATA_DIR: a reopen re-runs migrations harmlessly and keeps rows', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kuyi-db-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.db.insert(users).values(row);
      await first.close();
      const second = await openDatabase({ dataDir });
      const found = await second.db.select().from(users).where(eq(users.phone, row.phone));
      expect(found.map((u) => u.userName)).toEqual(['persist']);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two PGlite boots with every migration: tens of seconds on a shared, loaded machine.
  }, 120_000);

  it.skipIf(postgresProblem !== null)(
    '[DB1] PostgreSQL via DATABASE_URL: two replicas migrating at once both start',
    async () => {
      const pg = await createTestPostgres();
      if ('unreachable' in pg) throw new Error(pg.unreachable);
      try {
        const [a, b] = await Promise.all([
          openDatabase({ databaseUrl: pg.url, dataDir: null }),
          openDatabase({ databaseUrl: pg.url, dataDir: null }),
        ]);
        expect(a.kind).toBe('postgres');
        await a.db.insert(users).values(row);
        const found = await b.db.select().from(users).where(eq(users.phone, row.phone));
        expect(found).toHaveLength(1);
        await Promise.all([a.close(), b.close()]);
      } finally {
        await pg.drop();
      }
    },
  );
});
