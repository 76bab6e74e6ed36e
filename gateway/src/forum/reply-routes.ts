import { FORUM_MSG, ok, replyDeleteSchema, replyInsertSchema } from '@kuyi/shared';
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, sessionUser, userOf } from '../auth/current-user.ts';
import { tryConsume } from '../auth/limiter.ts';
import { tokenOf } from '../auth/session-cookie.ts';
import { users } from '../db/schema.ts';
import { badRequest, forbidden, notFound, tooMany } from '../errors.ts';
import { publicRead } from '../http/public-read-cache.ts';
import { notifyModerated, notifyReply } from '../notify/notify.ts';
import { grabOnReply } from '../redenvelope/envelope-service.ts';
import { toMoney } from '../redenvelope/money.ts';
import { forumTransaction } from './forum-numbers.ts';
import { childCommentQuery, commentQuery, likeQuery } from './forum-queries.ts';
import type { ForumServices } from './forum-services.ts';

export const POINTS_PER_REPLY = 1;

/** Control characters other than line breaks never belong in a reply. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** Replies, nested replies and likes (spec §7 Forum: reply/*). Reply content is plain text. */
export function replyRoutes(f: ForumServices): Router {
  const r = Router();
  const s = f.api;
  const viewerId = async (token: string | null) => (await sessionUser(s, token))?.id ?? null;

  r.get('/user/reply/getComment', publicRead, async (req, res) => {
    const q = parseOr400(commentQuery, req.query);
    if ((await f.posts.viewNum(q.postCode)) === null) throw notFound(FORUM_MSG.postGone);
    const page = q.floor ? await f.replies.pageOfFloor(q.postCode, q.floor, q.limit) : q.page;
    res.json(ok(await f.replies.floors(q.postCode, page, q.limit, await viewerId(tokenOf(req))), '查询成功'));
  });

  r.get('/user/reply/selectCommentChildNew', async (req, res) => {
    const q = parseOr400(childCommentQuery, req.query);
    // [F15] a deleted post's nested replies are gone with it, as its floors are.
    if ((await f.posts.viewNum(q.postCode)) === null) throw notFound(FORUM_MSG.postGone);
    const page = await f.replies.children(
      q.postCode,
      q.replyCode,
      q.page,
      q.limit,
      await viewerId(tokenOf(req)),
    );
    if (!page) throw notFound(FORUM_MSG.replyMissing);
    res.json(ok(page, '查询成功'));
  });

  r.post('/user/reply/insertReply', requireUser(s), async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(replyInsertSchema, req.body);
    // The payload names a userId (spec §3); it may only ever be the caller.
    if (form.userId !== undefined && form.userId !== me.id) throw forbidden(FORUM_MSG.notYourself);
    const content = form.content.replace(CONTROL, '').trim();
    if (!content) throw badRequest(FORUM_MSG.replyRequired);
    if (!(await tryConsume(f.limit.replies, String(me.id))).ok) throw tooMany(FORUM_MSG.tooFast);
    const outcome = await forumTransaction(s.db, async (tx) => {
      const added = await f.replies.insert(tx, {
        postId: form.postId,
        authorId: me.id,
        parentId: form.parentId,
        content,
      });
      if (!added.ok) return { added, grabbed: null };
      await notifyReply(tx, added.id);
      await tx
        .update(users)
        .set({ points: sql`${users.points} + ${POINTS_PER_REPLY}` })
        .where(sql`${users.id} = ${me.id}`);
      // A reply may win a part of the post's red envelope; that never makes the reply fail.
      const grabbed = await grabOnReply(tx, { postId: form.postId, userId: me.id });
      return { added, grabbed };
    });
    if (!outcome.added.ok)
      throw notFound(outcome.added.reason === 'post' ? FORUM_MSG.postGone : FORUM_MSG.replyMissing);
    const reply = await f.replies.byId(outcome.added.id, me.id);
    const redEnvelopeMoney = outcome.grabbed === null ? null : toMoney(outcome.grabbed);
    res.json(ok({ reply, redEnvelopeMoney }, FORUM_MSG.replyOk));
  });

  // A GET that writes (spec §7); the forum's CSRF guard lists it among the write GETs.
  r.get('/user/reply/dianZanReply', requireUser(s), async (req, res) => {
    const me = userOf(res);
    const q = parseOr400(likeQuery, req.query);
    if (!(await tryConsume(f.limit.likes, String(me.id))).ok) throw tooMany(FORUM_MSG.tooFast);
    const result = await forumTransaction(s.db, (tx) =>
      f.replies.toggleLike(tx, q.replyCode, me.id, q.resourceId),
    );
    if (!result) throw notFound(FORUM_MSG.replyMissing);
    res.json(ok(result, result.liked ? FORUM_MSG.likeOk : FORUM_MSG.unlikeOk));
  });

  r.post('/user/reply/deleteReply', requireUser(s), async (req, res) => {
    const me = userOf(res);
    const { replyId } = parseOr400(replyDeleteSchema, req.body);
    const outcome = await forumTransaction(s.db, async (tx) => {
      const o = await f.replies.remove(tx, replyId, me.id, me.isAdmin);
      // [F19] an admin removing someone else's reply tells its author, once.
      if (o.ok && o.removed)
        await notifyModerated(tx, {
          authorId: o.authorId,
          moderatorId: me.id,
          postId: o.postId,
          what: 'reply',
        });
      return o;
    });
    if (!outcome.ok) {
      if (outcome.reason === 'notYours') throw forbidden(FORUM_MSG.notYourReply);
      throw notFound(outcome.reason === 'post' ? FORUM_MSG.postGone : FORUM_MSG.replyMissing);
    }
    res.json(ok({ id: replyId, kept: outcome.kept }, FORUM_MSG.deleted));
  });

  return r;
}
