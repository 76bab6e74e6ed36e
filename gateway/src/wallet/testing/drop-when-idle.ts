import pg from 'pg';
import { TEST_PG_ADMIN_URL, type TestPostgres } from '../../db/test-databases.ts';

/**
 * Drops a test database once its connections are gone. `pool.end()` resolves before its clients have closed;
 * a `drop … with (force)` then kills them mid-goodbye and pg reports that as an unhandled error, failing the
 * run although every test passed. Waits (up to 5 s) until PostgreSQL lists no session on the database.
 */
export async function dropWhenIdle(db: TestPostgres): Promise<void> {
  const name = new URL(db.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await admin.end();
  }
  await db.drop();
}
