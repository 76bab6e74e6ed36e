import {
  FORUM_MSG,
  type ForumArea,
  type ForumAreaScore,
  type ForumPost,
  type ForumPostDetail,
  type ForumReply,
  type ForumUserStat,
  type Page,
} from '@kuyi/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { follows } from '../follow/schema.ts';
import { balance } from '../wallet/ledger.ts';
import { assertLedgerBalanced } from '../wallet/testing/ledger-check.ts';
import { grantWelcome } from '../wallet/welcome-grant.ts';
import { AREA_SEEDS } from './area-seeds.ts';
import { deepPageMsg } from './forum-queries.ts';
import { person, REPLY, unique, uploadPng, useForum, writePost } from './forum-test-kit.ts';
import { forumPosts, forumReplies, forumReplyLikes } from './schema.ts';

const REPLY_LIMIT = 6;
const EVIL = { origin: 'https://evil.example' };
type ReplyAnswer = { reply: ForumReply; redEnvelopeMoney: number | null };

/** [F2]–[F14] the forum API on embedded PGlite and on PostgreSQL. */
describe.each(BACKENDS)('forum API on $name', ({ name, skip }) => {
  const { url, db } = useForum(name, {
    skip,
    rates: {
      posts: { points: 200, durationSec: 600 },
      replies: { points: REPLY_LIMIT, durationSec: 600 },
      likes: { points: 500, durationSec: 60 },
    },
  });
  const postCount = async () => (await db().select({ n: count() }).from(forumPosts))[0]?.n ?? 0;
  const reply = (c: TestClient, body: Record<string, unknown>) => c.post<ReplyAnswer>(REPLY, body);

  describe.skipIf(skip)('', () => {
    it('[F2] the seeded special areas come 5 per page, in order, with their numbers', async () => {
      const c = new TestClient(url());
      const first = await c.get<Page<ForumArea>>('/api/user/specialArea/selectSpecialArea');
      expect(first.body.code).toBe(200);
      expect(first.body.data.total).toBe(AREA_SEEDS.length);
      expect(first.body.data.list.map((a) => a.name)).toEqual(AREA_SEEDS.slice(0, 5).map((a) => a.name));
      const second = await c.get<Page<ForumArea>>('/api/user/specialArea/selectSpecialArea?page=2');
      expect(second.body.data.list.map((a) => a.name)).toEqual(AREA_SEEDS.slice(5, 10).map((a) => a.name));
      expect(first.body.data.list[0]).toMatchObject({
        postNum: expect.any(Number),
        todayNum: expect.any(Number),
      });
    });

    it('[F3] a post with an uploaded image is listed in its area, opens, and lists 3 or 20 per page', async () => {
      const a = await person(url());
      const img = await uploadPng(a.c);
      const title = `英超第${unique()}轮前瞻`;
      const made = await writePost(a.c, {
        title,
        content: '<p>阿森纳<b>主场</b>不败</p>',
        parentId: 2,
        imageList: [img],
      });
      expect(made.body).toMatchObject({ code: 200, msg: FORUM_MSG.postOk });
      const post = made.body.data;
      expect(post).toMatchObject({
        title,
        parentId: 2,
        areaName: '英超',
        images: [img],
        summary: '阿森纳主场不败',
      });
      expect(post.author).toMatchObject({ id: String(a.id), userName: a.userName });
      // Never the author's phone. Not a /1\d{10}/ scan: the image's random hex name holds eleven such digits
      // in about 1 run of 100 (measured), which made this test red in CI.
      expect(JSON.stringify(post)).not.toContain(a.phone);
      for (let i = 0; i < 3; i++) await writePost(a.c, { title: `${title}-${i}`, parentId: 2 });
      const block = await a.c.get<Page<ForumPost>>(
        '/api/user/posts/selectPagingFoType?parentId=2&page=1&limit=3',
      );
      expect(block.body.data.list).toHaveLength(3);
      expect(block.body.data.total).toBeGreaterThanOrEqual(4);
      const mine = await a.c.get<Page<ForumPost>>(
        `/api/user/posts/selectPagingFoType?writerId=${a.id}&limit=20`,
      );
      expect(mine.body.data.list.map((p) => p.title)).toContain(title);
      const one = await new TestClient(url()).get<ForumPostDetail>(`/api/user/posts/selectById/${post.id}`);
      expect(one.body.data.content).toBe('<p>阿森纳<b>主场</b>不败</p>');
      const hot = await a.c.get<Page<ForumPost>>('/api/user/posts/selectHostPosts?isHost=1&page=1&limit=3');
      expect(hot.body.data.list).toHaveLength(3);
      const score = await a.c.get<ForumAreaScore>('/api/user/posts/getPostScore?parentId=2');
      expect(score.body.data.postNum).toBeGreaterThanOrEqual(4);
      expect(score.body.data.todayNum).toBeGreaterThanOrEqual(4);
    });

    it('[F5] a post of photos only (the editor sends content empty) is stored; empty content without images is refused', async () => {
      const a = await person(url());
      const img = await uploadPng(a.c);
      const made = await writePost(a.c, { title: `看图${unique()}`, content: '', imageList: [img] });
      expect(made.body).toMatchObject({ code: 200, msg: FORUM_MSG.postOk, data: { images: [img] } });
      const bare = await writePost(a.c, { title: `空帖${unique()}`, content: '' });
      expect(bare.body).toEqual({ code: 400, msg: FORUM_MSG.contentRequired, data: null });
    });

    it('[F4] script, event handlers and javascript: links never reach storage; the title stays literal text', async () => {
      const a = await person(url());
      const title = '<script>alert(1)</script>标题';
      const made = await writePost(a.c, {
        title,
        content:
          '<p>正文<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a></p>',
      });
      expect(made.body.code).toBe(200);
      const [row] = await db().select().from(forumPosts).where(eq(forumPosts.id, made.body.data.id));
      expect(row?.content).toBe('<p>正文<a>链接</a></p>');
      // Titles are plain text: stored as sent, and every page renders them as text.
      expect(row?.title).toBe(title);
    });

    it.each([
      [{ title: '' }, FORUM_MSG.titleRequired],
      [{ title: '长'.repeat(51) }, FORUM_MSG.titleTooLong],
      [{ content: '' }, FORUM_MSG.contentRequired],
      [{ content: '<script>alert(1)</script>' }, FORUM_MSG.contentRequired],
      [{ parentId: 999 }, FORUM_MSG.areaMissing],
      [{ parentId: 'abc' }, FORUM_MSG.areaRequired],
      [{ parentId: 99_999_999_999 }, FORUM_MSG.areaRequired],
      [
        { imageList: Array.from({ length: 10 }, () => '/api/user/upload/files/x.png') },
        FORUM_MSG.tooManyImages,
      ],
      [{ imageList: ['https://evil.example/a.png'] }, FORUM_MSG.badImage],
      [{ imageList: ['/api/user/upload/files/0123456789abcdef0123456789abcdef.png'] }, FORUM_MSG.badImage],
      [{ isMoneyReward: '7' }, FORUM_MSG.badReward],
      [{ isMoneyReward: '1' }, FORUM_MSG.envelopeRequired],
    ])('[F5] bad post %j → 400 %s, nothing stored', async (patch, msg) => {
      const a = await person(url());
      const before = await postCount();
      const res = await writePost(a.c, patch as never);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
      expect(await postCount()).toBe(before);
    });

    it.each([
      [{ postId: 99_999_999_999 }, FORUM_MSG.postMissing],
      [{ postId: '1e20' }, FORUM_MSG.postMissing],
      [{ parentId: 99_999_999_999 }, FORUM_MSG.replyMissing],
      [{ content: '\u0001\u0002\u0003' }, FORUM_MSG.replyRequired],
    ])('[F5] bad reply %j → 400 %s, nothing stored', async (patch, msg) => {
      const a = await person(url());
      const post = (await writePost(a.c, { title: `坏回复${unique()}` })).body.data;
      const res = await reply(a.c, { postId: post.id, content: '回复', ...patch });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
      expect(await db().select().from(forumReplies).where(eq(forumReplies.authorId, a.id))).toHaveLength(0);
    });

    it.each([
      ['/api/user/specialArea/selectSpecialArea?page=0', FORUM_MSG.badPage],
      ['/api/user/posts/selectPagingFoType?limit=51', FORUM_MSG.badPage],
      ['/api/user/posts/selectPagingFoType?page=abc', FORUM_MSG.badPage],
      ['/api/user/posts/selectPagingFoType?parentId=abc', FORUM_MSG.areaMissing],
      ['/api/user/posts/selectPagingFoType?isMoneyReward=9', FORUM_MSG.badReward],
      ['/api/user/posts/selectHostPosts?isHost=5', '参数格式不正确'],
      ['/api/user/posts/selectById/abc', FORUM_MSG.postMissing],
      ['/api/user/posts/selectById/99999999999', FORUM_MSG.postMissing],
      ['/api/user/posts/getPostScore', FORUM_MSG.areaMissing],
      ['/api/user/reply/getComment?postCode=x', FORUM_MSG.postMissing],
      ['/api/user/reply/selectCommentChildNew?postCode=1', FORUM_MSG.replyMissing],
    ])('[F5] bad query %s → 400 %s', async (path, msg) => {
      const res = await new TestClient(url()).get(path);
      expect(res.body).toEqual({ code: 400, msg, data: null });
    });

    it('[F3] deep pages: a post list serves its first POST_LIST_MAX_ROWS posts (page × limit ≤ 10,000) and refuses a deeper page with 400 naming the last one; floors are not capped', async () => {
      const a = await person(url());
      const post = (await writePost(a.c, { title: `深页${unique()}` })).body.data;
      const visitor = new TestClient(url());
      const refused = async (c: TestClient, path: string, last: number) =>
        expect((await c.get(path)).body).toEqual({ code: 400, msg: deepPageMsg(last), data: null });
      await refused(visitor, '/api/user/posts/selectPagingFoType?page=501', 500);
      await refused(visitor, '/api/user/posts/selectPagingFoType?parentId=2&page=501&limit=20', 500);
      await refused(visitor, `/api/user/posts/selectPagingFoType?writerId=${a.id}&page=201&limit=50`, 200);
      await refused(visitor, '/api/user/posts/selectHostPosts?isHost=1&page=8000', 500);
      await refused(visitor, '/api/user/posts/selectHostPosts?page=3334&limit=3', 3333);
      await refused(a.c, '/api/user/posts/selectAttentionPosts?page=501', 500);
      // The last page is served, and its total is the real count (the pager, not the total, is capped).
      const total = (await visitor.get<Page<ForumPost>>('/api/user/posts/selectHostPosts?page=1')).body.data
        .total;
      for (const path of [
        '/api/user/posts/selectPagingFoType?page=500',
        '/api/user/posts/selectHostPosts?page=3333&limit=3',
        '/api/user/posts/selectPagingFoType?page=200&limit=50',
      ]) {
        const res = await visitor.get<Page<ForumPost>>(path);
        expect(res.body.code).toBe(200);
        expect(res.body.data.total).toBe(total);
      }
      expect((await a.c.get('/api/user/posts/selectAttentionPosts?page=500')).body.code).toBe(200);
      // [F18] every floor of a post must stay reachable: its floors page to the end (an index range of one post).
      const floors = await visitor.get(`/api/user/reply/getComment?postCode=${post.id}&page=600`);
      expect(floors.body.code).toBe(200);
    });

    it('[F6] a double-submit creates one post: the same Idempotency-Key, or the same content within 10 s', async () => {
      const a = await person(url());
      const key = `k${unique()}${unique()}`;
      const before = await postCount();
      const keyed = await Promise.all(
        [0, 1, 2].map(() => writePost(a.c, { title: `键${key}` }, { 'idempotency-key': key })),
      );
      expect(new Set(keyed.map((r) => r.body.data.id)).size).toBe(1);
      const same = await Promise.all([0, 1].map(() => writePost(a.c, { title: `同${key}` })));
      expect(same.map((r) => r.body.code)).toEqual([200, 200]);
      expect(same[0]?.body.data.id).toBe(same[1]?.body.data.id);
      expect(await postCount()).toBe(before + 2);
      // Different content is a different post.
      await writePost(a.c, { title: `另${key}` });
      expect(await postCount()).toBe(before + 3);
      const bad = await writePost(a.c, { title: 'x' }, { 'idempotency-key': 'bad key!' });
      expect(bad.status).toBe(400);
    });

    it('[F6] the same content within 10 s is one post even under different Idempotency-Keys: a resend after a lost answer charges its red envelope once', async () => {
      const a = await person(url());
      await grantWelcome(db(), a.id);
      const before = await postCount();
      const start = await balance(db(), a.id, 'qiubi');
      const redEnvelope = { redEnvelopeMoney: '3', redEnvelopeCount: 3, redEnvelopeType: 1, type: 2 };
      const title = `重发${unique()}`;
      const sent = await Promise.all(
        [0, 1, 2].map((i) =>
          writePost(
            a.c,
            { title, isMoneyReward: '1', redEnvelope },
            { 'idempotency-key': `k${i}${unique()}${unique()}` },
          ),
        ),
      );
      expect(sent.map((r) => r.body.code)).toEqual([200, 200, 200]);
      expect(new Set(sent.map((r) => r.body.data.id)).size).toBe(1);
      expect(await postCount()).toBe(before + 1);
      expect(await balance(db(), a.id, 'qiubi')).toBe(start - 300);
      await assertLedgerBalanced(db());
    });

    it('[F7] writes need a login and refuse a foreign Origin (CSRF), GET likes included', async () => {
      const anon = new TestClient(url());
      expect((await writePost(anon, {})).status).toBe(401);
      expect((await reply(anon, { postId: 1, content: '沙发' })).status).toBe(401);
      const a = await person(url());
      const post = (await writePost(a.c, { title: `CSRF${unique()}` })).body.data;
      const r = (await reply(a.c, { postId: post.id, content: '一楼' })).body.data.reply;
      const before = await postCount();
      expect((await writePost(a.c, { title: '伪造' }, EVIL)).status).toBe(403);
      expect((await a.c.post(REPLY, { postId: post.id, content: '伪造' }, EVIL)).status).toBe(403);
      const like = await a.c.get(
        `/api/user/reply/dianZanReply?replyCode=${r.id}&resourceId=${post.id}`,
        EVIL,
      );
      expect(like.status).toBe(403);
      expect(await postCount()).toBe(before);
      const likes = await db()
        .select({ n: count() })
        .from(forumReplyLikes)
        .where(eq(forumReplyLikes.replyId, r.id));
      expect(likes[0]?.n).toBe(0);
    });

    it('[F8] IDOR: a reply in another userId is refused and stored nowhere; likes only ever act for the caller', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `IDOR${unique()}` })).body.data;
      const forged = await reply(b.c, { userId: a.id, postId: post.id, parentId: 0, content: '冒名' });
      expect(forged.status).toBe(403);
      expect(forged.body.msg).toBe(FORUM_MSG.notYourself);
      const rows = await db().select().from(forumReplies).where(eq(forumReplies.postId, post.id));
      expect(rows).toHaveLength(0);
      const own = await reply(b.c, { userId: b.id, postId: post.id, parentId: 0, content: '本人' });
      expect(own.body.data.reply.author.id).toBe(String(b.id));
      // A like names a reply and its post; a reply id from another post is refused.
      const other = (await writePost(a.c, { title: `IDOR2${unique()}` })).body.data;
      const wrong = await b.c.get(
        `/api/user/reply/dianZanReply?replyCode=${own.body.data.reply.id}&resourceId=${other.id}`,
      );
      expect(wrong.status).toBe(404);
    });

    it('[F5] ids and pages in a query are decimal digits: a real id written in hex or with an exponent names nothing', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `十六进制${unique()}` })).body.data;
      const floor = (await reply(a.c, { postId: post.id, content: '一楼' })).body.data.reply;
      const hex = (n: number) => `0x${n.toString(16)}`;
      const reads: [string, string][] = [
        [`/api/user/posts/selectById/${hex(post.id)}`, FORUM_MSG.postMissing],
        [`/api/user/posts/selectById/${post.id}e0`, FORUM_MSG.postMissing],
        [`/api/user/posts/addViewNum?postId=${hex(post.id)}`, FORUM_MSG.postMissing],
        [`/api/user/reply/getComment?postCode=${post.id}.0`, FORUM_MSG.postMissing],
        [`/api/user/posts/selectPagingFoType?parentId=${hex(2)}`, FORUM_MSG.areaMissing],
        ['/api/user/posts/selectPagingFoType?page=1e0', FORUM_MSG.badPage],
        ['/api/user/posts/selectHostPosts?limit=0x14', FORUM_MSG.badPage],
      ];
      for (const [path, msg] of reads) {
        const res = await b.c.get(path);
        expect({ path, body: res.body }).toEqual({ path, body: { code: 400, msg, data: null } });
      }
      // A write GET: the like must not land on the reply the hex names.
      const like = await b.c.get(
        `/api/user/reply/dianZanReply?replyCode=${hex(floor.id)}&resourceId=${post.id}`,
      );
      expect(like.body).toEqual({ code: 400, msg: FORUM_MSG.replyMissing, data: null });
      expect(
        await db().select().from(forumReplyLikes).where(eq(forumReplyLikes.replyId, floor.id)),
      ).toHaveLength(0);
    });

    it('[F5] an id in a JSON body is a number or digits: [id], true or "0x…" never name a post or reply', async () => {
      const a = await person(url());
      const post = (await writePost(a.c, { title: `数组编号${unique()}` })).body.data;
      const floor = (await reply(a.c, { postId: post.id, content: '一楼' })).body.data.reply;
      for (const postId of [[post.id], true, `0x${post.id.toString(16)}`, `${post.id}e0`]) {
        const res = await reply(a.c, { postId, content: '回复' });
        expect({ postId, body: res.body }).toEqual({
          postId,
          body: { code: 400, msg: FORUM_MSG.postMissing, data: null },
        });
      }
      const nested = await reply(a.c, { postId: post.id, parentId: [floor.id], content: '楼中楼' });
      expect(nested.body).toEqual({ code: 400, msg: FORUM_MSG.replyMissing, data: null });
      expect(await db().select().from(forumReplies).where(eq(forumReplies.postId, post.id))).toHaveLength(1);
      for (const id of [[post.id], `0x${post.id.toString(16)}`]) {
        const res = await a.c.post('/api/user/posts/delete', { id });
        expect({ id, body: res.body }).toEqual({
          id,
          body: { code: 400, msg: FORUM_MSG.postGone, data: null },
        });
      }
      const gone = await a.c.post('/api/user/reply/deleteReply', { replyId: [floor.id] });
      expect(gone.body).toEqual({ code: 400, msg: FORUM_MSG.replyMissing, data: null });
      expect((await new TestClient(url()).get(`/api/user/posts/selectById/${post.id}`)).body.code).toBe(200);
      expect((await a.c.get(`/api/user/reply/getComment?postCode=${post.id}`)).body.data).toMatchObject({
        total: 1,
      });
      // Digits as text and top-level replies without a parent still work as before.
      const ok = await reply(a.c, { postId: String(post.id), parentId: null, content: '文本编号' });
      expect(ok.body.code).toBe(200);
    });

    it('[F9] floors are numbered, nested replies nest under their floor (2 in preview, 20 per page)', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `楼层${unique()}` })).body.data;
      const f1 = (await reply(b.c, { postId: post.id, parentId: 0, content: '一楼' })).body.data.reply;
      const f2 = (await reply(a.c, { postId: post.id, parentId: 0, content: '二楼' })).body.data.reply;
      expect([f1.floor, f2.floor]).toEqual([1, 2]);
      const n1 = (await reply(a.c, { postId: post.id, parentId: f1.id, content: '楼中楼1' })).body.data.reply;
      const n2 = (await reply(b.c, { postId: post.id, parentId: n1.id, content: '回复楼中楼' })).body.data
        .reply;
      await reply(a.c, { postId: post.id, parentId: f1.id, content: '楼中楼3' });
      expect(n1).toMatchObject({ parentId: f1.id, floor: 1, replyTo: null });
      expect(n2).toMatchObject({ parentId: f1.id, replyTo: { id: String(a.id), userName: a.userName } });
      const page = await b.c.get<Page<ForumReply>>(
        `/api/user/reply/getComment?postCode=${post.id}&page=1&limit=20`,
      );
      expect(page.body.data.total).toBe(2);
      const [first] = page.body.data.list;
      expect(first?.childNum).toBe(3);
      expect(first?.children.map((c) => c.content)).toEqual(['楼中楼1', '回复楼中楼']);
      const all = await b.c.get<Page<ForumReply>>(
        `/api/user/reply/selectCommentChildNew?postCode=${post.id}&replyCode=${f1.id}&page=1`,
      );
      expect(all.body.data.list.map((c) => c.content)).toEqual(['楼中楼1', '回复楼中楼', '楼中楼3']);
      const detail = await b.c.get<ForumPostDetail>(`/api/user/posts/selectById/${post.id}`);
      expect(detail.body.data.replyNum).toBe(5);
      const missing = await reply(b.c, { postId: post.id, parentId: 999999, content: '无' });
      expect(missing.body).toEqual({ code: 404, msg: FORUM_MSG.replyMissing, data: null });
      expect((await reply(b.c, { postId: post.id, content: '   ' })).body.msg).toBe(FORUM_MSG.replyRequired);
      expect((await reply(b.c, { postId: 999999, content: '无' })).body.msg).toBe(FORUM_MSG.postGone);
    });

    it('[F10] one like per user, toggling; concurrent toggles keep the count equal to the like rows', async () => {
      const a = await person(url());
      const b = await person(url());
      const post = (await writePost(a.c, { title: `点赞${unique()}` })).body.data;
      const r = (await reply(a.c, { postId: post.id, content: '求赞' })).body.data.reply;
      const like = (c: TestClient) =>
        c.get<{ liked: boolean; likeNum: number }>(
          `/api/user/reply/dianZanReply?replyCode=${r.id}&resourceId=${post.id}&type=1`,
        );
      expect((await like(a.c)).body.data).toEqual({ liked: true, likeNum: 1 });
      expect((await like(b.c)).body.data).toEqual({ liked: true, likeNum: 2 });
      const undo = await like(a.c);
      expect(undo.body).toMatchObject({ msg: FORUM_MSG.unlikeOk, data: { liked: false, likeNum: 1 } });
      await Promise.all(Array.from({ length: 7 }, () => like(a.c)));
      const rows = await db()
        .select({ n: count() })
        .from(forumReplyLikes)
        .where(eq(forumReplyLikes.replyId, r.id));
      const [stored] = await db().select().from(forumReplies).where(eq(forumReplies.id, r.id));
      expect(stored?.likeNum).toBe(rows[0]?.n);
      expect(rows[0]?.n).toBe(2); // b, and a after an odd number of toggles
      const seen = await a.c.get<Page<ForumReply>>(`/api/user/reply/getComment?postCode=${post.id}`);
      expect(seen.body.data.list[0]?.liked).toBe(true);
      // Re-read, the list says for each reader whether they liked it: not for another user, never for a visitor.
      const c = await person(url());
      const floors = (client: TestClient) =>
        client.get<Page<ForumReply>>(`/api/user/reply/getComment?postCode=${post.id}`);
      expect((await floors(c.c)).body.data.list[0]).toMatchObject({ liked: false, likeNum: 2 });
      expect((await floors(new TestClient(url()))).body.data.list[0]).toMatchObject({
        liked: false,
        likeNum: 2,
      });
      expect((await floors(b.c)).body.data.list[0]).toMatchObject({ liked: true, likeNum: 2 });
      expect((await b.c.get('/api/user/reply/dianZanReply?replyCode=abc')).body.msg).toBe(
        FORUM_MSG.replyMissing,
      );
    });

    it('[F11] addViewNum counts a viewer once per hour', async () => {
      const a = await person(url());
      const post = (await writePost(a.c, { title: `浏览${unique()}` })).body.data;
      const view = (c: TestClient) =>
        c.get<{ viewNum: number; counted: boolean }>(`/api/user/posts/addViewNum?postId=${post.id}`);
      expect((await view(a.c)).body.data).toEqual({ viewNum: 1, counted: true });
      expect((await view(a.c)).body.data).toEqual({ viewNum: 1, counted: false });
      const b = await person(url());
      expect((await view(b.c)).body.data).toEqual({ viewNum: 2, counted: true });
      expect((await a.c.get('/api/user/posts/addViewNum?postId=999999')).status).toBe(404);
      expect((await a.c.get('/api/user/posts/addViewNum?postId=x')).status).toBe(400);
    });

    it('[F12] replies are rate-limited per user with a Chinese message', async () => {
      const a = await person(url());
      const post = (await writePost(a.c, { title: `限流${unique()}` })).body.data;
      for (let i = 0; i < REPLY_LIMIT; i++)
        expect((await reply(a.c, { postId: post.id, content: `第${i}条` })).status).toBe(200);
      const over = await reply(a.c, { postId: post.id, content: '再来' });
      expect(over.body).toEqual({ code: 429, msg: FORUM_MSG.tooFast, data: null });
      // Someone else is not affected.
      const b = await person(url());
      expect((await reply(b.c, { postId: post.id, content: '我可以' })).status).toBe(200);
    });

    it('[F13] selectAttentionPosts lists posts of the people I follow only; needs a login', async () => {
      const a = await person(url());
      const b = await person(url());
      const me = await person(url());
      const pa = (await writePost(a.c, { title: `关注的${unique()}` })).body.data;
      await writePost(b.c, { title: `未关注${unique()}` });
      await db().insert(follows).values({ followerId: me.id, followeeId: a.id });
      const res = await me.c.get<Page<ForumPost>>('/api/user/posts/selectAttentionPosts?page=1&limit=20');
      expect(res.body.data.list.map((p) => p.id)).toEqual([pa.id]);
      expect((await new TestClient(url()).get('/api/user/posts/selectAttentionPosts')).status).toBe(401);
    });

    it('[F14] active users and the rankings name posters by nickname', async () => {
      const c = new TestClient(url());
      const active = await c.get<ForumUserStat[]>('/api/user/posts/getActiveUser');
      expect(active.body.data.length).toBeGreaterThan(0);
      expect(active.body.data[0]).toMatchObject({ rank: 1, user: { userName: expect.any(String) } });
      for (const type of ['1', '2', '3']) {
        const board = await c.get<ForumUserStat[]>(`/api/user/posts/getRankingList?type=${type}`);
        expect(board.body.code).toBe(200);
        const nums = board.body.data.map((e) => e.num);
        expect(nums).toEqual([...nums].sort((x, y) => y - x));
      }
      expect((await c.get('/api/user/posts/getRankingList?type=9')).status).toBe(400);
      expect((await c.get('/api/user/posts/getPostScore?parentId=999')).status).toBe(404);
    });

    it('[F2][FOL3] an area counts the posts it lists: a cancelled author’s posts leave its numbers with the list', async () => {
      const area = 9;
      // A reader with a session: never served the one-second public cache ([A4]).
      const reader = await person(url());
      const numbers = async () => {
        const score = (await reader.c.get<ForumAreaScore>(`/api/user/posts/getPostScore?parentId=${area}`))
          .body.data;
        const listed = (
          await reader.c.get<Page<ForumPost>>(
            `/api/user/posts/selectPagingFoType?parentId=${area}&page=1&limit=3`,
          )
        ).body.data.total;
        const areas = (await reader.c.get<Page<ForumArea>>('/api/user/specialArea/selectSpecialArea?page=2'))
          .body.data.list;
        return { score, listed, inList: areas.find((x) => x.id === area)?.postNum };
      };
      const leaver = await person(url());
      const stayer = await person(url());
      const before = await numbers();
      const made = await writePost(leaver.c, { title: `竞彩心得${unique()}`, parentId: area });
      await writePost(leaver.c, { title: `竞彩复盘${unique()}`, parentId: area });
      await writePost(stayer.c, { title: `竞彩闲聊${unique()}`, parentId: area });
      expect(
        (await reply(stayer.c, { userId: stayer.id, postId: made.body.data.id, content: '同意' })).body.code,
      ).toBe(200);
      const mid = await numbers();
      expect(mid.listed).toBe(before.listed + 3);
      expect(mid.score.replyNum).toBe(before.score.replyNum + 1);

      expect((await leaver.c.get('/api/user/user/logOff')).body.code).toBe(200);
      const after = await numbers();
      expect(after.listed).toBe(before.listed + 1);
      expect([after.score.postNum, after.inList]).toEqual([after.listed, after.listed]);
      expect(after.score.todayNum - before.score.todayNum).toBe(1);
      // The reply sat under a post nobody can open any more.
      expect(after.score.replyNum).toBe(before.score.replyNum);
      // And it takes no more: a reply there answers 帖子不存在, as opening it does.
      const late = await reply(stayer.c, { userId: stayer.id, postId: made.body.data.id, content: '还在吗' });
      expect(late.body).toMatchObject({ code: 404, msg: FORUM_MSG.postGone });
    });

    it('[RE2][RE4] a red-envelope post takes the money in the same transaction; a reply wins a part', async () => {
      const a = await person(url());
      const b = await person(url());
      await grantWelcome(db(), a.id);
      const before = await balance(db(), a.id, 'qiubi');
      const redEnvelope = { redEnvelopeMoney: '2.00', redEnvelopeCount: 2, redEnvelopeType: 1, type: 1 };
      const made = await writePost(a.c, { title: `红包${unique()}`, isMoneyReward: '1', redEnvelope });
      expect(made.body.code).toBe(200);
      expect(made.body.data.isMoneyReward).toBe('1');
      expect(await balance(db(), a.id, 'qiubi')).toBe(before - 200);
      const won = await reply(b.c, { postId: made.body.data.id, content: '谢谢红包' });
      expect(won.body.data.redEnvelopeMoney).toBeGreaterThan(0);
      // Too much: refused with the wallet's message, and neither the post nor any money moved.
      const posts = await postCount();
      const broke = await writePost(a.c, {
        title: `穷${unique()}`,
        isMoneyReward: '1',
        redEnvelope: { ...redEnvelope, redEnvelopeMoney: '9999' },
      });
      expect(broke.body).toMatchObject({ code: 400, msg: '余额不足' });
      expect(await postCount()).toBe(posts);
      expect(await balance(db(), a.id, 'qiubi')).toBe(before - 200);
      await assertLedgerBalanced(db());
    });
  });
});

