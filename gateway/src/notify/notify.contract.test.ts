import {
  FootballState,
  NOTIFY_MSG,
  NOTIFY_PATHS,
  type Notice,
  type NoticeUnread,
  type Page,
} from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { ArenaRepo } from '../arena/arena-repo.ts';
import { arenaPicks } from '../arena/arena-schema.ts';
import { settleMatch } from '../arena/arena-settlement.ts';
import { users } from '../db/schema.ts';
import { forumPlugin } from '../forum/forum-plugin.ts';
import { person, REPLY, unique, writePost } from '../forum/forum-test-kit.ts';
import { envelopePlugin } from '../redenvelope/envelope-plugin.ts';
import { sweepExpired } from '../redenvelope/envelope-service.ts';
import { rewardPost } from '../redenvelope/reward-service.ts';
import { redEnvelopes } from '../redenvelope/schema.ts';
import { withTransaction } from '../wallet/ledger.ts';
import { walletPlugin } from '../wallet/wallet-plugin.ts';
import { grantWelcome } from '../wallet/welcome-grant.ts';
import { notifyReply } from './notify.ts';
import { notifyPlugin } from './notify-plugin.ts';
import { notices } from './schema.ts';

const EVIL = { origin: 'https://evil.example' };
const RATES = { posts: { points: 500, durationSec: 600 }, replies: { points: 500, durationSec: 600 } };

