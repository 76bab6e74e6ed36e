import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, postgresProblem } from '../api/test-backends.ts';
import { type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { schema } from '../db/schema.ts';
import { createTestPostgres } from '../db/test-databases.ts';
import {
  balance,
  type Currency,
  type Db,
  type Posting,
  post,
  SYSTEM_ACCOUNT,
  type Tx,
  withTransaction,
} from './ledger.ts';
import { walletBalances, walletLedger } from './schema.ts';
import { dropWhenIdle } from './testing/drop-when-idle.ts';
import { assertLedgerBalanced } from './testing/ledger-check.ts';

/**
 * [W1][W5] The system account (0) is the other side of every grant and every held amount, so it must not be a lock
 * every money posting queues on: it keeps no balance row, its postings only append ledger rows, and the books
 * still balance (the users' balances plus its ledger sum to zero per currency).
 */

const memo = { kind: 'test', refType: 'test', refId: 'sys', memo: '测试' };
const transfer = (from: number, to: number, amount: number, currency: Currency = 'gold'): Posting[] => [
  { ...memo, userId: from, currency, amount: -amount },
  { ...memo, userId: to, currency, amount },
];
const grant = (to: number, amount: number, currency: Currency = 'gold') =>
  transfer(SYSTEM_ACCOUNT, to, amount, currency);

let nextUser = 5000;
const newUsers = (n: number) => Array.from({ length: n }, () => nextUser++);

const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];

async function systemRow(db: Db) {
  return db.select().from(walletBalances).where(eq(walletBalances.userId, SYSTEM_ACCOUNT));
}

async function open(name: 'PGlite' | 'PostgreSQL') {
  if (name === 'PGlite')
    return { db: await openDatabase({ dataDir: null }), url: undefined, drop: undefined };
  const pg = await createTestPostgres();
  if ('unreachable' in pg) throw new Error(pg.unreachable);
  return {
    db: await openDatabase({ databaseUrl: pg.url, dataDir: null }),
    url: pg.url,
    drop: () => dropWhenIdle(pg),
  };
}

describe.each(BACKENDS)('[W1][W5] the system account on $name', ({ name, skip }) => {
  let o: OpenDatabase | undefined;
  let drop: (() => Promise<void>) | undefined;
  const db = (): Db => {
    if (!o) throw new Error('database not open');
    return o.db;
  };
  beforeAll(async () => {
    if (skip) return;
    const made = await open(name);
    o = made.db;
    drop = made.drop;
  }, 60_000);
  afterAll(async () => {
    if (o) await assertLedgerBalanced(o.db);
    await o?.close();
    await drop?.();
  });

  describe.skipIf(skip)('', () => {
    it('[W1] keeps no balance row: its postings append ledger rows without balance_after, its balance is their sum', async () => {
      const [a, b] = newUsers(2) as [number, number];
      const before = await balance(db(), SYSTEM_ACCOUNT, 'qiubi');
      await withTransaction(db(), (tx) => post(tx, grant(a, 500, 'qiubi')));
      // Held money (an envelope, a stake) goes to the system account and comes back out of it.
      await withTransaction(db(), (tx) => post(tx, transfer(a, SYSTEM_ACCOUNT, 200, 'qiubi')));
      await withTransaction(db(), (tx) => post(tx, grant(b, 120, 'qiubi')));
      expect(await systemRow(db())).toEqual([]);
      expect(await balance(db(), a, 'qiubi')).toBe(300);
      expect(await balance(db(), b, 'qiubi')).toBe(120);
      expect(await balance(db(), SYSTEM_ACCOUNT, 'qiubi')).toBe(before - 420);
      const rows = await db()
        .select({
          userId: walletLedger.userId,
          amount: walletLedger.amount,
          after: walletLedger.balanceAfter,
        })
        .from(walletLedger)
        .where(and(eq(walletLedger.refId, 'sys'), eq(walletLedger.currency, 'qiubi')))
        .orderBy(walletLedger.id);
      expect(rows.filter((r) => r.userId === a || r.userId === b)).toEqual([
        { userId: a, amount: 500, after: 500 },
        { userId: a, amount: -200, after: 300 },
        { userId: b, amount: 120, after: 120 },
      ]);
      const system = rows.filter((r) => r.userId === SYSTEM_ACCOUNT);
      expect(system.map((r) => r.amount)).toEqual([-500, 200, -120]);
      for (const r of system) expect(r.after).toBeNull();
      await assertLedgerBalanced(db());
    });

    it('[W5] the database refuses a user ledger row without balance_after', async () => {
      const [a] = newUsers(1) as [number];
      await expect(
        db().transaction(async (tx) => {
          await tx.insert(walletLedger).values([
            { ...memo, userId: a, currency: 'gold', amount: 1, balanceAfter: null },
            { ...memo, userId: SYSTEM_ACCOUNT, currency: 'gold', amount: -1, balanceAfter: null },
          ]);
        }),
      ).rejects.toThrow();
    });

    it('[W5] assertLedgerBalanced notices money the system account created, and a system balance row come back', async () => {
      const [a] = newUsers(1) as [number];
      await withTransaction(db(), (tx) => post(tx, grant(a, 10)));
      const rolledBack = new Error('rolled back');
      // Each probe runs in a transaction it then rolls back, so the database stays balanced for the others.
      const probe = (write: (tx: Tx) => Promise<unknown>) =>
        db()
          .transaction(async (tx) => {
            await write(tx);
            const found = await assertLedgerBalanced(tx).then(
              () => 'balanced',
              (err: Error) => err.message,
            );
            throw Object.assign(rolledBack, { found });
          })
          .catch((err: Error & { found?: string }) => {
            if (err !== rolledBack) throw err;
            return err.found;
          });
      expect(
        await probe((tx) =>
          tx
            .insert(walletLedger)
            .values({ ...memo, userId: SYSTEM_ACCOUNT, currency: 'gold', amount: -7, balanceAfter: null }),
        ),
      ).toContain("gold: users' balances and the system account's ledger sum to -7, not 0");
      expect(
        await probe((tx) =>
          tx.insert(walletBalances).values({ userId: SYSTEM_ACCOUNT, currency: 'gold', balance: -10 }),
        ),
      ).toContain('user 0 gold: has a wallet_balances row');
      await assertLedgerBalanced(db());
    });
  });
});

