import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresProblem } from '../api/test-backends.ts';
import { ArenaRepo } from '../arena/arena-repo.ts';
import { arenaPicks, arenaPurchases } from '../arena/arena-schema.ts';
import { settleMatch } from '../arena/arena-settlement.ts';
import { type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { createTestPostgres, type TestPostgres } from '../db/test-databases.ts';
import { forumAreas, forumPosts } from '../forum/schema.ts';
import { rewardPost } from '../redenvelope/reward-service.ts';
import { balance, post, SYSTEM_ACCOUNT, withTransaction } from './ledger.ts';
import { assertLedgerBalanced } from './testing/ledger-check.ts';

/**
 * An author cancelling the account (logOff) while money is on its way to them. Row locks decide the order,
 * so the race is staged with a second connection holding a lock, on PostgreSQL only (PGlite has one).
 */
describe.skipIf(postgresProblem !== null)('[AR3][F15] money racing an author’s logOff', () => {
  let t: TestPostgres;
  let o: OpenDatabase;
  beforeAll(async () => {
    const made = await createTestPostgres();
    if ('unreachable' in made) throw new Error(made.unreachable);
    t = made;
    o = await openDatabase({ databaseUrl: t.url, dataDir: null });
  }, 60_000);
  afterAll(async () => {
    await o?.close();
    await t?.drop();
  });

  let n = 0;
  async function person(qiubi = 0): Promise<number> {
    n += 1;
    const [u] = await o.db
      .insert(users)
      .values({ phone: `1380000${1000 + n}`, userName: `race${n}`, passwordHash: 'x' })
      .returning({ id: users.id });
    if (!u) throw new Error('no user');
    const memo = { kind: 'test', refType: 'test', refId: '1', memo: '测试' };
    if (qiubi > 0)
      await withTransaction(o.db, (tx) =>
        post(tx, [
          { ...memo, userId: u.id, currency: 'qiubi', amount: qiubi },
          { ...memo, userId: SYSTEM_ACCOUNT, currency: 'qiubi', amount: -qiubi },
        ]),
      );
    return u.id;
  }

  /** A second connection that holds `sql`'s lock until `release`: the stand-in for a request in flight. */
  async function hold(sql: string, args: unknown[]) {
    const c = new pg.Client({ connectionString: t.url });
    await c.connect();
    await c.query('begin');
    await c.query(sql, args);
    return c;
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('a reward whose author cancels while it waits for the post is refused, not paid into a dead wallet', async () => {
    const author = await person();
    const reader = await person(1000);
    const [area] = await o.db.insert(forumAreas).values({ name: '综合' }).returning({ id: forumAreas.id });
    const [p] = await o.db
      .insert(forumPosts)
      .values({ authorId: author, areaId: area?.id ?? 0, title: 't', content: 'c', contentHash: 'h' })
      .returning({ id: forumPosts.id });
    const postId = p?.id ?? 0;
    // The reward has checked the author and now waits for the post's lock …
    const blocker = await hold('select 1 from forum_posts where id = $1 for update', [postId]);
    const reward = rewardPost(o.db, { postId, fromUserId: reader, amount: 500, key: 'race-reward-1' });
    const outcome = reward.then(
      () => 'paid',
      (err: Error) => err.message,
    );
    await sleep(300);
    // … while the author's logOff commits.
    await o.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, author));
    await blocker.query('commit');
    await blocker.end();
    expect(await outcome).not.toBe('paid');
    expect(await balance(o.db, author, 'qiubi')).toBe(0);
    expect(await balance(o.db, reader, 'qiubi')).toBe(1000);
    await assertLedgerBalanced(o.db);
  });

  it('a settlement whose author’s logOff commits first refunds the buyers instead of paying the author', async () => {
    const author = await person();
    const buyer = await person(1000);
    const [pick] = await o.db
      .insert(arenaPicks)
      .values({
        userId: author,
        matchId: 'race-m1',
        market: 'ya',
        selection: 'home',
        line: 0,
        price: 0.9,
        priceFen: 300,
        contentHash: 'x',
        publishedAt: new Date(),
        kickoff: new Date(),
        matchDay: '2026-11-28',
      })
      .returning();
    if (!pick) throw new Error('no pick');
    expect(await new ArenaRepo(o.db).buy(pick.id, buyer)).toBe(true);
    // The logOff has locked the author's row and is about to commit when the settlement reads it.
    const logOff = await hold('update users set cancelled_at = now() where id = $1', [author]);
    const settled = settleMatch(o.db, {
      id: 'race-m1',
      state: -1,
      homeScore: 1,
      awayScore: 0,
      regular: null,
      homePenalty: null,
    } as never);
    await sleep(300);
    await logOff.query('commit');
    await logOff.end();
    await settled;
    const [purchase] = await o.db.select().from(arenaPurchases).where(eq(arenaPurchases.pickId, pick.id));
    expect(purchase?.refundedAt).not.toBeNull();
    expect(await balance(o.db, author, 'qiubi')).toBe(0);
    expect(await balance(o.db, buyer, 'qiubi')).toBe(1000);
    await assertLedgerBalanced(o.db);
  });
});
