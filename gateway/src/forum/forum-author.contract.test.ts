import {
  FORUM_MSG,
  type ForumAreaScore,
  type ForumPost,
  type ForumPostDetail,
  type ForumReply,
  type ForumUserStat,
  type Page,
} from '@kuyi/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { users } from '../db/schema.ts';
import { notices } from '../notify/schema.ts';
import { rewardPost } from '../redenvelope/reward-service.ts';
import { redEnvelopes } from '../redenvelope/schema.ts';
import { balance } from '../wallet/ledger.ts';
import { assertLedgerBalanced } from '../wallet/testing/ledger-check.ts';
import { grantWelcome } from '../wallet/welcome-grant.ts';
import { person, REPLY, unique, useForum, writePost } from './forum-test-kit.ts';
import { forumPosts, forumReplies } from './schema.ts';
import { StatsRepo } from './stats-repo.ts';

const EVIL = { origin: 'https://evil.example' };
const DELETE = '/api/user/posts/delete';
const UPDATE = '/api/user/posts/update';
const DELETE_REPLY = '/api/user/reply/deleteReply';
type ReplyAnswer = { reply: ForumReply; redEnvelopeMoney: number | null };
type Deleted = { id: number; deleted: true; refundMoney: number };

/** [F15]–[F17] an author edits and deletes their own posts and replies, nobody else's. */
describe.each(BACKENDS)('forum authors on $name', ({ name, skip }) => {
  const { url, db } = useForum(name, {
    skip,
    rates: {
      posts: { points: 200, durationSec: 600 },
      replies: { points: 200, durationSec: 600 },
      edits: { points: 200, durationSec: 600 },
    },
  });
  const reply = (c: TestClient, body: Record<string, unknown>) => c.post<ReplyAnswer>(REPLY, body);
  const floors = (c: TestClient, postId: number) =>
    c.get<Page<ForumReply>>(`/api/user/reply/getComment?postCode=${postId}&page=1&limit=20`);
  const stored = async (id: number) => (await db().select().from(forumPosts).where(eq(forumPosts.id, id)))[0];

  describe.skipIf(skip)('', () => {
    it('[F15] only the author deletes a post (401 visitor, 403 another user or a foreign Origin); it then leaves every list, count and area number, opens as 帖子不存在或已删除 and takes no replies', async () => {
      const area = 8;
      const a = await person(url());
      const b = await person(url());
      const numbers = async () => ({
        score: (await b.c.get<ForumAreaScore>(`/api/user/posts/getPostScore?parentId=${area}`)).body.data,
        listed: (
          await b.c.get<Page<ForumPost>>(`/api/user/posts/selectPagingFoType?parentId=${area}&limit=50`)
        ).body.data,
      });
      const before = await numbers();
      const post = (await writePost(a.c, { title: `要删的帖${unique()}`, parentId: area })).body.data;
      await reply(b.c, { postId: post.id, content: '沙发' });
      const mid = await numbers();
      expect(mid.listed.total).toBe(before.listed.total + 1);
      expect(mid.score.replyNum).toBe(before.score.replyNum + 1);

      expect((await new TestClient(url()).post(DELETE, { id: post.id })).status).toBe(401);
      expect((await a.c.post(DELETE, { id: post.id }, EVIL)).status).toBe(403);
      const foreign = await b.c.post(DELETE, { id: post.id });
      expect(foreign.body).toEqual({ code: 403, msg: FORUM_MSG.notYourPost, data: null });
      expect((await stored(post.id))?.deletedAt).toBeNull();

      const gone = await a.c.post<Deleted>(DELETE, { id: post.id });
      expect(gone.body).toEqual({
        code: 200,
        msg: FORUM_MSG.deleted,
        data: { id: post.id, deleted: true, refundMoney: 0 },
      });
      const open = await b.c.get(`/api/user/posts/selectById/${post.id}`);
      expect(open.body).toEqual({ code: 404, msg: FORUM_MSG.postGone, data: null });
      const after = await numbers();
      expect(after.listed.total).toBe(before.listed.total);
      expect(after.listed.list.map((p) => p.id)).not.toContain(post.id);
      expect(after.score.postNum).toBe(before.score.postNum);
      expect(after.score.todayNum).toBe(before.score.todayNum);
      expect(after.score.replyNum).toBe(before.score.replyNum);
      const mine = await a.c.get<Page<ForumPost>>(`/api/user/posts/selectPagingFoType?writerId=${a.id}`);
      expect(mine.body.data.total).toBe(0);
      const newest = await b.c.get<Page<ForumPost>>('/api/user/posts/selectHostPosts?limit=50');
      expect(newest.body.data.list.map((p) => p.id)).not.toContain(post.id);
      const late = await reply(b.c, { postId: post.id, content: '还能回复吗' });
      expect(late.body).toEqual({ code: 404, msg: FORUM_MSG.postGone, data: null });
      expect((await floors(b.c, post.id)).body.msg).toBe(FORUM_MSG.postGone);
      expect((await a.c.post(DELETE, { id: 99_999_999 })).body.msg).toBe(FORUM_MSG.postGone);
      expect((await a.c.post(DELETE, { id: 'abc' })).status).toBe(400);
    });

    it('[F15] a deleted post’s replies leave the boards too: 活跃用户 and the reply and like rankings stop counting what nobody can see', async () => {
      const a = await person(url());
      const b = await person(url());
      const stats = new StatsRepo(db());
      const numOf = (board: ForumUserStat[]) => board.find((s) => s.user.id === String(b.id))?.num ?? 0;
      const boards = async () => ({
        active: numOf(await stats.activeUsers(100_000)),
        replies: numOf(await stats.ranking('2', 100_000)),
        likes: numOf(await stats.ranking('3', 100_000)),
      });
      const kept = (await writePost(a.c, { title: `留下的帖${unique()}`, parentId: 8 })).body.data;
      const doomed = (await writePost(a.c, { title: `要删的帖${unique()}`, parentId: 8 })).body.data;
      await reply(b.c, { postId: kept.id, content: '留下的回复' });
      const floor = (await reply(b.c, { postId: doomed.id, content: '会消失的回复' })).body.data.reply;
      await reply(b.c, { postId: doomed.id, parentId: floor.id, content: '楼中楼' });
      const liked = await a.c.get(
        `/api/user/reply/dianZanReply?replyCode=${floor.id}&resourceId=${doomed.id}`,
      );
      expect(liked.body.code).toBe(200);
      expect(await boards()).toEqual({ active: 3, replies: 3, likes: 1 });

      expect((await a.c.post(DELETE, { id: doomed.id })).body.code).toBe(200);
      expect(await boards()).toEqual({ active: 1, replies: 1, likes: 0 });
    });

    it('[F15] deleting refunds what is left of the post’s red envelope to the author at once; grabbed parts and rewards stay; a second (or simultaneous) delete moves nothing', async () => {
      const a = await person(url());
      const b = await person(url());
      const c = await person(url());
      for (const u of [a, b, c]) await grantWelcome(db(), u.id);
      const start = await balance(db(), a.id, 'qiubi');
      const redEnvelope = { redEnvelopeMoney: '3.00', redEnvelopeCount: 3, redEnvelopeType: 1, type: 1 };
      const post = (await writePost(a.c, { title: `红包帖${unique()}`, isMoneyReward: '1', redEnvelope }))
        .body.data;
      const won =
        (await reply(b.c, { postId: post.id, content: '谢谢老板' })).body.data.redEnvelopeMoney ?? 0;
      expect(won).toBeGreaterThan(0);
      await rewardPost(db(), { postId: post.id, fromUserId: c.id, amount: 100, key: `k${unique()}` });
      expect(await balance(db(), a.id, 'qiubi')).toBe(start - 300 + 100);

      // A double click: two deletes at once refund the rest once between them.
      const both = await Promise.all([0, 1].map(() => a.c.post<Deleted>(DELETE, { id: post.id })));
      const left = 300 - Math.round(won * 100);
      expect(both.map((r) => r.body.code)).toEqual([200, 200]);
      expect(both.map((r) => Math.round(r.body.data.refundMoney * 100)).sort((x, y) => x - y)).toEqual([
        0,
        left,
      ]);
      const first = both.find((r) => r.body.data.refundMoney > 0) ?? both[0];
      if (!first) throw new Error('no answer');
      expect(await balance(db(), a.id, 'qiubi')).toBe(start - 300 + 100 + left);
      const [env] = await db().select().from(redEnvelopes).where(eq(redEnvelopes.postId, post.id));
      expect(env).toMatchObject({ status: 'refunded', remainingAmount: 0, refundedAmount: left });

      const again = await a.c.post<Deleted>(DELETE, { id: post.id });
      expect(again.body).toEqual({ ...first.body, data: { ...first.body.data, refundMoney: 0 } });
      expect(await balance(db(), a.id, 'qiubi')).toBe(start - 300 + 100 + left);
      // The post is gone for rewards too.
      await expect(
        rewardPost(db(), { postId: post.id, fromUserId: c.id, amount: 100, key: `k${unique()}` }),
      ).rejects.toThrow();
      await assertLedgerBalanced(db());
    });

    it('[F15] a deleted post’s replies take no likes and its nested replies are not listed', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `删后点赞${unique()}` })).body.data;
      const floor = (await reply(b.c, { postId: post.id, content: '一楼' })).body.data.reply;
      await reply(a.c, { postId: post.id, parentId: floor.id, content: '楼中楼' });
      expect((await a.c.post(DELETE, { id: post.id })).body.code).toBe(200);

      const like = await a.c.get(`/api/user/reply/dianZanReply?replyCode=${floor.id}&resourceId=${post.id}`);
      expect(like.body).toEqual({ code: 404, msg: FORUM_MSG.replyMissing, data: null });
      const [row] = await db().select().from(forumReplies).where(eq(forumReplies.id, floor.id));
      expect(row?.likeNum).toBe(0);
      const children = await b.c.get(
        `/api/user/reply/selectCommentChildNew?postCode=${post.id}&replyCode=${floor.id}&page=1&limit=20`,
      );
      expect(children.body).toEqual({ code: 404, msg: FORUM_MSG.postGone, data: null });
    });

    // Needs two connections: one holds the delete's lock while the reward runs (PGlite has one).
    it.runIf(name === 'PostgreSQL')(
      '[F15] a reward racing the post’s delete waits for it and is refused: no 球币 reach a deleted post',
      async () => {
        const a = await person(url());
        const c = await person(url());
        await grantWelcome(db(), c.id);
        const start = await balance(db(), c.id, 'qiubi');
        const post = (await writePost(a.c, { title: `打赏竞速${unique()}` })).body.data;
        let release = () => {};
        const held = new Promise<void>((r) => {
          release = r;
        });
        let locked = () => {};
        const isLocked = new Promise<void>((r) => {
          locked = r;
        });
        // The author's delete, holding the post's row lock as posts/delete does, commits once released.
        const deleting = db().transaction(async (tx) => {
          await tx.select().from(forumPosts).where(eq(forumPosts.id, post.id)).for('update');
          locked();
          await held;
          await tx.update(forumPosts).set({ deletedAt: new Date() }).where(eq(forumPosts.id, post.id));
        });
        await isLocked;
        const reward = rewardPost(db(), {
          postId: post.id,
          fromUserId: c.id,
          amount: 100,
          key: `k${unique()}`,
        })
          .then(() => 'paid')
          .catch((err: unknown) => (err as { message?: string }).message ?? 'refused');
        // Either the reward is done (it never looked at the lock), or it waits on the delete's lock.
        const waiting = async () => {
          for (let i = 0; i < 400; i++) {
            const res = await db().execute(
              sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
            );
            const rows = (res as unknown as { rows: { n: number }[] }).rows;
            if (Number(rows[0]?.n ?? 0) > 0) return;
            await new Promise((done) => setTimeout(done, 25));
          }
        };
        await Promise.race([reward, waiting()]);
        release();
        await deleting;
        expect(await reward).toBe('帖子不存在');
        expect(await balance(db(), c.id, 'qiubi')).toBe(start);
        await assertLedgerBalanced(db());
      },
    );

    it('[F15] replies racing the post’s delete: each either grabs before it or is refused after it; grabbed plus refunded is the envelope, no 球币 made or lost', async () => {
      const a = await person(url());
      const repliers = await Promise.all([0, 1, 2, 3].map(() => person(url())));
      await grantWelcome(db(), a.id);
      const start = await balance(db(), a.id, 'qiubi');
      let before = 0;
      for (const u of repliers) before += await balance(db(), u.id, 'qiubi');
      const redEnvelope = { redEnvelopeMoney: '4.00', redEnvelopeCount: 4, redEnvelopeType: 1, type: 1 };
      const post = (await writePost(a.c, { title: `竞速红包${unique()}`, isMoneyReward: '1', redEnvelope }))
        .body.data;
      const [gone, ...answers] = await Promise.all([
        a.c.post<Deleted>(DELETE, { id: post.id }),
        ...repliers.map((u) => reply(u.c, { postId: post.id, content: '抢' })),
      ]);
      expect(gone?.body.code).toBe(200);
      const refunded = Math.round((gone?.body.data.refundMoney ?? 0) * 100);
      let grabbed = 0;
      for (const r of answers) {
        if (r.body.code === 200) grabbed += Math.round((r.body.data.redEnvelopeMoney ?? 0) * 100);
        else expect(r.body).toEqual({ code: 404, msg: FORUM_MSG.postGone, data: null });
      }
      expect(grabbed + refunded).toBe(400);
      expect(await balance(db(), a.id, 'qiubi')).toBe(start - 400 + refunded);
      let received = 0;
      for (const u of repliers) received += await balance(db(), u.id, 'qiubi');
      expect(received - before).toBe(grabbed);
      await assertLedgerBalanced(db());
    });

    it('[F15] the same post written again right after deleting it is a new post, not the deleted one answered back', async () => {
      const a = await person(url());
      const form = { title: `重发${unique()}`, content: '<p>发错了，删了重发</p>' };
      const first = (await writePost(a.c, form)).body.data;
      expect((await a.c.post(DELETE, { id: first.id })).body.code).toBe(200);
      const again = await writePost(a.c, form);
      expect(again.body.code).toBe(200);
      expect(again.body.data?.id).toBeGreaterThan(first.id);
      expect((await a.c.get(`/api/user/posts/selectById/${again.body.data?.id}`)).body.code).toBe(200);
      // A resend under the key of a post deleted since finds it gone (and makes no second post).
      const key = { 'idempotency-key': `key-${unique()}` };
      const keyed = (await writePost(a.c, { title: `带键${unique()}` }, key)).body.data;
      expect((await a.c.post(DELETE, { id: keyed.id })).body.code).toBe(200);
      const resent = await writePost(a.c, { title: `带键${unique()}` }, key);
      expect(resent.body).toEqual({ code: 404, msg: FORUM_MSG.postGone, data: null });
    });

    it('[F16] only the author edits; title, content and images pass insert’s checks and sanitizer; the detail says when; the red envelope cannot be changed', async () => {
      const a = await person(url());
      const b = await person(url());
      await grantWelcome(db(), a.id);
      const redEnvelope = { redEnvelopeMoney: '1.00', redEnvelopeCount: 1, redEnvelopeType: 2, type: 2 };
      const post = (await writePost(a.c, { title: `原标题${unique()}`, isMoneyReward: '1', redEnvelope }))
        .body.data;
      expect(post.editedAt).toBeNull();
      const money = await balance(db(), a.id, 'qiubi');
      const edit = {
        id: post.id,
        title: '新标题',
        content: '<p>改后<script>alert(1)</script></p>',
        imageList: [],
      };

      expect((await new TestClient(url()).post(UPDATE, edit)).status).toBe(401);
      expect((await a.c.post(UPDATE, edit, EVIL)).status).toBe(403);
      expect((await b.c.post(UPDATE, edit)).body).toEqual({
        code: 403,
        msg: FORUM_MSG.notYourPost,
        data: null,
      });
      expect((await stored(post.id))?.title).toBe(post.title);

      const done = await a.c.post<ForumPostDetail>(UPDATE, {
        ...edit,
        isMoneyReward: '',
        redEnvelope: { redEnvelopeMoney: '500', redEnvelopeCount: 1, redEnvelopeType: 2, type: 2 },
        parentId: 3,
      });
      expect(done.body).toMatchObject({
        code: 200,
        msg: FORUM_MSG.postEdited,
        data: { title: '新标题', content: '<p>改后</p>', summary: '改后', isMoneyReward: '1', parentId: 2 },
      });
      expect(Date.parse(done.body.data.editedAt ?? '')).toBeGreaterThan(0);
      const opened = await b.c.get<ForumPostDetail>(`/api/user/posts/selectById/${post.id}`);
      expect(opened.body.data).toMatchObject({ title: '新标题', editedAt: done.body.data.editedAt });
      expect(await balance(db(), a.id, 'qiubi')).toBe(money);
      const [env] = await db().select().from(redEnvelopes).where(eq(redEnvelopes.postId, post.id));
      expect(env?.total).toBe(100);

      await a.c.post(DELETE, { id: post.id });
      expect((await a.c.post(UPDATE, edit)).body).toEqual({ code: 404, msg: FORUM_MSG.postGone, data: null });
      await assertLedgerBalanced(db());
    });

    it.each([
      [{ title: '' }, FORUM_MSG.titleRequired],
      [{ title: '长'.repeat(51) }, FORUM_MSG.titleTooLong],
      [{ content: '' }, FORUM_MSG.contentRequired],
      [{ content: '<script>alert(1)</script>' }, FORUM_MSG.contentRequired],
      [{ imageList: ['https://evil.example/a.png'] }, FORUM_MSG.badImage],
      [
        { imageList: Array.from({ length: 10 }, () => '/api/user/upload/files/x.png') },
        FORUM_MSG.tooManyImages,
      ],
    ])('[F16] a bad edit %j → 400 %s, the post unchanged', async (patch, msg) => {
      const a = await person(url());
      const post = (await writePost(a.c, { title: `坏编辑${unique()}` })).body.data;
      const res = await a.c.post(UPDATE, { id: post.id, title: '好标题', content: '<p>好</p>', ...patch });
      expect(res.body).toEqual({ code: 400, msg, data: null });
      expect(await stored(post.id)).toMatchObject({
        title: post.title,
        content: '<p>赛前分析</p>',
        editedAt: null,
      });
    });

    it('[F17] only its author deletes a reply; a floor with nested replies stays as 该回复已删除, others leave; floor numbers never shift and counts stay honest', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `删回复${unique()}` })).body.data;
      const f1 = (await reply(b.c, { postId: post.id, content: '一楼' })).body.data.reply;
      const n1 = (await reply(a.c, { postId: post.id, parentId: f1.id, content: '楼中楼' })).body.data.reply;
      const f2 = (await reply(b.c, { postId: post.id, content: '二楼' })).body.data.reply;
      const f3 = (await reply(a.c, { postId: post.id, content: '三楼' })).body.data.reply;
      const shown = async () => (await floors(a.c, post.id)).body.data;
      const replyNum = async () =>
        (await a.c.get<ForumPostDetail>(`/api/user/posts/selectById/${post.id}`)).body.data.replyNum;
      expect(await replyNum()).toBe(4);

      expect((await new TestClient(url()).post(DELETE_REPLY, { replyId: f1.id })).status).toBe(401);
      expect((await b.c.post(DELETE_REPLY, { replyId: f1.id }, EVIL)).status).toBe(403);
      expect((await a.c.post(DELETE_REPLY, { replyId: f1.id })).body).toEqual({
        code: 403,
        msg: FORUM_MSG.notYourReply,
        data: null,
      });

      const kept = await b.c.post(DELETE_REPLY, { replyId: f1.id });
      expect(kept.body).toEqual({ code: 200, msg: FORUM_MSG.deleted, data: { id: f1.id, kept: true } });
      expect((await b.c.post(DELETE_REPLY, { replyId: f1.id })).body).toEqual(kept.body);
      let page = await shown();
      expect(page.list.map((f) => [f.floor, f.content, f.deleted ?? false])).toEqual([
        [1, FORUM_MSG.replyDeleted, true],
        [2, '二楼', false],
        [3, '三楼', false],
      ]);
      expect(page.list[0]?.children.map((c) => c.content)).toEqual(['楼中楼']);
      expect(await replyNum()).toBe(3);
      // A deleted reply takes no answers and no likes.
      expect((await reply(a.c, { postId: post.id, parentId: f1.id, content: '回复已删' })).body.msg).toBe(
        FORUM_MSG.replyMissing,
      );
      expect((await a.c.get(`/api/user/reply/dianZanReply?replyCode=${f1.id}`)).status).toBe(404);

      expect((await b.c.post(DELETE_REPLY, { replyId: f2.id })).body.data).toEqual({
        id: f2.id,
        kept: false,
      });
      page = await shown();
      expect(page.list.map((f) => f.floor)).toEqual([1, 3]);
      expect(page.total).toBe(2);

      // The last nested reply goes: the emptied, deleted floor goes with it.
      expect((await a.c.post(DELETE_REPLY, { replyId: n1.id })).body.data).toEqual({
        id: n1.id,
        kept: false,
      });
      page = await shown();
      expect(page.list.map((f) => [f.id, f.floor])).toEqual([[f3.id, 3]]);
      expect(await replyNum()).toBe(1);
      const next = (await reply(b.c, { postId: post.id, content: '新楼' })).body.data.reply;
      expect(next.floor).toBe(4);
      expect((await a.c.post(DELETE_REPLY, { replyId: 99_999_999 })).body.msg).toBe(FORUM_MSG.replyMissing);
    });

    it('[F18] getComment?floor=N opens the page that shows floor N among the floors still shown, after deleted floors left', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `楼层页${unique()}` })).body.data;
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4, 5])
        ids.push((await reply(b.c, { postId: post.id, content: `${n}楼` })).body.data.reply.id);
      // Floors 1 and 2 leave: 3, 4, 5 are shown, two a page, so floor 5 is on page 2 (its number alone says 3).
      for (const id of ids.slice(0, 2))
        expect((await b.c.post(DELETE_REPLY, { replyId: id })).body.code).toBe(200);
      const at = async (floor: number | string) =>
        (
          await a.c.get<Page<ForumReply>>(
            `/api/user/reply/getComment?postCode=${post.id}&floor=${floor}&limit=2`,
          )
        ).body;
      const five = await at(5);
      expect(five.data).toMatchObject({ page: 2, total: 3, limit: 2 });
      expect(five.data.list.map((f) => f.floor)).toEqual([5]);
      expect((await at(4)).data.list.map((f) => f.floor)).toEqual([3, 4]);
      // A floor that left opens where it stood (the next shown one's page); past the end, the last page.
      expect((await at(1)).data.page).toBe(1);
      expect((await at(99)).data.page).toBe(2);
      expect((await at('x')).code).toBe(400);
    });

    it('[F19] an admin deletes anyone’s post or reply (same soft delete, envelope back to the author, idempotent) and the author is told once; another user still gets 403', async () => {
      const a = await person(url());
      const b = await person(url());
      const admin = await person(url());
      await db().update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
      await grantWelcome(db(), a.id);
      const told = async (id: number) =>
        (await db().select().from(notices).where(eq(notices.userId, id)))
          .filter((n) => n.kind === 'moderated')
          .map((n) => [n.text, n.target]);
      const start = await balance(db(), a.id, 'qiubi');
      const title = `广告帖${unique()}`.slice(0, 12);
      const redEnvelope = { redEnvelopeMoney: '2.00', redEnvelopeCount: 2, redEnvelopeType: 1, type: 1 };
      const spam = (await writePost(a.c, { title, isMoneyReward: '1', redEnvelope })).body.data;
      const post = (await writePost(b.c, { title: `正常帖${unique()}` })).body.data;
      const spamReply = (await reply(a.c, { postId: post.id, content: '加微信' })).body.data.reply;

      // A plain user still cannot, and nothing is told.
      expect((await b.c.post(DELETE, { id: spam.id })).body.msg).toBe(FORUM_MSG.notYourPost);
      expect((await b.c.post(DELETE_REPLY, { replyId: spamReply.id })).body.msg).toBe(FORUM_MSG.notYourReply);
      expect((await admin.c.post(DELETE, { id: spam.id }, EVIL)).status).toBe(403);
      expect((await admin.c.post(DELETE_REPLY, { replyId: spamReply.id }, EVIL)).status).toBe(403);
      expect(await told(a.id)).toEqual([]);

      const gone = await admin.c.post<Deleted>(DELETE, { id: spam.id });
      expect(gone.body).toEqual({
        code: 200,
        msg: FORUM_MSG.deleted,
        data: { id: spam.id, deleted: true, refundMoney: 2 },
      });
      expect(await balance(db(), a.id, 'qiubi')).toBe(start);
      expect((await stored(spam.id))?.deletedAt).not.toBeNull();
      expect((await b.c.get(`/api/user/posts/selectById/${spam.id}`)).body.msg).toBe(FORUM_MSG.postGone);
      expect((await admin.c.post<Deleted>(DELETE, { id: spam.id })).body.data.refundMoney).toBe(0);
      expect(await balance(db(), a.id, 'qiubi')).toBe(start);

      const removed = await admin.c.post(DELETE_REPLY, { replyId: spamReply.id });
      expect(removed.body).toEqual({
        code: 200,
        msg: FORUM_MSG.deleted,
        data: { id: spamReply.id, kept: false },
      });
      expect((await admin.c.post(DELETE_REPLY, { replyId: spamReply.id })).body).toEqual(removed.body);
      const [row] = await db().select().from(forumReplies).where(eq(forumReplies.id, spamReply.id));
      expect(row?.deletedAt).not.toBeNull();
      expect((await floors(b.c, post.id)).body.data.total).toBe(0);

      expect(await told(a.id)).toEqual([
        [`你的帖子《${title}》已被管理员删除`, { type: 'none' }],
        [`你在《${post.title}》的回复已被管理员删除`, { type: 'post', postId: post.id }],
      ]);
      // An admin deleting their own post tells nobody.
      const own = (await writePost(admin.c, { title: `自己的帖${unique()}` })).body.data;
      expect((await admin.c.post(DELETE, { id: own.id })).body.code).toBe(200);
      expect(await told(admin.id)).toEqual([]);
      await assertLedgerBalanced(db());
    });
  });
});