/** [F12] on its own gateway: a tight post limit, to show what counts against it. */
describe('post rate limit', () => {
  const POSTS = 2;
  const forum = useForum('PGlite', {
    rates: {
      posts: { points: POSTS, durationSec: 600 },
      replies: { points: 30, durationSec: 300 },
      likes: { points: 120, durationSec: 60 },
    },
  });

  it('[F12] a post refused for its red envelope (余额不足) or a double submit of one post does not use up the 10-posts allowance', async () => {
    const url = forum.url();
    const a = await person(url);
    const envelope = { redEnvelopeMoney: '9999', redEnvelopeCount: 2, redEnvelopeType: 1, type: 1 };
    // A writer short of 球币 tries three times: no post, so no post counted.
    for (let i = 0; i < 3; i++) {
      const broke = await writePost(a.c, {
        title: `悬赏${unique()}`,
        isMoneyReward: '1',
        redEnvelope: envelope,
      });
      expect(broke.body).toMatchObject({ code: 400, msg: '余额不足' });
    }
    // A double click sends one post twice under one key: one post, counted once.
    const key = `k-${unique()}`;
    const once = { title: `第一帖${unique()}` };
    expect((await writePost(a.c, once, { 'Idempotency-Key': key })).body.code).toBe(200);
    expect((await writePost(a.c, once, { 'Idempotency-Key': key })).body.code).toBe(200);
    expect((await writePost(a.c, { title: `第二帖${unique()}` })).body.code).toBe(200);
    // The allowance is POSTS real posts.
    const over = await writePost(a.c, { title: `第三帖${unique()}` });
    expect(over.body).toEqual({ code: 429, msg: FORUM_MSG.tooFast, data: null });
  });
});
