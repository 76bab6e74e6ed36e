import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { schema } from './schema.ts';

/** The one database type the API codes against: PGlite and node-postgres both are a PgDatabase. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: replicas starting together take turns migrating instead of racing. */
const MIGRATION_LOCK = 741_007;
/** How long close() waits for the server to see the pool's connections go. */
const CLOSE_WAIT_MS = 5_000;

/**
 * The pool's connections still open. `pool.end()` resolves once it has asked its clients to end, before their
 * sockets close; a caller that then drops the database, or a process that exits, would cut them mid-goodbye.
 */
function openConnections(pool: pg.Pool) {
  let open = 0;
  let onZero: (() => void) | null = null;
  pool.on('connect', () => {
    open += 1;
  });
  pool.on('remove', () => {
    open -= 1;
    if (open === 0) onZero?.();
  });
  return {
    closed: (timeoutMs: number) =>
      open === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            timer.unref();
            onZero = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
  };
}

/**
 * PostgreSQL when `databaseUrl` is set, else embedded PGlite under `dataDir/pglite` (or in memory when
 * `dataDir` is null, for tests). Migrations run before this resolves. PGlite in a directory is locked to
 * this process: a second process on the same DATA_DIR gets a DataDirInUseError naming DATABASE_URL.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  /** An idle pooled connection the server ended (a restart, a failover, an administrator); the pool reconnects. */
  onIdleError?: (err: Error) => void;
}): Promise<OpenDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // node-postgres re-emits an idle client's error on the pool, and an 'error' nobody listens to is thrown:
    // without this, PostgreSQL restarting would take the whole gateway down.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const connections = openConnections(pool);
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return {
      db: drizzlePg({ client: pool, schema }),
      kind: 'postgres',
      async close() {
        await pool.end();
        await connections.closed(CLOSE_WAIT_MS);
      },
    };
  }
  let dir: string | undefined;
  let unlock = async () => {};
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    unlock = await lockDataDir(dir, opts.dataDir, (err) => {
      // Another process may now open the files: stop before two of them write (the WebAssembly abort).
      console.error(`PGlite lock on ${opts.dataDir} lost (${err.message}); exiting`);
      process.exit(1);
    });
  }
  try {
    const client = new PGlite(dir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      async close() {
        await client.close();
        await unlock().catch(() => undefined);
      },
    };
  } catch (err) {
    await unlock().catch(() => undefined);
    throw err;
  }
}
