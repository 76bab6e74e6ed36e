import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { createTestPostgres } from '../db/test-databases.ts';
import {
  balance,
  type Currency,
  type Db,
  InsufficientFundsError,
  type Posting,
  post,
  SYSTEM_ACCOUNT,
  withTransaction,
} from './ledger.ts';
import { walletBalances, walletLedger } from './schema.ts';
import { dropWhenIdle } from './testing/drop-when-idle.ts';
import { assertLedgerBalanced } from './testing/ledger-check.ts';

const memo = { kind: 'test', refType: 'test', refId: '1', memo: '测试' };
const transfer = (from: number, to: number, amount: number, currency: Currency = 'gold'): Posting[] => [
  { ...memo, userId: from, currency, amount: -amount },
  { ...memo, userId: to, currency, amount },
];

/** Each test uses its own user ids so the suites' tests stay independent on one database. */
let nextUser = 1000;
const newUsers = (n: number) => Array.from({ length: n }, () => nextUser++);

async function fund(db: Db, userId: number, amount: number, currency: Currency = 'gold') {
  if (amount === 0) return;
  await withTransaction(db, (tx) => post(tx, transfer(SYSTEM_ACCOUNT, userId, amount, currency)));
}

async function ledgerCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(walletLedger);
  return Number(row?.n ?? 0);
}

/**
 * Runs `n` random transfers among `users` at once. Amounts are drawn up to `maxAmount`, above most balances,
 * so a good share are overdrafts and must be refused. Answers how many went through and how many were refused.
 */
async function randomTransfers(db: Db, users: number[], n: number, maxAmount: number) {
  const outcomes = await Promise.all(
    Array.from({ length: n }, async () => {
      const from = users[randomInt(users.length)] as number;
      let to = users[randomInt(users.length)] as number;
      while (to === from) to = users[randomInt(users.length)] as number;
      const currency: Currency = randomInt(2) === 0 ? 'gold' : 'qiubi';
      try {
        await withTransaction(db, (tx) =>
          post(tx, transfer(from, to, randomInt(1, maxAmount + 1), currency)),
        );
        return 'ok' as const;
      } catch (err) {
        if (err instanceof InsufficientFundsError) return 'refused' as const;
        throw err;
      }
    }),
  );
  return {
    ok: outcomes.filter((o) => o === 'ok').length,
    refused: outcomes.filter((o) => o === 'refused').length,
  };
}

