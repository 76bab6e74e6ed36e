import { createHash } from 'node:crypto';
import { FORUM_MSG, ok, postInsertSchema } from '@kuyi/shared';
import { sql } from 'drizzle-orm';
import { type Request, Router } from 'express';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, sessionUser, userOf } from '../auth/current-user.ts';
import { tryConsume } from '../auth/limiter.ts';
import { tokenOf } from '../auth/session-cookie.ts';
import { users } from '../db/schema.ts';
import { badRequest, notFound, tooMany } from '../errors.ts';
import { followedUserIds } from '../follow/follow-repository.ts';
import { publicRead } from '../http/public-read-cache.ts';
import { createEnvelopeForPost } from '../redenvelope/envelope-service.ts';
import { forumTransaction } from './forum-numbers.ts';
import {
  areaListQuery,
  areaScoreQuery,
  hostPostsQuery,
  pagingFoTypeQuery,
  postIdParam,
  postIdQuery,
  postListQuery,
  rankingQuery,
} from './forum-queries.ts';
import type { ForumServices } from './forum-services.ts';
import { cleanPostBody } from './post-body.ts';

/** A client-chosen key makes a retried submit safe (Stripe-style `Idempotency-Key`). */
const IDEM_KEY = /^[A-Za-z0-9_-]{8,64}$/;
/** Experience points for writing, feeding the rank shown next to names. */
export const POINTS_PER_POST = 5;

/** Who is looking, for counting views once per hour: the user, else a hash of the address (never stored raw). */
const viewerOf = (userId: number | null, req: Request) =>
  userId !== null
    ? `u:${userId}`
    : `ip:${createHash('sha256')
        .update(req.ip ?? 'unknown')
        .digest('hex')
        .slice(0, 32)}`;

/** Special areas and posts (spec §7 Forum: specialArea/*, posts/*). */
export function postRoutes(f: ForumServices): Router {
  const r = Router();
  const s = f.api;

  r.get('/user/specialArea/selectSpecialArea', async (req, res) => {
    const q = parseOr400(areaListQuery, req.query);
    res.json(ok(await f.areas.page(q.page, q.limit), '查询成功'));
  });

  r.get('/user/posts/getPostScore', async (req, res) => {
    const q = parseOr400(areaScoreQuery, req.query);
    const score = await f.areas.score(q.parentId);
    if (!score) throw notFound(FORUM_MSG.areaMissing);
    res.json(ok(score, '查询成功'));
  });

  r.get('/user/posts/selectPagingFoType', publicRead, async (req, res) => {
    const q = parseOr400(pagingFoTypeQuery, req.query);
    const filter = { areaId: q.parentId, writerId: q.writerId, isMoneyReward: q.isMoneyReward };
    res.json(ok(await f.posts.list(filter, 'active', q.page, q.limit), '查询成功'));
  });

  // isHost=1: the hot list; otherwise the newest posts of every area.
  r.get('/user/posts/selectHostPosts', publicRead, async (req, res) => {
    const q = parseOr400(hostPostsQuery, req.query);
    res.json(ok(await f.posts.list({}, q.isHost === '1' ? 'hot' : 'new', q.page, q.limit), '查询成功'));
  });

  r.get('/user/posts/selectAttentionPosts', requireUser(s), async (req, res) => {
    const q = parseOr400(postListQuery, req.query);
    const authorIds = await followedUserIds(s.db, userOf(res).id);
    res.json(ok(await f.posts.list({ authorIds }, 'new', q.page, q.limit), '查询成功'));
  });

  r.get('/user/posts/selectById/:id', publicRead, async (req, res) => {
    const { id } = parseOr400(postIdParam, req.params);
    const post = await f.posts.byId(id);
    if (!post) throw notFound(FORUM_MSG.postGone);
    res.json(ok(post, '查询成功'));
  });

  r.get('/user/posts/addViewNum', async (req, res) => {
    const { postId } = parseOr400(postIdQuery, req.query);
    const user = await sessionUser(s, tokenOf(req));
    const current = await f.posts.viewNum(postId);
    if (current === null) throw notFound(FORUM_MSG.postGone);
    const counted = await f.views.firstInWindow(postId, viewerOf(user?.id ?? null, req));
    const viewNum = counted ? ((await f.posts.addView(postId)) ?? current) : current;
    res.json(ok({ viewNum, counted }, '操作成功'));
  });

  r.get('/user/posts/getActiveUser', async (_req, res) => {
    res.json(ok(await f.stats.activeUsers(10), '查询成功'));
  });

  r.get('/user/posts/getRankingList', async (req, res) => {
    const q = parseOr400(rankingQuery, req.query);
    res.json(ok(await f.stats.ranking(q.type, q.limit), '查询成功'));
  });

  r.post('/user/posts/insert', requireUser(s), async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(postInsertSchema, req.body);
    const keyHeader = req.get('idempotency-key');
    if (keyHeader !== undefined && !IDEM_KEY.test(keyHeader)) throw badRequest('请求标识格式不正确');
    if (!(await f.areas.exists(form.parentId))) throw badRequest(FORUM_MSG.areaMissing);
    const { content, summary, images } = await cleanPostBody(s.dataDir, form);
    if (!(await tryConsume(f.limit.posts, String(me.id))).ok) throw tooMany(FORUM_MSG.tooFast);
    // The allowance counts posts made: a post refused inside its transaction (余额不足 for its red envelope)
    // or a double submit answered with the first post gives its point back. Taken before the transaction
    // still, so a burst of parallel posts cannot all slip past the check.
    const giveBack = () => f.limit.posts.reward(String(me.id), 1).catch(() => undefined);
    const contentHash = createHash('sha256')
      .update(JSON.stringify([form.parentId, form.title, content, images, form.isMoneyReward]))
      .digest('hex');
    const { id, created } = await forumTransaction(s.db, async (tx) => {
      const result = await f.posts.insertOnce(tx, {
        authorId: me.id,
        areaId: form.parentId,
        title: form.title,
        content,
        summary,
        images,
        isMoneyReward: form.isMoneyReward,
        idemKey: keyHeader ?? null,
        contentHash,
      });
      if (!result.created) return result;
      await tx
        .update(users)
        .set({ points: sql`${users.points} + ${POINTS_PER_POST}` })
        .where(sql`${users.id} = ${me.id}`);
      // The envelope's money leaves the author's wallet in this same transaction: no post without its
      // envelope, no envelope without its post.
      if (form.isMoneyReward && form.redEnvelope) {
        await createEnvelopeForPost(tx, {
          postId: result.id,
          postTitle: form.title,
          authorId: me.id,
          redEnvelope: form.redEnvelope as never,
          isMoneyReward: form.isMoneyReward,
        });
      }
      return result;
    }).catch(async (err: unknown) => {
      await giveBack();
      throw err;
    });
    if (!created) await giveBack();
    const post = await f.posts.byId(id);
    // A resend under the key of a post deleted since ([F15]) finds it gone.
    if (!post) throw notFound(FORUM_MSG.postGone);
    res.json(ok(post, FORUM_MSG.postOk));
  });

  return r;
}
