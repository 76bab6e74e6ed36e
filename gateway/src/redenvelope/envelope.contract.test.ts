import { randomBytes } from 'node:crypto';
import type { EnvelopeInfo, GrabLine, OpenEnvelope } from '@kuyi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { BACKENDS, randomName, randomPhone } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { TOKEN_COOKIE } from '../auth/session-cookie.ts';
import { SessionStore } from '../auth/session-store.ts';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { forumAreas, forumPosts } from '../forum/schema.ts';
import { balance, post, SYSTEM_ACCOUNT, withTransaction } from '../wallet/ledger.ts';
import { walletLedger } from '../wallet/schema.ts';
import { assertLedgerBalanced } from '../wallet/testing/ledger-check.ts';
import { envelopePlugin } from './envelope-plugin.ts';
import { createEnvelopeForPost, grabOnReply, sweepExpired } from './envelope-service.ts';
import { ENVELOPE_MSG, REWARD_MSG } from './messages.ts';
import { postRewards, redEnvelopeGrabs, redEnvelopes } from './schema.ts';

const WRITES_PER_MINUTE = 40;
const HOUR = 3600_000;
const SURPLUS = '/api/user/redEnvelop/getSurplusRedEnvelope';
const GRABS = '/api/user/redEnvelop/selectRedEnvelopeById';
const GRAB = '/api/user/redEnvelop/grabRedEnvelope';
const REWARD = '/api/user/userRewardPost/userRewardPostMoney';
const REWARD_INFO = '/api/user/userRewardPost/getRewardPostInfo';

