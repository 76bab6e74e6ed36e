import { FORUM_MSG, ok, postDeleteSchema, postEditSchema } from '@kuyi/shared';
import { Router } from 'express';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import { tryConsume } from '../auth/limiter.ts';
import { forbidden, notFound, tooMany } from '../errors.ts';
import { notifyModerated } from '../notify/notify.ts';
import { refundForDeletedPost } from '../redenvelope/envelope-service.ts';
import { toMoney } from '../redenvelope/money.ts';
import { forumTransaction } from './forum-numbers.ts';
import type { ForumServices } from './forum-services.ts';
import { cleanPostBody } from './post-body.ts';

/**
 * The author's own post: edit ([F16]) and delete ([F15]); an admin deletes anyone's ([F19]), and the author is
 * told. Calls of ours; the spec has neither.
 */
export function postAuthorRoutes(f: ForumServices): Router {
  const r = Router();
  const s = f.api;

  r.post('/user/posts/update', requireUser(s), async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(postEditSchema, req.body);
    const body = await cleanPostBody(s.dataDir, form);
    if (!(await tryConsume(f.limit.edits, String(me.id))).ok) throw tooMany(FORUM_MSG.tooFast);
    await forumTransaction(s.db, async (tx) => {
      const post = await f.posts.lockOwn(tx, form.id);
      if (!post || post.deleted) throw notFound(FORUM_MSG.postGone);
      if (post.authorId !== me.id) throw forbidden(FORUM_MSG.notYourPost);
      await f.posts.edit(tx, form.id, { title: form.title, ...body });
    });
    res.json(ok(await f.posts.byId(form.id), FORUM_MSG.postEdited));
  });

  // Deleting twice answers the same and moves nothing: the envelope is already refunded, the row already gone.
  r.post('/user/posts/delete', requireUser(s), async (req, res) => {
    const me = userOf(res);
    const { id } = parseOr400(postDeleteSchema, req.body);
    const refunded = await forumTransaction(s.db, async (tx) => {
      const post = await f.posts.lockOwn(tx, id);
      if (!post) throw notFound(FORUM_MSG.postGone);
      if (post.authorId !== me.id && !me.isAdmin) throw forbidden(FORUM_MSG.notYourPost);
      if (post.deleted) return 0;
      await f.posts.softDelete(tx, id);
      const refund = await refundForDeletedPost(tx, id);
      await notifyModerated(tx, { authorId: post.authorId, moderatorId: me.id, postId: id, what: 'post' });
      return refund;
    });
    res.json(ok({ id, deleted: true, refundMoney: toMoney(refunded) }, FORUM_MSG.deleted));
  });

  return r;
}
