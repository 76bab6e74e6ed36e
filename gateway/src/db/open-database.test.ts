import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresProblem } from '../api/test-backends.ts';
import { openDatabase } from './open-database.ts';
import { users } from './schema.ts';
import { createTestPostgres, TEST_PG_ADMIN_URL } from './test-databases.ts';

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

describe.skipIf(postgresProblem !== null)(
  'openDatabase on PostgreSQL: connections ended by the server',
  () => {
    /** Ends every session of `name` from the admin connection, as a restart or a failover does. */
    async function terminateSessions(name: string): Promise<void> {
      const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      } finally {
        await admin.end();
      }
    }

    /** Counts `name`'s sessions over an admin connection opened beforehand, so the count is taken at once. */
    async function sessionCounter(name: string) {
      const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await admin.connect();
      return {
        async count() {
          const { rows } = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          return rows[0]?.n ?? 0;
        },
        end: () => admin.end(),
      };
    }

    it('[DB3] the server ending an idle connection is reported, not thrown, and the next query reconnects', async () => {
      const test = await createTestPostgres();
      if ('unreachable' in test) throw new Error(test.unreachable);
      const name = new URL(test.url).pathname.slice(1);
      try {
        let report: (err: Error) => void = () => {};
        const reported = new Promise<Error>((resolve) => {
          report = resolve;
        });
        const db = await openDatabase({
          databaseUrl: test.url,
          dataDir: null,
          onIdleError: (err) => report(err),
        });
        await db.db.execute(sql`select 1`);
        await terminateSessions(name);
        // An unhandled pool 'error' would have failed this file with an uncaught exception by now.
        expect((await reported).message).toMatch(/terminat/);
        expect(await db.db.select().from(users)).toEqual([]);
        await db.close();
      } finally {
        await test.drop();
      }
    });

    it('[DB3] close() resolves only once the server has seen every pooled connection go', async () => {
      const test = await createTestPostgres();
      if ('unreachable' in test) throw new Error(test.unreachable);
      const name = new URL(test.url).pathname.slice(1);
      try {
        const db = await openDatabase({ databaseUrl: test.url, dataDir: null });
        const sessions = await sessionCounter(name);
        try {
          // Several connections at once, all idle in the pool afterwards.
          await Promise.all(Array.from({ length: 4 }, () => db.db.execute(sql`select pg_sleep(0.05)`)));
          expect(await sessions.count()).toBe(4);
          await db.close();
          expect(await sessions.count()).toBe(0);
        } finally {
          await sessions.end();
        }
      } finally {
        await test.drop();
      }
    });
  },
);
