import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../db/open-database.ts';
import { openDatabase } from '../../db/open-database.ts';
import { schema } from '../../db/schema.ts';
import { createTestPostgres } from '../../db/test-databases.ts';
import { type Posting, post, SYSTEM_ACCOUNT, type Tx, withTransaction } from '../ledger.ts';
import { assertLedgerBalanced } from './ledger-check.ts';

/**
 * Throughput of `ledger.post` on PostgreSQL with N concurrent clients, three shapes in the same run:
 * - `transfer`: user → user transfers among `users` accounts (no system account): the baseline;
 * - `grant`: system → user grants as `post` does them now (the system account takes no lock);
 * - `grant-locked-system`: the same grants, each transaction also doing what `post` did to the system account's
 *   wallet_balances row before migration 0020 (insert … on conflict do nothing, select … for update, update),
 *   on a stand-in row of a scratch table (the real one no longer exists): every grant queues on that one row.
 * Shapes alternate over `rounds` so a drift of the machine falls on all of them alike.
 */

export type BenchShape = 'transfer' | 'grant' | 'grant-locked-system';
export const BENCH_SHAPES: readonly BenchShape[] = ['transfer', 'grant', 'grant-locked-system'];

export interface LedgerBenchOptions {
  /** A database to use (it is migrated); default a throwaway `kuyi_test_*` on the test server. */
  databaseUrl?: string;
  clients: number;
  seconds: number;
  users: number;
  rounds: number;
  shapes?: readonly BenchShape[];
  log?: (line: string) => void;
}

export interface ShapeRun {
  shape: BenchShape;
  round: number;
  commits: number;
  seconds: number;
  tps: number;
  p50Ms: number;
  p95Ms: number;
  /** Calls that failed even after withTransaction's retries (none expected); the first is logged. */
  errors: number;
}

const memo = { kind: 'bench', refType: 'bench', refId: '', memo: '压测' };
const FUNDING = 1_000_000_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** What the old `post` did to the system account's row, inside the same transaction, before its postings. */
async function lockStandInSystemRow(tx: Tx, amount: number): Promise<void> {
  await tx.execute(
    sql`insert into ledger_bench_system_row (id, balance) values (0, 0) on conflict do nothing`,
  );
  await tx.execute(sql`select balance from ledger_bench_system_row where id = 0 for update`);
  await tx.execute(
    sql`update ledger_bench_system_row set balance = balance - ${amount}, updated_at = now() where id = 0`,
  );
}

function postingsFor(shape: BenchShape, users: number): Posting[] {
  const to = 1 + Math.floor(Math.random() * users);
  if (shape === 'transfer') {
    let from = 1 + Math.floor(Math.random() * users);
    while (from === to) from = 1 + Math.floor(Math.random() * users);
    return [
      { ...memo, userId: from, currency: 'gold', amount: -1 },
      { ...memo, userId: to, currency: 'gold', amount: 1 },
    ];
  }
  return [
    { ...memo, userId: SYSTEM_ACCOUNT, currency: 'gold', amount: -1 },
    { ...memo, userId: to, currency: 'gold', amount: 1 },
  ];
}

async function runShape(db: Database, shape: BenchShape, round: number, o: LedgerBenchOptions) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + o.seconds * 1000;
  await Promise.all(
    Array.from({ length: o.clients }, async () => {
      while (performance.now() < end) {
        const postings = postingsFor(shape, o.users);
        const t0 = performance.now();
        try {
          await withTransaction(db, async (tx) => {
            if (shape === 'grant-locked-system') await lockStandInSystemRow(tx, 1);
            await post(tx, postings);
          });
          latencies.push(performance.now() - t0);
        } catch (err) {
          if (errors === 0) (o.log ?? console.log)(`${shape}: ${String(err)}`);
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const run: ShapeRun = {
    shape,
    round,
    commits: latencies.length,
    seconds: Math.round(seconds * 100) / 100,
    tps: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    errors,
  };
  return run;
}

export async function runLedgerBench(o: LedgerBenchOptions): Promise<ShapeRun[]> {
  const log = o.log ?? console.log;
  let url = o.databaseUrl;
  let drop: (() => Promise<void>) | undefined;
  if (!url) {
    const made = await createTestPostgres();
    if ('unreachable' in made) throw new Error(made.unreachable);
    url = made.url;
    drop = made.drop;
  }
  try {
    // Migrates; its pool has 10 connections, so the clients get their own pool below.
    const migrated = await openDatabase({ databaseUrl: url, dataDir: null });
    await migrated.close();
    const pool = new pg.Pool({ connectionString: url, max: o.clients });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    try {
      await db.execute(sql`create table if not exists ledger_bench_system_row (
        id integer primary key, balance bigint not null, updated_at timestamptz not null default now())`);
      // Every user funded once, so no transfer is refused and the shapes differ only in their locks.
      for (let first = 1; first <= o.users; first += 500) {
        const ids = Array.from({ length: Math.min(500, o.users - first + 1) }, (_, i) => first + i);
        await withTransaction(db, (tx) =>
          post(
            tx,
            ids.flatMap((userId) => [
              { ...memo, userId, currency: 'gold' as const, amount: FUNDING },
              { ...memo, userId: SYSTEM_ACCOUNT, currency: 'gold' as const, amount: -FUNDING },
            ]),
          ),
        );
      }
      await db.execute(sql`vacuum analyze wallet_balances`);
      const runs: ShapeRun[] = [];
      for (let round = 1; round <= o.rounds; round++) {
        for (const shape of o.shapes ?? BENCH_SHAPES) {
          const run = await runShape(db, shape, round, o);
          log(JSON.stringify(run));
          runs.push(run);
        }
      }
      await assertLedgerBalanced(db);
      log('ledger balanced after the run (assertLedgerBalanced)');
      return runs;
    } finally {
      await pool.end();
    }
  } finally {
    await drop?.();
  }
}

/** One Markdown row per shape: mean tps over the rounds, the rounds' range, and latency from all rounds. */
export function ledgerBenchTable(runs: ShapeRun[], o: Pick<LedgerBenchOptions, 'clients'>): string {
  const lines = [
    `| shape | clients | tps (mean) | tps per round | p50 ms | p95 ms | vs transfer |`,
    '|---|---|---|---|---|---|---|',
  ];
  const meanTps = (shape: BenchShape) => {
    const of = runs.filter((r) => r.shape === shape);
    return of.length === 0 ? Number.NaN : of.reduce((s, r) => s + r.tps, 0) / of.length;
  };
  const base = meanTps('transfer');
  for (const shape of BENCH_SHAPES) {
    const of = runs.filter((r) => r.shape === shape);
    if (of.length === 0) continue;
    const mean = meanTps(shape);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
    lines.push(
      `| ${shape} | ${o.clients} | ${Math.round(mean)} | ${of.map((r) => r.tps).join(', ')} | ${median(of.map((r) => r.p50Ms))} | ${median(of.map((r) => r.p95Ms))} | ${Number.isNaN(base) ? '—' : (mean / base).toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}
