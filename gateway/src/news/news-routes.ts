import {
  NEWS_CHILD_TYPES,
  NEWS_MSG,
  newsChildType,
  newsCommentDeleteSchema,
  newsCommentSchema,
  newsDeleteSchema,
  newsInsertSchema,
  newsScheduleSchema,
  newsUpdateSchema,
  ok,
} from '@kuyi/shared';
import { type RequestHandler, Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, sessionUser, userOf } from '../auth/current-user.ts';
import { tryConsume } from '../auth/limiter.ts';
import { tokenOf } from '../auth/session-cookie.ts';
import { badRequest, forbidden, notFound, tooMany } from '../errors.ts';
import { plainText, sanitizeUserHtml } from '../forum/sanitize.ts';
import { publicRead } from '../http/public-read-cache.ts';
import { checkCover } from './news-cover.ts';
import { adminListQuery, childTypeQuery, commentQuery, detailQuery, listQuery } from './news-queries.ts';
import type { NewsRepo } from './news-repo.ts';

const SUMMARY_CHARS = 120;
/** Control characters other than line breaks never belong in a comment. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

export interface NewsRouteDeps {
  api: ApiServices;
  repo: NewsRepo;
  commentLimit: RateLimiterAbstract;
  now: () => number;
}

/** News (spec §7 News) plus the comment write and the admins' publishing calls. */
export function newsRoutes({ api: s, repo, commentLimit, now }: NewsRouteDeps): Router {
  const r = Router();
  const at = () => new Date(now());

  // [N3] Publishing is for users with isAdmin; everyone else gets 403 and nothing changes.
  const requireAdmin: RequestHandler = (_req, res, next) => {
    if (!userOf(res).isAdmin) throw forbidden(NEWS_MSG.adminOnly);
    next();
  };
  const admin = [requireUser(s), requireAdmin];

  r.get('/user/information/selectInformation', publicRead, async (req, res) => {
    const q = parseOr400(listQuery, req.query);
    if (q.isDel === '1') {
      // Deleted articles are the admins' to see.
      const me = await sessionUser(s, tokenOf(req));
      if (!me?.isAdmin) throw forbidden(NEWS_MSG.adminOnly);
      res.json(ok(await repo.adminList(q.page, q.limit, true, at()), '查询成功'));
      return;
    }
    const filter = {
      parentType: q.parentType,
      childType: q.childType,
      writer: q.Writer?.trim() || undefined,
      lang: q.lang?.trim() || undefined,
      topOnly: q.flag === '1',
    };
    res.json(ok(await repo.list(filter, q.page, q.limit, at(), q.asOf), '查询成功'));
  });

  r.get('/user/information/getInformationDetail', async (req, res) => {
    const { newsId } = parseOr400(detailQuery, req.query);
    const news = await repo.read(newsId, at());
    if (!news) throw notFound(NEWS_MSG.newsMissing);
    res.json(ok(news, '查询成功'));
  });

  r.get('/user/newsType/getNewsChildType', (req, res) => {
    const { type } = parseOr400(childTypeQuery, req.query);
    res.json(
      ok(
        NEWS_CHILD_TYPES.filter((t) => type === 0 || t.parentType === type),
        '查询成功',
      ),
    );
  });

  r.get('/user/newsReply/getComment', async (req, res) => {
    const q = parseOr400(commentQuery, req.query);
    const article = await repo.isVisible(q.newsId, at());
    if (!article) throw notFound(NEWS_MSG.newsMissing);
    res.json(ok(await repo.comments(article, q.page, q.limit, q.isLandlord === '1'), '查询成功'));
  });

  r.post('/user/newsReply/insertComment', requireUser(s), async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(newsCommentSchema, req.body);
    const content = form.content.replace(CONTROL, '').trim();
    if (!content) throw badRequest(NEWS_MSG.commentRequired);
    const article = await repo.isVisible(form.newsId, at());
    if (!article) throw notFound(NEWS_MSG.newsMissing);
    if (!(await tryConsume(commentLimit, String(me.id))).ok) throw tooMany(NEWS_MSG.tooFast);
    const id = await repo.addComment(article.id, me.id, content);
    res.json(ok({ id }, NEWS_MSG.commentOk));
  });

  // [N11] A comment's author deletes it; an admin deletes anyone's. Ours: the spec has no such call.
  r.post('/user/newsReply/deleteComment', requireUser(s), async (req, res) => {
    const me = userOf(res);
    const { id } = parseOr400(newsCommentDeleteSchema, req.body);
    const outcome = await repo.deleteComment(id, me.id, me.isAdmin);
    if (outcome === 'missing') throw notFound(NEWS_MSG.commentMissing);
    if (outcome === 'notYours') throw forbidden(NEWS_MSG.notYourComment);
    res.json(ok({ id, deleted: true }, NEWS_MSG.deleteOk));
  });

  // ---- admins ----

  r.get('/user/information/admin/list', ...admin, async (req, res) => {
    const q = parseOr400(adminListQuery, req.query);
    res.json(ok(await repo.adminList(q.page, q.limit, q.isDel === '1', at()), '查询成功'));
  });

  r.get('/user/information/admin/detail', ...admin, async (req, res) => {
    const { newsId } = parseOr400(detailQuery, req.query);
    const news = await repo.detail(newsId);
    if (!news) throw notFound(NEWS_MSG.newsMissing);
    res.json(ok(news, '查询成功'));
  });

  /** The checked, sanitized fields of a written article. */
  const article = async (body: unknown) => {
    const form = parseOr400(newsInsertSchema, body);
    const content = sanitizeUserHtml(form.content);
    if (!plainText(content)) throw badRequest(NEWS_MSG.contentRequired);
    const cover = await checkCover(s.dataDir, form.cover);
    const type = newsChildType(form.childType);
    if (!type) throw badRequest(NEWS_MSG.badType);
    return {
      title: form.title,
      cover,
      content,
      summary: plainText(content, SUMMARY_CHARS),
      parentType: type.parentType,
      childType: type.id,
      isTop: form.isTop,
      /** null: not given (a new article is published now; an edited one keeps its time). */
      publishAt: form.publishAt,
    };
  };
  const publishMsg = (when: Date) => (when.getTime() > now() ? NEWS_MSG.scheduleOk : NEWS_MSG.publishOk);

  r.post('/user/information/admin/insert', ...admin, async (req, res) => {
    const me = userOf(res);
    const a = await article(req.body);
    const publishAt = a.publishAt ?? at();
    const id = await repo.insert({ ...a, publishAt, authorId: me.id, writer: me.userName, source: 'editor' });
    res.json(ok(await repo.detail(id), publishMsg(publishAt)));
  });

  r.post('/user/information/admin/update', ...admin, async (req, res) => {
    const { newsId } = parseOr400(newsUpdateSchema.pick({ newsId: true }), req.body);
    // An edit without a time keeps the article's: moving it to now put a corrected old article back on top.
    const { publishAt, ...a } = await article(req.body);
    if (!(await repo.update(newsId, publishAt ? { ...a, publishAt } : a)))
      throw notFound(NEWS_MSG.newsMissing);
    res.json(ok(await repo.detail(newsId), NEWS_MSG.updateOk));
  });

  r.post('/user/information/admin/schedule', ...admin, async (req, res) => {
    const form = parseOr400(newsScheduleSchema, req.body);
    const publishAt = form.publishAt ?? at();
    if (!(await repo.update(form.newsId, { publishAt }))) throw notFound(NEWS_MSG.newsMissing);
    res.json(ok(await repo.detail(form.newsId), publishMsg(publishAt)));
  });

  r.post('/user/information/admin/delete', ...admin, async (req, res) => {
    const { newsId } = parseOr400(newsDeleteSchema, req.body);
    if (!(await repo.softDelete(newsId))) throw notFound(NEWS_MSG.newsMissing);
    res.json(ok({ newsId }, NEWS_MSG.deleteOk));
  });

  return r;
}
