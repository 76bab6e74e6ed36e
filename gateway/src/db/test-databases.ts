import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { serviceMissing } from './test-services.ts';

/** The PostgreSQL server the contract suites use; overridable for other machines. */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database `kuyi_test_<random>` on the test server, so parallel runs never share tables. */
export interface TestPostgres {
  url: string;
  drop(): Promise<void>;
}

/** The reason when the server cannot be reached, so the suite can skip saying why; under CI=true it throws. */
export async function createTestPostgres(): Promise<TestPostgres | { unreachable: string }> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (err) {
    return {
      unreachable: serviceMissing(`PostgreSQL at ${TEST_PG_ADMIN_URL} is unreachable: ${String(err)}`),
    };
  }
  const name = `kuyi_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
