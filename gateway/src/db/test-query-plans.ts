import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './open-database.ts';
import * as schema from './schema.ts';

/** A statement as drizzle sent it. */
export interface LoggedQuery {
  sql: string;
  params: unknown[];
}

type Backend = 'PGlite' | 'PostgreSQL';
type Client = PGlite | pg.Pool;

/** The driver client under a test database's drizzle instance. */
export const clientOf = (db: unknown): Client => (db as { $client: Client }).$client;

/**
 * A second drizzle over the same client that records every statement it sends, so an index test can plan the
 * repository's own SQL rather than a hand-written copy of it.
 */
export function loggingDatabase(name: Backend, db: unknown, seen: LoggedQuery[]): Database {
  const client = clientOf(db);
  const logger = { logQuery: (q: string, params: unknown[]) => seen.push({ sql: q, params }) };
  const logged =
    name === 'PGlite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePg({ client: client as pg.Pool, schema, logger });
  return logged as unknown as Database;
}

/** EXPLAIN of `q` with sorting priced out: a plan still sorting has no index in the list's order. */
export async function planWithoutSort(name: Backend, db: unknown, q: LoggedQuery): Promise<string> {
  const client = clientOf(db);
  const text = `explain ${q.sql}`;
  if (name === 'PGlite') {
    return (client as PGlite).transaction(async (tx) => {
      await tx.exec('set local enable_sort = off');
      const res = await tx.query<{ 'QUERY PLAN': string }>(text, q.params);
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }
  const conn = await (client as pg.Pool).connect();
  try {
    await conn.query('begin');
    await conn.query('set local enable_sort = off');
    const res = await conn.query<{ 'QUERY PLAN': string }>(text, q.params);
    await conn.query('rollback');
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    conn.release();
  }
}

/** The secondary indexes a table has in the database (what the migrations built), sorted. */
export async function builtIndexes(name: Backend, db: unknown, table: string): Promise<string[]> {
  const client = clientOf(db);
  const q = `select indexname from pg_indexes where tablename = $1 and indexname <> $2`;
  const params = [table, `${table}_pkey`];
  const rows =
    name === 'PGlite'
      ? (await (client as PGlite).query<{ indexname: string }>(q, params)).rows
      : (await (client as pg.Pool).query<{ indexname: string }>(q, params)).rows;
  return rows.map((r) => r.indexname).sort();
}
