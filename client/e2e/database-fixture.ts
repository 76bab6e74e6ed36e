import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

const ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A PostgreSQL database of the file's own, for a gateway a test must reach into (e.g. to make an administrator). */
export interface FreshDatabase {
  /** The gateway's DATABASE_URL. */
  readonly url: string;
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

async function run(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text, values);
  } finally {
    await c.end();
  }
}

/**
 * Creates a `kuyi_test_*` database before the file's tests and drops it after them. Call it before useE2E:
 * afterAll hooks run in reverse order, so the gateway on it has stopped when it is dropped.
 */
export function useFreshDatabase(): FreshDatabase {
  const db = newTestDatabase();
  beforeAll(() => db.create());
  afterAll(() => db.drop().catch(() => undefined));
  return { url: db.url, query: (text, values) => run(db.url, text, values) };
}

/** A `kuyi_test_*` database name and URL, made and dropped when the caller says (no test hooks). */
export function newTestDatabase(): { url: string; create(): Promise<void>; drop(): Promise<void> } {
  const name = `kuyi_test_${randomBytes(6).toString('hex')}`;
  return {
    url: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString(),
    create: async () => void (await run(ADMIN_URL, `create database ${name}`)),
    drop: async () => void (await run(ADMIN_URL, `drop database if exists ${name} with (force)`)),
  };
}