describe.each(BACKENDS)('wallet ledger on $name', ({ name, skip }) => {
  let open: OpenDatabase | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  const db = (): Db => {
    if (!open) throw new Error('database not open');
    return open.db;
  };

  beforeAll(async () => {
    if (skip) return;
    let databaseUrl: string | undefined;
    if (name === 'PostgreSQL') {
      const pg = await createTestPostgres();
      if ('unreachable' in pg) throw new Error(pg.unreachable);
      databaseUrl = pg.url;
      dropDb = () => dropWhenIdle(pg);
    }
    open = await openDatabase({ databaseUrl, dataDir: null });
  }, 60_000);
  afterAll(async () => {
    if (open) await assertLedgerBalanced(open.db);
    await open?.close();
    await dropDb?.();
  });

  describe.skipIf(skip)('', () => {
    it('[W1] a transfer is zero-sum: one ledger row per posting with the balance after it', async () => {
      const [a, b] = newUsers(2) as [number, number];
      await fund(db(), a, 100);
      const result = await withTransaction(db(), (tx) => post(tx, transfer(a, b, 30)));
      expect(result.applied).toBe(true);
      expect(result.entryIds).toHaveLength(2);
      expect(await balance(db(), a, 'gold')).toBe(70);
      expect(await balance(db(), b, 'gold')).toBe(30);
      expect(await balance(db(), b, 'qiubi')).toBe(0);
      const rows = await db().select().from(walletLedger).where(eq(walletLedger.userId, b));
      expect(rows).toEqual([
        expect.objectContaining({ amount: 30, balanceAfter: 30, memo: '测试', currency: 'gold' }),
      ]);
      await assertLedgerBalanced(db());
    });

    it('[W1] postings that do not sum to zero per currency are refused before touching the database', async () => {
      const [a] = newUsers(1) as [number];
      const before = await ledgerCount(db());
      await expect(
        withTransaction(db(), (tx) => post(tx, [{ ...memo, userId: a, currency: 'gold', amount: 5 }])),
      ).rejects.toThrow(/sum to 5/);
      await expect(
        withTransaction(db(), (tx) =>
          post(tx, [
            { ...memo, userId: SYSTEM_ACCOUNT, currency: 'gold', amount: -5 },
            { ...memo, userId: a, currency: 'qiubi', amount: 5 },
          ]),
        ),
      ).rejects.toThrow(/not 0/);
      await expect(withTransaction(db(), (tx) => post(tx, transfer(SYSTEM_ACCOUNT, a, 1.5)))).rejects.toThrow(
        /bad amount/,
      );
      expect(await ledgerCount(db())).toBe(before);
    });

    it('[W2] an overdraft is refused with 余额不足 and nothing of the call is applied', async () => {
      const [a, b, c] = newUsers(3) as [number, number, number];
      await fund(db(), a, 50);
      const before = await ledgerCount(db());
      // The first posting alone would be fine; the second overdraws b, so neither may land.
      const call = withTransaction(db(), (tx) =>
        post(tx, [...transfer(a, c, 10), ...transfer(b, c, 1)], `overdraft:${a}`),
      );
      await expect(call).rejects.toBeInstanceOf(InsufficientFundsError);
      await expect(call).rejects.toThrow('余额不足');
      expect(await ledgerCount(db())).toBe(before);
      expect(await balance(db(), a, 'gold')).toBe(50);
      expect(await balance(db(), c, 'gold')).toBe(0);
      // The refused call did not use up its key: once b has money the same request goes through.
      await fund(db(), b, 1);
      const retry = await withTransaction(db(), (tx) =>
        post(tx, [...transfer(a, c, 10), ...transfer(b, c, 1)], `overdraft:${a}`),
      );
      expect(retry.applied).toBe(true);
      expect(await balance(db(), c, 'gold')).toBe(11);
    });

    it('[W2] the database itself refuses a negative user balance; the system account may go below zero', async () => {
      const [a] = newUsers(1) as [number];
      await fund(db(), a, 5);
      await expect(
        db().update(walletBalances).set({ balance: -1 }).where(eq(walletBalances.userId, a)),
      ).rejects.toThrow();
      expect(await balance(db(), SYSTEM_ACCOUNT, 'gold')).toBeLessThan(0);
    });

    it('[W3] an idempotency key is applied once; a retry gets the first entry ids and moves nothing', async () => {
      const [a, b] = newUsers(2) as [number, number];
      await fund(db(), a, 100);
      const key = `test-transfer:${a}`;
      const first = await withTransaction(db(), (tx) => post(tx, transfer(a, b, 40), key));
      const again = await withTransaction(db(), (tx) => post(tx, transfer(a, b, 40), key));
      expect(first.applied).toBe(true);
      expect(again).toEqual({ applied: false, entryIds: first.entryIds });
      expect(await balance(db(), a, 'gold')).toBe(60);
      expect(await balance(db(), b, 'gold')).toBe(40);
    });

    it('[W3] the same key sent 20 times at once is applied exactly once', async () => {
      const [a, b] = newUsers(2) as [number, number];
      await fund(db(), a, 1000);
      const key = `double-submit:${a}`;
      const results = await Promise.all(
        Array.from({ length: 20 }, () => withTransaction(db(), (tx) => post(tx, transfer(a, b, 7), key))),
      );
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(new Set(results.map((r) => r.entryIds.join(',')))).toHaveProperty('size', 1);
      expect(await balance(db(), b, 'gold')).toBe(7);
    });

    it('[W4] postings are rolled back with the caller’s transaction', async () => {
      const [a, b] = newUsers(2) as [number, number];
      await fund(db(), a, 10);
      await expect(
        withTransaction(db(), async (tx) => {
          await post(tx, transfer(a, b, 10));
          throw new Error('the caller fails after posting');
        }),
      ).rejects.toThrow('the caller fails');
      expect(await balance(db(), a, 'gold')).toBe(10);
      expect(await balance(db(), b, 'gold')).toBe(0);
    });

    it('[W5] assertLedgerBalanced notices a balance that disagrees with its ledger', async () => {
      const [a] = newUsers(1) as [number];
      await fund(db(), a, 10);
      await db().update(walletBalances).set({ balance: 11 }).where(eq(walletBalances.userId, a));
      await expect(assertLedgerBalanced(db())).rejects.toThrow(
        `user ${a} gold: balance 11 != sum(ledger) 10`,
      );
      await db().update(walletBalances).set({ balance: 10 }).where(eq(walletBalances.userId, a));
      await assertLedgerBalanced(db());
    });

    // PostgreSQL runs them truly in parallel (a pool of 10 connections, row locks decide); PGlite has one
    // connection and its client serializes transactions, so a smaller run there checks the same bookkeeping.
    const { users, transfers } =
      name === 'PostgreSQL' ? { users: 20, transfers: 200 } : { users: 10, transfers: 60 };
    it(`[W5] ${transfers} concurrent random transfers among ${users} users: no negative balance, ledger sums to every balance`, async () => {
      const ids = newUsers(users);
      const funded = ids.map(() => ({ gold: randomInt(0, 200), qiubi: randomInt(0, 200) }));
      await Promise.all(
        ids.map(async (id, i) => {
          await fund(db(), id, funded[i]?.gold ?? 0, 'gold');
          await fund(db(), id, funded[i]?.qiubi ?? 0, 'qiubi');
        }),
      );

      const { ok, refused } = await randomTransfers(db(), ids, transfers, 150);
      expect(ok + refused).toBe(transfers);
      expect(ok).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);

      for (const currency of ['gold', 'qiubi'] as const) {
        const balances = await Promise.all(ids.map((id) => balance(db(), id, currency)));
        for (const b of balances) expect(b).toBeGreaterThanOrEqual(0);
        // Transfers among them move money around but never change how much they hold together.
        const before = funded.reduce((s, f) => s + f[currency], 0);
        expect(balances.reduce((s, n) => s + n, 0)).toBe(before);
      }
      const accounts = await assertLedgerBalanced(db());
      expect(accounts).toBeGreaterThanOrEqual(users);
    }, 120_000);
  });
});