describe.skipIf(postgresProblem !== null)(
  '[W1][W5] the system account under concurrency (PostgreSQL)',
  () => {
    let o: OpenDatabase;
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const made = await open('PostgreSQL');
      o = made.db;
      drop = made.drop;
    }, 60_000);
    afterAll(async () => {
      if (o) await assertLedgerBalanced(o.db);
      await o?.close();
      await drop?.();
    });

    /** Backends of this database waiting for a lock another transaction holds. */
    async function waitingForLocks(): Promise<number> {
      const res = await o.db.execute(sql`
      select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where not l.granted and a.datname = current_database()`);
      return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
    }

    it('[W1] a grant to one user commits while another user’s grant is still open: posts against the system account take no lock on it', async () => {
      const [a, b] = newUsers(2) as [number, number];
      let holding!: () => void;
      const held = new Promise<void>((r) => {
        holding = r;
      });
      let release!: () => void;
      const released = new Promise<void>((r) => {
        release = r;
      });
      // A request in flight: it has posted its grant and not committed yet.
      const first = o.db.transaction(async (tx) => {
        await post(tx, grant(a, 100));
        holding();
        await released;
      });
      await held;
      // Another user's grant either commits, or is seen queued behind a lock (as it was on the system row).
      let done = false;
      const second = withTransaction(o.db, (tx) => post(tx, grant(b, 40))).then(() => {
        done = true;
        return 'committed' as const;
      });
      const blocked = (async () => {
        while (!done) {
          if ((await waitingForLocks()) > 0) return 'waiting for a lock' as const;
          await new Promise((r) => setTimeout(r, 10));
        }
        return 'committed' as const;
      })();
      const outcome = await Promise.race([second, blocked]);
      // Observed while the first transaction is still open: b's money is there, a's not yet.
      const seen = { a: await balance(o.db, a, 'gold'), b: await balance(o.db, b, 'gold') };
      release();
      await first;
      await second;
      await blocked;
      expect(outcome).toBe('committed');
      expect(seen).toEqual({ a: 0, b: 40 });
      expect(await balance(o.db, a, 'gold')).toBe(100);
      await assertLedgerBalanced(o.db);
    });

    it('[W1][W5] 400 concurrent postings of 40 users against the system account all commit and the ledger balances', async () => {
      const users = newUsers(40);
      const systemBefore = {
        gold: await balance(o.db, SYSTEM_ACCOUNT, 'gold'),
        qiubi: await balance(o.db, SYSTEM_ACCOUNT, 'qiubi'),
      };
      await Promise.all(users.map((u) => withTransaction(o.db, (tx) => post(tx, grant(u, 1000, 'qiubi')))));
      // Per user: 3 grants of 10 金币, 3 holds of 100 球币, 2 releases of 60 球币, and 2 envelope-like moves that
      // take from the user, hold it and pay the next user out of the hold in one call: 10 postings each.
      const calls: Posting[][] = [];
      users.forEach((u, i) => {
        const next = users[(i + 1) % users.length] as number;
        for (let k = 0; k < 3; k++) calls.push(grant(u, 10));
        for (let k = 0; k < 3; k++) calls.push(transfer(u, SYSTEM_ACCOUNT, 100, 'qiubi'));
        for (let k = 0; k < 2; k++) calls.push(grant(u, 60, 'qiubi'));
        for (let k = 0; k < 2; k++)
          calls.push([
            ...transfer(u, SYSTEM_ACCOUNT, 25, 'qiubi'),
            ...transfer(SYSTEM_ACCOUNT, next, 25, 'qiubi'),
          ]);
      });
      for (let i = calls.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [calls[i], calls[j]] = [calls[j] as Posting[], calls[i] as Posting[]];
      }
      const results = await Promise.all(calls.map((c) => withTransaction(o.db, (tx) => post(tx, c))));
      expect(results.filter((r) => r.applied)).toHaveLength(400);

      for (const u of users) {
        expect(await balance(o.db, u, 'gold')).toBe(30);
        // 1000 − 300 held + 120 released − 50 given + 50 received.
        expect(await balance(o.db, u, 'qiubi')).toBe(820);
      }
      expect(await balance(o.db, SYSTEM_ACCOUNT, 'gold')).toBe(systemBefore.gold - 40 * 30);
      expect(await balance(o.db, SYSTEM_ACCOUNT, 'qiubi')).toBe(systemBefore.qiubi - 40 * 820);
      expect(await systemRow(o.db)).toEqual([]);
      await assertLedgerBalanced(o.db);
    }, 120_000);
  },
);