/** [NT1]–[NT6] 消息通知: each event tells the right user once, in the event's transaction; only they read it. */
describe.each(BACKENDS)('notices on $name', ({ name, skip }) => {
  let t: PluginGateway | undefined;
  beforeAll(async () => {
    if (skip) return;
    t = await startWithPlugins(name, {
      dirPrefix: 'kuyi-notify-',
      plugins: (api) => [
        api,
        walletPlugin(api),
        envelopePlugin(api),
        forumPlugin(api, { rates: RATES }),
        notifyPlugin(api),
      ],
    });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });
  const url = () => t?.url ?? '';
  const db = () => {
    if (!t) throw new Error('not started');
    return t.api.db();
  };
  const list = async (c: TestClient, q = '') =>
    (await c.get<Page<Notice>>(`${NOTIFY_PATHS.list}${q}`)).body.data;
  const unread = async (c: TestClient) =>
    (await c.get<NoticeUnread>(NOTIFY_PATHS.unreadCount)).body.data.count;
  const stored = async (userId: number) => db().select().from(notices).where(eq(notices.userId, userId));
  const reply = (c: TestClient, body: Record<string, unknown>) =>
    c.post<{ reply: { id: number } }>(REPLY, body);

  /** A pending paid pick by `userId` on match `matchId`, as publish leaves it. */
  const pick = async (userId: number, matchId: string, priceFen = 100) => {
    const [row] = await db()
      .insert(arenaPicks)
      .values({
        userId,
        matchId,
        market: 'ya',
        selection: 'home',
        line: 0.5,
        price: 0.9,
        priceFen,
        contentHash: unique(),
        publishedAt: new Date(),
        kickoff: new Date(Date.now() + 3_600_000),
        matchDay: '2026-11-27',
        homeName: '曼联',
        awayName: '切尔西',
      })
      .returning();
    if (!row) throw new Error('pick insert failed');
    return row;
  };

  describe.skipIf(skip)('', () => {
    it('[NT2][NT3] a reply to my post tells me once, with the replier and the title, linked to the post and its floor; my own reply tells nobody', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `今晚曼城${unique()}` })).body.data;
      await reply(a.c, { postId: post.id, content: '自己顶一下' });
      expect(await stored(a.id)).toEqual([]);
      const r = (await reply(b.c, { postId: post.id, content: '支持' })).body.data.reply;
      const got = await list(a.c);
      expect(got.total).toBe(1);
      expect(got.list[0]).toMatchObject({
        kind: 'reply',
        text: `${b.userName} 回复了你的帖子《${post.title}》`,
        // My own reply took floor 1, so theirs is floor 2: the notice opens the post there.
        target: { type: 'post', postId: post.id, replyId: r.id, floor: 2 },
        read: false,
      });
      expect(await unread(a.c)).toBe(1);
      expect(await stored(b.id)).toEqual([]);
    });

    it('[NT2][NT3] a nested reply tells the one it answers, linked to its floor, not the post author and never myself; a refused reply (post deleted) leaves no notice', async () => {
      const a = await person(url());
      const b = await person(url());
      const c = await person(url());
      const post = (await writePost(a.c, { title: `楼中楼${unique()}` })).body.data;
      const floor = (await reply(b.c, { postId: post.id, content: '一楼' })).body.data.reply;
      await reply(b.c, { postId: post.id, parentId: floor.id, content: '补充一句' });
      expect(await stored(b.id)).toEqual([]);
      const nested = (await reply(c.c, { postId: post.id, parentId: floor.id, content: '同意' })).body.data
        .reply;
      const bs = await stored(b.id);
      expect(bs).toHaveLength(1);
      expect(bs[0]).toMatchObject({
        kind: 'nestedReply',
        text: `${c.userName} 回复了你在《${post.title}》的评论`,
        target: { type: 'post', postId: post.id, replyId: nested.id, floor: 1 },
      });
      // a got the floor only; the nested replies went to their floor's author.
      expect((await stored(a.id)).map((n) => n.kind)).toEqual(['reply']);

      await a.c.post('/api/user/posts/delete', { id: post.id });
      const before = (await stored(a.id)).length;
      expect((await reply(c.c, { postId: post.id, content: '还能回吗' })).status).toBe(404);
      expect((await stored(a.id)).length).toBe(before);
    });

    it('[NT2] a 打赏 tells the author who gave how much; a refused one (too little money) leaves no notice', async () => {
      const a = await person(url());
      const b = await person(url());
      await grantWelcome(db(), b.id);
      const post = (await writePost(a.c, { title: `打赏我${unique()}` })).body.data;
      await rewardPost(db(), { postId: post.id, fromUserId: b.id, amount: 1000, key: `k${unique()}` });
      await expect(
        rewardPost(db(), { postId: post.id, fromUserId: b.id, amount: 100_000, key: `k${unique()}` }),
      ).rejects.toThrow();
      const got = await stored(a.id);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({
        kind: 'reward',
        text: `${b.userName} 打赏了你的帖子《${post.title}》 10 球币`,
        target: { type: 'post', postId: post.id },
      });
    });

    it('[NT2] a red envelope’s rest refunded, on the post’s delete or on expiry, tells its author the amount, once', async () => {
      const a = await person(url());
      await grantWelcome(db(), a.id);
      const redEnvelope = { redEnvelopeMoney: '2.00', redEnvelopeCount: 2, redEnvelopeType: 1, type: 1 };
      const deleted = (
        await writePost(a.c, { title: `删帖红包${unique()}`, isMoneyReward: '1', redEnvelope })
      ).body.data;
      await a.c.post('/api/user/posts/delete', { id: deleted.id });
      await a.c.post('/api/user/posts/delete', { id: deleted.id });
      const expiring = (
        await writePost(a.c, { title: `过期红包${unique()}`, isMoneyReward: '1', redEnvelope })
      ).body.data;
      const [env] = await db().select().from(redEnvelopes).where(eq(redEnvelopes.postId, expiring.id));
      if (!env) throw new Error('no envelope');
      await sweepExpired(db(), new Date(env.expiresAt.getTime() + 1));
      await sweepExpired(db(), new Date(env.expiresAt.getTime() + 2));
      const texts = (await stored(a.id)).map((n) => [n.kind, n.text, n.target]);
      expect(texts).toEqual([
        ['envelopeRefund', `帖子已删除，《${deleted.title}》的红包余额 2 球币已退回`, { type: 'bill' }],
        ['envelopeRefund', `红包已过期，《${expiring.title}》的红包余额 2 球币已退回`, { type: 'bill' }],
      ]);
    });

    it('[NT2] buying a paid pick tells its author the buyer and price; a refused buy (no money, own pick, twice) adds nothing; settling tells 红/黑/走 once', async () => {
      const author = await person(url());
      const buyer = await person(url());
      const poor = await person(url());
      await grantWelcome(db(), buyer.id);
      const repo = new ArenaRepo(db());
      const p = await pick(author.id, `n${unique()}`, 300);
      const dear = await pick(author.id, `n${unique()}`, 100_000);
      expect(await repo.buy(p.id, buyer.id)).toBe(true);
      expect(await repo.buy(p.id, buyer.id)).toBe(false);
      await expect(repo.buy(dear.id, poor.id)).rejects.toThrow();
      await expect(repo.buy(p.id, author.id)).rejects.toThrow();
      const bought = await stored(author.id);
      expect(bought).toHaveLength(1);
      expect(bought[0]).toMatchObject({
        kind: 'pickBought',
        text: `${buyer.userName} 购买了你的推荐 曼联 vs 切尔西 3 球币`,
        target: { type: 'pick', pickId: p.id },
      });

      const match = {
        id: p.matchId,
        state: FootballState.Finished,
        homeScore: 2,
        awayScore: 0,
        homePenalty: null,
        regular: null,
      };
      await settleMatch(db(), match);
      await settleMatch(db(), match);
      const loser = await pick(buyer.id, `n${unique()}`, 0);
      await settleMatch(db(), { ...match, id: loser.matchId, homeScore: 0, awayScore: 1 });
      const pushed = await pick(poor.id, `n${unique()}`, 0);
      await settleMatch(db(), { ...match, id: pushed.matchId, state: FootballState.Cancelled });
      const settled = (await stored(author.id)).filter((n) => n.kind === 'pickSettled');
      expect(settled.map((n) => n.text)).toEqual(['你的推荐 曼联 vs 切尔西 已结算：红']);
      expect((await stored(buyer.id)).map((n) => n.text)).toEqual(['你的推荐 曼联 vs 切尔西 已结算：黑']);
      expect((await stored(poor.id)).map((n) => n.text)).toEqual([
        '你的推荐 曼联 vs 切尔西 比赛未正常完场，已作废',
      ]);
    });

    it('[NT2] an admin closing a logged-in user’s feedback tells them once; anonymous feedback tells nobody', async () => {
      const fan = await person(url());
      const admin = await person(url());
      await db().update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
      const detail = `页面打不开${unique()}`;
      const form = { feedbackDetail: detail, feedbackType: '页面出错', phone: '' };
      await fan.c.post('/api/user/feedback/addFeedback', form);
      await new TestClient(url(), { origin: url() }).post('/api/user/feedback/addFeedback', {
        ...form,
        feedbackDetail: `${detail}匿名`,
      });
      const listed = await admin.c.get<{ list: { id: number; feedbackDetail: string }[] }>(
        '/api/admin/feedback/list?limit=50',
      );
      const ids = (d: string) => listed.body.data.list.filter((f) => f.feedbackDetail === d).map((f) => f.id);
      const [mine] = ids(detail);
      const [anon] = ids(`${detail}匿名`);
      if (!mine || !anon) throw new Error('feedback not listed');
      const before = (await db().select().from(notices)).length;
      for (const id of [mine, mine, anon])
        expect((await admin.c.post('/api/admin/feedback/close', { id })).body.code).toBe(200);
      const got = await stored(fan.id);
      expect(got.map((n) => [n.kind, n.text, n.target])).toEqual([
        ['feedbackClosed', '你反馈的「页面出错」问题已处理，感谢支持', { type: 'none' }],
      ]);
      expect((await db().select().from(notices)).length).toBe(before + 1);
      // A malformed id is refused in Chinese, not by the database (500) or zod's English.
      for (const id of ['x', 1.5, 99_999_999_999])
        expect((await admin.c.post('/api/admin/feedback/close', { id })).body).toEqual({
          code: 400,
          msg: '反馈编号无效',
          data: null,
        });
    });

    it('[NT2] a notice commits or rolls back with its event’s transaction', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `回滚${unique()}` })).body.data;
      const r = (await reply(b.c, { postId: post.id, content: '来了' })).body.data.reply;
      await expect(
        withTransaction(db(), async (tx) => {
          await notifyReply(tx, r.id);
          throw new Error('the event failed after its notice');
        }),
      ).rejects.toThrow('the event failed');
      expect(await stored(a.id)).toHaveLength(1);
    });

    it('[NT2] a bought pick called off gives the buyer the price back and tells them so, once', async () => {
      const author = await person(url());
      const buyer = await person(url());
      await grantWelcome(db(), buyer.id);
      const p = await pick(author.id, `n${unique()}`, 250);
      expect(await new ArenaRepo(db()).buy(p.id, buyer.id)).toBe(true);
      const off = {
        id: p.matchId,
        state: FootballState.Cancelled,
        homeScore: 0,
        awayScore: 0,
        homePenalty: null,
        regular: null,
      };
      await settleMatch(db(), off);
      await settleMatch(db(), off);
      expect((await stored(buyer.id)).map((n) => [n.kind, n.text, n.target])).toEqual([
        ['pickRefunded', '你购买的推荐 曼联 vs 切尔西 已作废，2.5 球币已退回', { type: 'bill' }],
      ]);
      expect((await stored(author.id)).map((n) => n.kind)).toEqual(['pickBought', 'pickSettled']);
    });

    it('[NT4] list is newest first in pages with total; unread counts; read marks one, readAll the rest', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `分页${unique()}` })).body.data;
      for (let i = 0; i < 5; i += 1) await reply(b.c, { postId: post.id, content: `第${i}条` });
      const first = await list(a.c, '?page=1&limit=2');
      expect(first).toMatchObject({ total: 5, page: 1, limit: 2 });
      const ids = (await stored(a.id)).map((n) => n.id).sort((x, y) => y - x);
      expect(first.list.map((n) => n.id)).toEqual(ids.slice(0, 2));
      expect((await list(a.c, '?page=3&limit=2')).list.map((n) => n.id)).toEqual(ids.slice(4));
      expect((await a.c.get(`${NOTIFY_PATHS.list}?page=0`)).status).toBe(400);
      expect(await unread(a.c)).toBe(5);

      const one = await a.c.post<{ id: number; unread: number }>(NOTIFY_PATHS.read, { id: ids[0] });
      expect(one.body).toEqual({ code: 200, msg: NOTIFY_MSG.read, data: { id: ids[0], unread: 4 } });
      expect((await a.c.post(NOTIFY_PATHS.read, { id: ids[0] })).body.data).toMatchObject({ unread: 4 });
      expect((await list(a.c, '?limit=1')).list[0]?.read).toBe(true);
      const all = await a.c.post<{ marked: number }>(NOTIFY_PATHS.readAll, {});
      expect(all.body.data).toMatchObject({ marked: 4, unread: 0 });
      expect(await unread(a.c)).toBe(0);
      expect((await list(a.c)).list.every((n) => n.read)).toBe(true);
    });

    it('[NT4] only the owner reads or marks their notices: another user gets 404 and changes nothing; visitors 401; a foreign Origin 403', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `越权${unique()}` })).body.data;
      await reply(b.c, { postId: post.id, content: '看看' });
      const [mine] = await stored(a.id);
      if (!mine) throw new Error('no notice');
      const other = await b.c.post(NOTIFY_PATHS.read, { id: mine.id });
      expect(other.body).toEqual({ code: 404, msg: NOTIFY_MSG.missing, data: null });
      await b.c.post(NOTIFY_PATHS.readAll, {});
      expect((await list(b.c)).total).toBe(0);
      expect(await unread(a.c)).toBe(1);

      const visitor = new TestClient(url());
      expect((await visitor.get(NOTIFY_PATHS.list)).status).toBe(401);
      expect((await visitor.get(NOTIFY_PATHS.unreadCount)).status).toBe(401);
      expect((await visitor.post(NOTIFY_PATHS.readAll, {})).status).toBe(401);
      expect((await a.c.post(NOTIFY_PATHS.read, { id: mine.id }, EVIL)).status).toBe(403);
      expect((await a.c.post(NOTIFY_PATHS.readAll, {}, EVIL)).status).toBe(403);
      expect(await unread(a.c)).toBe(1);
      expect((await a.c.post(NOTIFY_PATHS.read, { id: 'x' })).body).toMatchObject({
        code: 400,
        msg: NOTIFY_MSG.badId,
      });
      // An id past the table's integer column is refused as one, not a database error.
      expect((await a.c.post(NOTIFY_PATHS.read, { id: 99_999_999_999 })).body).toMatchObject({
        code: 400,
        msg: NOTIFY_MSG.badId,
      });
    });
  });
});