/** [RE2]–[RE8] run on embedded PGlite and on PostgreSQL (a fresh `kuyi_test_*` database). */
describe.each(BACKENDS)('red envelopes and rewards on $name', ({ name, skip }) => {
  let gw: PluginGateway | undefined;
  let clock = Date.now();
  let areaId = 0;

  beforeAll(async () => {
    if (skip) return;
    gw = await startWithPlugins(name, {
      dirPrefix: 'kuyi-envelope-',
      plugins: (api) => [
        api,
        envelopePlugin(api, {
          writeRule: { points: WRITES_PER_MINUTE, durationSec: 60 },
          sweepMs: 0,
          now: () => new Date(clock),
        }),
      ],
    });
    const [area] = await db()
      .insert(forumAreas)
      .values({ name: `t${randomBytes(3).toString('hex')}` })
      .returning({ id: forumAreas.id });
    areaId = area?.id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
  });

  const db = (): Database => {
    if (!gw) throw new Error('not started');
    return gw.api.db();
  };
  const url = () => gw?.url ?? '';
  const sameSite = () => ({ origin: url() });

  /** A logged-in user made straight in the database (500 registrations would only test SMS codes). */
  async function person(qiubi = 0) {
    const [row] = await db()
      .insert(users)
      .values({ phone: randomPhone(), userName: randomName(), passwordHash: 'x' })
      .returning({ id: users.id, userName: users.userName });
    if (!row) throw new Error('no user');
    if (qiubi > 0) {
      await withTransaction(db(), (tx) =>
        post(tx, [
          {
            userId: row.id,
            currency: 'qiubi',
            amount: qiubi,
            kind: 'test_grant',
            refType: 'test',
            refId: '',
            memo: '测试',
          },
          {
            userId: SYSTEM_ACCOUNT,
            currency: 'qiubi',
            amount: -qiubi,
            kind: 'test_grant',
            refType: 'test',
            refId: '',
            memo: '测试',
          },
        ]),
      );
    }
    const c = new TestClient(url());
    c.cookies.set(TOKEN_COOKIE, await new SessionStore(db()).create(row.id));
    return { c, id: row.id, userName: row.userName };
  }

  async function forumPost(authorId: number) {
    const [row] = await db()
      .insert(forumPosts)
      .values({
        areaId,
        authorId,
        title: '测试帖',
        content: '内容',
        contentHash: randomBytes(8).toString('hex'),
      })
      .returning({ id: forumPosts.id });
    if (!row) throw new Error('no post');
    return row.id;
  }

  /** A post with an envelope, created the way the forum does: in the post's transaction. */
  async function envelopePost(
    authorId: number,
    redEnvelope: {
      redEnvelopeMoney: string | number;
      redEnvelopeCount: number | string;
      redEnvelopeType: number;
      type: number;
    },
  ) {
    const postId = await forumPost(authorId);
    await withTransaction(db(), (tx) =>
      createEnvelopeForPost(tx, { postId, postTitle: '测试帖', authorId, redEnvelope, now: new Date(clock) }),
    );
    return postId;
  }

  const qiubi = (userId: number) => balance(db(), userId, 'qiubi');
  const grab = (c: TestClient, postId: number | string) =>
    c.post<{ money: number }>(`${GRAB}?postId=${postId}`, {}, sameSite());
  const reward = (
    c: TestClient,
    postId: number,
    money: string,
    key?: string,
    headers: Record<string, string> = sameSite(),
  ) => c.get(`${REWARD}?rewardMoney=${money}&postId=${postId}${key ? `&requestId=${key}` : ''}`, headers);

  describe.skipIf(skip)('', () => {
    it('[RE2] creating an envelope takes the money from the author; a bad payload or a short balance stores nothing', async () => {
      const author = await person(5_000);
      const postId = await envelopePost(author.id, {
        redEnvelopeMoney: '12.34',
        redEnvelopeCount: 3,
        redEnvelopeType: 1,
        type: 2,
      });
      expect(await qiubi(author.id)).toBe(5_000 - 1_234);
      const view = await author.c.get<EnvelopeInfo>(`${SURPLUS}?postId=${postId}`);
      expect(view.body.data).toMatchObject({
        postId,
        authorId: author.id,
        redEnvelopeMoney: 12.34,
        redEnvelopeCount: 3,
        surplusMoney: 12.34,
        surplusCount: 3,
        redEnvelopeType: 1,
        type: 2,
        status: 'active',
        myMoney: null,
      });
      expect(view.body.data.expiresAt - clock).toBe(24 * HOUR);

      const bad: [Record<string, unknown>, string][] = [
        [{ redEnvelopeMoney: '-1', redEnvelopeCount: 1, redEnvelopeType: 1, type: 1 }, ENVELOPE_MSG.badMoney],
        [
          { redEnvelopeMoney: '1.234', redEnvelopeCount: 1, redEnvelopeType: 1, type: 1 },
          ENVELOPE_MSG.badMoney,
        ],
        [{ redEnvelopeMoney: '1', redEnvelopeCount: 0, redEnvelopeType: 1, type: 1 }, ENVELOPE_MSG.badCount],
        [
          { redEnvelopeMoney: '1', redEnvelopeCount: 101, redEnvelopeType: 1, type: 1 },
          ENVELOPE_MSG.badCount,
        ],
        [
          { redEnvelopeMoney: '0.05', redEnvelopeCount: 6, redEnvelopeType: 1, type: 1 },
          ENVELOPE_MSG.tooLittle,
        ],
        [{ redEnvelopeMoney: '1', redEnvelopeCount: 1, redEnvelopeType: 3, type: 1 }, ENVELOPE_MSG.badSplit],
        [
          { redEnvelopeMoney: '1', redEnvelopeCount: 1, redEnvelopeType: 1, type: '<script>' },
          ENVELOPE_MSG.badRule,
        ],
        [
          { redEnvelopeMoney: '10000.01', redEnvelopeCount: 1, redEnvelopeType: 1, type: 1 },
          ENVELOPE_MSG.tooMuch,
        ],
        [
          { redEnvelopeMoney: '40', redEnvelopeCount: 1, redEnvelopeType: 1, type: 1 },
          ENVELOPE_MSG.insufficient,
        ],
      ];
      for (const [payload, msg] of bad) {
        const postId2 = await forumPost(author.id);
        await expect(
          withTransaction(db(), (tx) =>
            createEnvelopeForPost(tx, {
              postId: postId2,
              postTitle: '测试帖',
              authorId: author.id,
              redEnvelope: payload as never,
            }),
          ),
        ).rejects.toThrow(msg);
        expect(await db().select().from(redEnvelopes).where(eq(redEnvelopes.postId, postId2))).toEqual([]);
      }
      expect(await qiubi(author.id)).toBe(5_000 - 1_234);
      await assertLedgerBalanced(db());
    });

    it('[RE3] 1,000 concurrent grabs of a 10-part envelope by 500 users: exactly 10 win, once each, parts sum to the envelope', async () => {
      const author = await person(10_000);
      const postId = await envelopePost(author.id, {
        redEnvelopeMoney: '88.88',
        redEnvelopeCount: 10,
        redEnvelopeType: 1,
        type: 2,
      });
      const readers = await Promise.all(Array.from({ length: 500 }, () => person()));
      const attempts = readers.flatMap((r) => [r, r]);
      const answers = await Promise.all(attempts.map((r) => grab(r.c, postId).then((a) => ({ r, a }))));

      const wins = answers.filter(({ a }) => a.body.code === 200);
      expect(wins).toHaveLength(10);
      expect(new Set(wins.map(({ r }) => r.id)).size).toBe(10);
      for (const { a } of answers.filter(({ a }) => a.body.code !== 200)) {
        expect([ENVELOPE_MSG.empty, ENVELOPE_MSG.already]).toContain(a.body.msg);
      }
      const won = wins.map(({ a }) => Math.round(a.body.data.money * 100));
      expect(won.reduce((s, x) => s + x, 0)).toBe(8_888);
      expect(won.every((x) => x >= 1)).toBe(true);

      const rows = await db()
        .select()
        .from(redEnvelopeGrabs)
        .innerJoin(redEnvelopes, eq(redEnvelopes.id, redEnvelopeGrabs.envelopeId))
        .where(eq(redEnvelopes.postId, postId));
      expect(rows).toHaveLength(10);
      expect(rows.reduce((s, r) => s + r.red_envelope_grabs.amount, 0)).toBe(8_888);
      expect(rows[0]?.red_envelopes).toMatchObject({
        status: 'finished',
        remainingAmount: 0,
        remainingCount: 0,
      });
      for (const { r, a } of wins) expect(await qiubi(r.id)).toBe(Math.round(a.body.data.money * 100));

      // The list names grabbers by nickname; my own part shows in the surplus answer.
      const list = await author.c.get<GrabLine[]>(`${GRABS}?postId=${postId}`);
      expect(list.body.data.map((g) => g.userName).sort()).toEqual(wins.map(({ r }) => r.userName).sort());
      for (const g of list.body.data)
        expect(Object.keys(g).sort()).toEqual(['createdAt', 'headImage', 'money', 'userId', 'userName']);
      const first = wins[0];
      if (!first) throw new Error('no winner');
      const mine = await first.r.c.get<EnvelopeInfo>(`${SURPLUS}?postId=${postId}`);
      expect(mine.body.data.myMoney).toBe(first.a.body.data.money);
      expect(await qiubi(SYSTEM_ACCOUNT)).toBeLessThan(0);
      await assertLedgerBalanced(db());
    }, 120_000);

    it('[RE4] the author may not grab; a reply-rule envelope is grabbed by replying (grabOnReply), once; equal parts', async () => {
      const author = await person(1_000);
      const postId = await envelopePost(author.id, {
        redEnvelopeMoney: '1',
        redEnvelopeCount: 3,
        redEnvelopeType: 2,
        type: 1,
      });
      expect((await grab(author.c, postId)).body).toMatchObject({ code: 400, msg: ENVELOPE_MSG.own });
      const reader = await person();
      expect((await grab(reader.c, postId)).body).toMatchObject({ code: 400, msg: ENVELOPE_MSG.needReply });

      const replyGrab = (userId: number) =>
        withTransaction(db(), (tx) => grabOnReply(tx, { postId, userId, now: new Date(clock) }));
      expect(await replyGrab(author.id)).toBeNull();
      expect(await replyGrab(reader.id)).toBe(33);
      expect(await replyGrab(reader.id)).toBeNull();
      const others = [await person(), await person(), await person()];
      expect(await replyGrab(others[0]!.id)).toBe(33);
      expect(await replyGrab(others[1]!.id)).toBe(34);
      expect(await replyGrab(others[2]!.id)).toBeNull();
      expect(await replyGrab(999_999)).toBeNull(); // a failing grab never breaks the reply's transaction
      expect(await qiubi(reader.id)).toBe(33);
      // No such post at all; a post without an envelope says so.
      expect((await grab(reader.c, 424242)).body).toMatchObject({ code: 404, msg: ENVELOPE_MSG.postMissing });
      const plain = await forumPost(author.id);
      expect((await grab(reader.c, plain)).body).toMatchObject({ code: 404, msg: ENVELOPE_MSG.none });
      await assertLedgerBalanced(db());
    });

    it('[RE2][W8] the bill names the post of an envelope: 发帖红包《测试帖》, 领取红包《测试帖》, 红包过期退回《测试帖》', async () => {
      const author = await person(1_000);
      const postId = await envelopePost(author.id, {
        redEnvelopeMoney: '2',
        redEnvelopeCount: 2,
        redEnvelopeType: 2,
        type: 2,
      });
      const reader = await person();
      expect((await grab(reader.c, postId)).body.code).toBe(200);
      clock += 24 * HOUR + 1;
      await sweepExpired(db(), new Date(clock));
      const memos = async (userId: number) =>
        (
          await db()
            .select({ memo: walletLedger.memo })
            .from(walletLedger)
            .where(and(eq(walletLedger.userId, userId), eq(walletLedger.refType, 'red_envelope')))
            .orderBy(walletLedger.id)
        ).map((r) => r.memo);
      expect(await memos(author.id)).toEqual(['发帖红包《测试帖》', '红包过期退回《测试帖》']);
      expect(await memos(reader.id)).toEqual(['领取红包《测试帖》']);
    });

    it('[RE5] an expired envelope returns exactly its remainder to the author once, even with two sweepers and a reader racing', async () => {
      const author = await person(1_000);
      const postId = await envelopePost(author.id, {
        redEnvelopeMoney: '5',
        redEnvelopeCount: 5,
        redEnvelopeType: 1,
        type: 2,
      });
      const reader = await person();
      const part = (await grab(reader.c, postId)).body.data.money * 100;
      const lazyPost = await envelopePost(author.id, {
        redEnvelopeMoney: '2',
        redEnvelopeCount: 2,
        redEnvelopeType: 2,
        type: 2,
      });
      expect(await qiubi(author.id)).toBe(1_000 - 700);

      clock += 24 * HOUR + 1;
      const later = new Date(clock);
      // Two replicas' sweepers and a lazy refund on read, all at once (earlier tests' envelopes expire too).
      await Promise.all([
        sweepExpired(db(), later),
        sweepExpired(db(), later),
        reader.c.get(`${SURPLUS}?postId=${postId}`),
      ]);
      // Whatever the interleaving, each envelope was refunded exactly once.
      expect(await qiubi(author.id)).toBe(1_000 - Math.round(part));
      const refunds = await db()
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, author.id), eq(walletLedger.kind, 'red_envelope_refund')));
      expect(refunds.map((r) => Number(r.amount)).sort((x, y) => x - y)).toEqual(
        [200, 500 - Math.round(part)].sort((x, y) => x - y),
      );
      expect(await sweepExpired(db(), later)).toEqual({ envelopes: 0, amount: 0 });

      const late = await person();
      expect((await grab(late.c, postId)).body).toMatchObject({ code: 400, msg: ENVELOPE_MSG.expired });
      const view = await late.c.get<EnvelopeInfo>(`${SURPLUS}?postId=${lazyPost}`);
      expect(view.body.data).toMatchObject({ status: 'refunded', surplusCount: 0, surplusMoney: 0 });
      await assertLedgerBalanced(db());
    });

    it('[RE6] a reward moves money to the author; the same request id twice (even at once) charges once', async () => {
      const author = await person();
      const reader = await person(3_000);
      const postId = await forumPost(author.id);
      const key = randomBytes(8).toString('hex');
      const [r1, r2] = await Promise.all([
        reward(reader.c, postId, '5', key),
        reward(reader.c, postId, '5', key),
      ]);
      expect(r1.body).toMatchObject({ code: 200, msg: REWARD_MSG.ok });
      expect(r2.body).toMatchObject({ code: 200, msg: REWARD_MSG.ok });
      // The header works as well as the query parameter.
      await reader.c.get(`${REWARD}?rewardMoney=5&postId=${postId}`, {
        ...sameSite(),
        'idempotency-key': key,
      });
      expect(await qiubi(reader.id)).toBe(2_500);
      expect(await qiubi(author.id)).toBe(500);
      // The same id with another amount (the first answer lost, then 1 chosen): not 打赏成功 for a reward that
      // charged nothing; the answer says the first one went through.
      expect((await reward(reader.c, postId, '1', key)).body).toEqual({
        code: 409,
        msg: REWARD_MSG.keyReused(5),
        data: null,
      });
      expect(await qiubi(reader.id)).toBe(2_500);

      // A client that sends no request id: the same amount to the same post at once counts as one click.
      await Promise.all([reward(reader.c, postId, '0.5'), reward(reader.c, postId, '0.5')]);
      expect(await qiubi(author.id)).toBe(550);
      const info = await reader.c.get(`${REWARD_INFO}?postId=${postId}`);
      expect(info.body.data).toMatchObject({ rewardCount: 2, rewardMoney: 5.5, myRewardMoney: 5.5 });
      expect((info.body.data as { list: { userName: string }[] }).list[0]?.userName).toBe(reader.userName);

      expect((await reward(author.c, postId, '1', randomBytes(8).toString('hex'))).body).toMatchObject({
        code: 400,
        msg: REWARD_MSG.self,
      });
      expect((await reward(reader.c, postId, '100', randomBytes(8).toString('hex'))).body).toMatchObject({
        code: 400,
        msg: ENVELOPE_MSG.insufficient,
      });
      expect((await reward(reader.c, 987654, '1', randomBytes(8).toString('hex'))).body).toMatchObject({
        code: 404,
        msg: REWARD_MSG.postMissing,
      });
      for (const money of ['0', '-1', '1.001', 'abc', '10000.01']) {
        const res = await reward(reader.c, postId, money, randomBytes(8).toString('hex'));
        expect(res.status).toBe(400);
        expect([REWARD_MSG.badMoney, REWARD_MSG.tooMuch]).toContain(res.body.msg);
      }
      expect((await reward(reader.c, postId, '1', 'x')).body).toMatchObject({
        code: 400,
        msg: REWARD_MSG.badKey,
      });
      expect(await db().select().from(postRewards).where(eq(postRewards.postId, postId))).toHaveLength(2);
      expect(await qiubi(reader.id)).toBe(2_450);
      await assertLedgerBalanced(db());
    });

    it('[RE6] getRewardPostInfo counts the people who rewarded (rewardUsers) apart from the rewards (rewardCount)', async () => {
      const author = await person();
      const fan = await person(3_000);
      const other = await person(3_000);
      const postId = await forumPost(author.id);
      for (const [who, money] of [
        [fan, '1'],
        [fan, '2'],
        [fan, '0.5'],
        [other, '1'],
      ] as const)
        expect((await reward(who.c, postId, money, randomBytes(8).toString('hex'))).body.code).toBe(200);
      const info = await other.c.get(`${REWARD_INFO}?postId=${postId}`);
      expect(info.body.data).toMatchObject({
        rewardCount: 4,
        rewardUsers: 2,
        rewardMoney: 4.5,
        myRewardMoney: 1,
      });
      await assertLedgerBalanced(db());
    });

    it('[RE6][W8] a reward names its post in both bills: 打赏帖子《测试帖》 for the reader, 帖子《测试帖》获得打赏 for the author', async () => {
      const author = await person();
      const reader = await person(3_000);
      const postId = await forumPost(author.id);
      expect((await reward(reader.c, postId, '2', randomBytes(8).toString('hex'))).body.code).toBe(200);
      // The bill (getDetail) answers each ledger row's memo as it is.
      const memos = async (userId: number) =>
        (
          await db()
            .select({ amount: walletLedger.amount, memo: walletLedger.memo })
            .from(walletLedger)
            .where(and(eq(walletLedger.userId, userId), eq(walletLedger.kind, 'post_reward')))
        ).map((r) => [Number(r.amount), r.memo]);
      expect(await memos(reader.id)).toEqual([[-200, '打赏帖子《测试帖》']]);
      expect(await memos(author.id)).toEqual([[200, '帖子《测试帖》获得打赏']]);
    });

    it('[RE6] 30 concurrent rewards from a balance that covers 10: exactly 10 pass, the rest 余额不足, never below zero', async () => {
      const authors = await Promise.all([person(), person(), person()]);
      const reader = await person(1_000);
      const posts = await Promise.all(authors.map((a) => forumPost(a.id)));
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          reward(reader.c, posts[i % 3] ?? 0, '1', randomBytes(8).toString('hex')),
        ),
      );
      expect(answers.filter((a) => a.body.code === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg)).toEqual(
        Array(20).fill(ENVELOPE_MSG.insufficient),
      );
      expect(await qiubi(reader.id)).toBe(0);
      let received = 0;
      for (const a of authors) received += await qiubi(a.id);
      expect(received).toBe(1_000);
      const rows = await db().select().from(postRewards).where(eq(postRewards.fromUserId, reader.id));
      expect(rows).toHaveLength(10);
      await assertLedgerBalanced(db());
    });

    it('[RE6] a post whose author cancelled the account is 帖子不存在: no reward lands in a wallet nobody can use', async () => {
      const author = await person();
      const reader = await person(1_000);
      const postId = await forumPost(author.id);
      await db().update(users).set({ cancelledAt: new Date() }).where(eq(users.id, author.id));
      expect((await reward(reader.c, postId, '5', randomBytes(8).toString('hex'))).body).toMatchObject({
        code: 404,
        msg: REWARD_MSG.postMissing,
      });
      expect(await qiubi(reader.id)).toBe(1_000);
      expect(await qiubi(author.id)).toBe(0);
      await assertLedgerBalanced(db());
    });

    it('[FOL3] the 抢红包 button on a post whose author cancelled the account answers 帖子不存在 and moves nothing', async () => {
      const author = await person(100);
      const reader = await person();
      const postId = await envelopePost(author.id, {
        redEnvelopeMoney: '1',
        redEnvelopeCount: 2,
        redEnvelopeType: 2,
        type: 2,
      });
      await db().update(users).set({ cancelledAt: new Date() }).where(eq(users.id, author.id));
      expect((await grab(reader.c, postId)).body).toEqual({
        code: 404,
        msg: ENVELOPE_MSG.postMissing,
        data: null,
      });
      expect(await qiubi(reader.id)).toBe(0);
      await assertLedgerBalanced(db());
    });

    it('[FOL3] 红包广场 (selectCharityList) leaves out an envelope whose author cancelled the account: its post opens as 帖子不存在', async () => {
      const stays = await person(100);
      const leaves = await person(100);
      const reader = await person();
      const money = { redEnvelopeMoney: '1', redEnvelopeCount: 2, redEnvelopeType: 2, type: 2 };
      const kept = await envelopePost(stays.id, money);
      const gone = await envelopePost(leaves.id, money);
      const square = async () =>
        (await reader.c.get<OpenEnvelope[]>('/api/user/redEnvelop/selectCharityList')).body.data.map(
          (e) => e.postId,
        );
      expect(await square()).toEqual(expect.arrayContaining([kept, gone]));
      await db().update(users).set({ cancelledAt: new Date() }).where(eq(users.id, leaves.id));
      const after = await square();
      expect(after).toContain(kept);
      expect(after).not.toContain(gone);
    });

    it('[RE7] CSRF: a foreign Origin (or a cookie GET write with no source) is refused and charges nothing; IDOR: no id parameter acts for another user', async () => {
      const author = await person(1_000);
      const reader = await person(1_000);
      const victim = await person(1_000);
      const postId = await envelopePost(author.id, {
        redEnvelopeMoney: '1',
        redEnvelopeCount: 1,
        redEnvelopeType: 1,
        type: 2,
      });
      const evil = { origin: 'https://evil.example' };
      expect((await reader.c.post(`${GRAB}?postId=${postId}`, {}, evil)).body).toMatchObject({
        code: 403,
        msg: AUTH_MSG.foreignOrigin,
      });
      expect((await reward(reader.c, postId, '1', randomBytes(8).toString('hex'), evil)).status).toBe(403);
      expect((await reward(reader.c, postId, '1', randomBytes(8).toString('hex'), {})).status).toBe(403);
      expect(
        (
          await reward(reader.c, postId, '1', randomBytes(8).toString('hex'), {
            referer: 'https://evil.example/x',
          })
        ).status,
      ).toBe(403);
      expect(await qiubi(reader.id)).toBe(1_000);

      // Naming another user anywhere changes nothing: the grab and the reward are the session user's.
      const g = await reader.c.post(
        `${GRAB}?postId=${postId}&userId=${victim.id}`,
        { userId: victim.id, authorId: victim.id },
        sameSite(),
      );
      expect(g.body.code).toBe(200);
      expect(await qiubi(reader.id)).toBe(1_100);
      expect(await qiubi(victim.id)).toBe(1_000);
      await reader.c.get(
        `${REWARD}?rewardMoney=1&postId=${postId}&userId=${victim.id}&fromUserId=${victim.id}&requestId=${randomBytes(8).toString('hex')}`,
        sameSite(),
      );
      expect(await qiubi(victim.id)).toBe(1_000);
      expect(await qiubi(reader.id)).toBe(1_000);

      // Logged out: 401, nothing moves.
      const visitor = new TestClient(url());
      expect((await grab(visitor, postId)).body).toMatchObject({ code: 401, msg: '请先登录' });
      expect((await visitor.get(`/api/user/redEnvelop/getMyRedEnvelopeList`)).status).toBe(401);
      await assertLedgerBalanced(db());
    });

    it('[RE7] CSRF: an image or a link on our own page pointing at the reward (same-site Referer) charges nothing', async () => {
      const author = await person();
      const reader = await person(1_000);
      const postId = await forumPost(author.id);
      // What a reader's browser sends for <img src="https://our.site/api/…/userRewardPostMoney?…"> in a post,
      // or an avatar path that climbs out of the uploads folder: our page as Referer, but not a fetch().
      const page = { referer: `${url()}/forumdetail/${postId}` };
      const image = {
        ...page,
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'image',
        'sec-fetch-site': 'same-origin',
      };
      const link = {
        ...page,
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
        'sec-fetch-site': 'same-origin',
      };
      for (const headers of [image, link]) {
        expect((await reward(reader.c, postId, '5', undefined, headers)).body).toMatchObject({
          code: 403,
          msg: AUTH_MSG.foreignOrigin,
        });
      }
      expect(await qiubi(reader.id)).toBe(1_000);
      expect(await db().select().from(postRewards).where(eq(postRewards.postId, postId))).toHaveLength(0);
      // The client's own fetch() still rewards.
      const fetched = {
        ...page,
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'empty',
        'sec-fetch-site': 'same-origin',
      };
      expect((await reward(reader.c, postId, '5', undefined, fetched)).body.code).toBe(200);
      expect(await qiubi(reader.id)).toBe(500);
      await assertLedgerBalanced(db());
    });

    it('[RE7] CSRF: the reward path in other letters or with a trailing slash (express routes both) is still guarded', async () => {
      const author = await person();
      const reader = await person(1_000);
      const postId = await forumPost(author.id);
      const evil = { origin: 'https://evil.example' };
      for (const path of [
        '/api/user/userRewardPost/USERREWARDPOSTMONEY',
        '/api/user/USERREWARDPOST/userRewardPostMoney',
        '/api/user/userRewardPost/userRewardPostMoney/',
      ]) {
        const res = await reader.c.get(`${path}?rewardMoney=5&postId=${postId}`, evil);
        expect(res.body).toMatchObject({ code: 403, msg: AUTH_MSG.foreignOrigin });
      }
      expect(await qiubi(reader.id)).toBe(1_000);
      expect(await db().select().from(postRewards).where(eq(postRewards.postId, postId))).toHaveLength(0);
    });

    it('[RE8] bad input answers a Chinese message and stores nothing; writes are rate limited per user', async () => {
      const reader = await person();
      for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
        expect((await grab(reader.c, id)).body).toMatchObject({ code: 400, msg: ENVELOPE_MSG.badPostId });
        expect((await reader.c.get(`${SURPLUS}?postId=${id}`)).body).toMatchObject({
          code: 400,
          msg: ENVELOPE_MSG.badPostId,
        });
      }
      expect((await reader.c.get(SURPLUS)).body).toMatchObject({ code: 400, msg: ENVELOPE_MSG.badPostId });
      expect((await reader.c.get(`${SURPLUS}?postId=424243`)).body).toMatchObject({ code: 200, data: null });
      expect((await reader.c.get(`${GRABS}?postId=424243`)).body).toMatchObject({ code: 200, data: [] });
      const [{ n } = { n: 0 }] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(redEnvelopeGrabs)
        .where(eq(redEnvelopeGrabs.userId, reader.id));
      expect(Number(n)).toBe(0);

      const spammer = await person();
      const codes: number[] = [];
      for (let i = 0; i < WRITES_PER_MINUTE + 3; i++) codes.push((await grab(spammer.c, 424244)).body.code);
      expect(codes.slice(0, WRITES_PER_MINUTE).every((c) => c === 404)).toBe(true);
      expect(codes.slice(WRITES_PER_MINUTE)).toEqual([429, 429, 429]);
    });

    it('[RE8] a post id written as hex, binary or with an exponent is no post id: 400, nothing grabbed or rewarded', async () => {
      const reader = await person(500);
      // Only decimal digits name a post: Number() read 0x10 as post 16 and 1e1 as post 10.
      const author = await person(1_000);
      const postId = await envelopePost(author.id, {
        redEnvelopeMoney: '1',
        redEnvelopeCount: 1,
        redEnvelopeType: 2,
        type: 2,
      });
      for (const id of [`0x${postId.toString(16)}`, `${postId}e0`, `0b${postId.toString(2)}`]) {
        expect((await grab(reader.c, id)).body).toMatchObject({ code: 400, msg: ENVELOPE_MSG.badPostId });
        const res = await reader.c.get(`${REWARD}?rewardMoney=1&postId=${id}`, sameSite());
        expect(res.body).toMatchObject({ code: 400, msg: ENVELOPE_MSG.badPostId });
      }
      expect(await qiubi(reader.id)).toBe(500);
      expect(await qiubi(author.id)).toBe(900);
    });
  });
});