/**
 * An existing database: 0019 and before, where the system account has a wallet_balances row and its ledger rows
 * carry a running balance. Migration 0020 deletes the row; the books still balance and the balance is unchanged.
 */
describe('[W5] migration 0020 on a database with a system balance row', () => {
  const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
  let dir: string;
  let client: PGlite;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kuyi-0019-'));
    await cp(migrations, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag === '0019_perf_indexes');
    journal.entries = journal.entries.slice(0, upTo + 1);
    await writeFile(journalPath, JSON.stringify(journal));
    client = new PGlite();
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('[W5] deletes the system row, keeps every ledger row, and the books balance with the same system balance', async () => {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: dir });
    // What the old ledger.post wrote: two grants and a hold, the system row kept as a running balance.
    await client.exec(`
      insert into wallet_balances (user_id, currency, balance) values (0, 'qiubi', -700), (1, 'qiubi', 300),
        (2, 'qiubi', 400);
      insert into wallet_ledger (user_id, currency, amount, balance_after, kind, memo) values
        (1, 'qiubi', 500, 500, 'welcome', 'w'), (0, 'qiubi', -500, -500, 'welcome', 'w'),
        (2, 'qiubi', 400, 400, 'welcome', 'w'), (0, 'qiubi', -400, -900, 'welcome', 'w'),
        (1, 'qiubi', -200, 300, 'hold', 'h'), (0, 'qiubi', 200, -700, 'hold', 'h');
    `);
    await expect(assertLedgerBalanced(db as unknown as Db)).rejects.toThrow(
      'user 0 qiubi: has a wallet_balances row',
    );

    await migratePglite(db, { migrationsFolder: migrations });
    const ledger = db as unknown as Db;
    expect(await ledger.select().from(walletBalances).where(eq(walletBalances.userId, 0))).toEqual([]);
    expect(await balance(ledger, SYSTEM_ACCOUNT, 'qiubi')).toBe(-700);
    await assertLedgerBalanced(ledger);
    // New postings go on from there, the old rows untouched.
    await withTransaction(ledger, (tx) => post(tx, grant(1, 50, 'qiubi')));
    expect(await balance(ledger, 1, 'qiubi')).toBe(350);
    expect(await balance(ledger, SYSTEM_ACCOUNT, 'qiubi')).toBe(-750);
    const [count] = await ledger.select({ n: sql<number>`count(*)::int` }).from(walletLedger);
    expect(Number(count?.n)).toBe(8);
    await assertLedgerBalanced(ledger);
  }, 60_000);
});
