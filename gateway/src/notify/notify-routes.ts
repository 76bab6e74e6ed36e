import { NOTIFY_MSG, NOTIFY_PATHS, noticeListQuery, noticeReadSchema, ok } from '@kuyi/shared';
import { Router } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import { notFound } from '../errors.ts';
import type { NoticeRepo } from './notice-repo.ts';

const at = (p: string) => p.replace(/^\/api/, '');

/** 消息 ([NT4]): the caller's own notices only; reads are never cached, marks are POSTs under CSRF. */
export function notifyRoutes(s: ApiServices, repo: NoticeRepo): Router {
  const r = Router();
  r.get(at(NOTIFY_PATHS.list), requireUser(s), async (req, res) => {
    const { page, limit } = parseOr400(noticeListQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(ok(await repo.page(userOf(res).id, page, limit), NOTIFY_MSG.ok));
  });

  r.get(at(NOTIFY_PATHS.unreadCount), requireUser(s), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(ok({ count: await repo.unread(userOf(res).id) }, NOTIFY_MSG.ok));
  });

  r.post(at(NOTIFY_PATHS.read), requireUser(s), async (req, res) => {
    const { id } = parseOr400(noticeReadSchema, req.body);
    // Another user's notice answers exactly like a missing one ([NT4]).
    if (!(await repo.markRead(userOf(res).id, id))) throw notFound(NOTIFY_MSG.missing);
    res.json(ok({ id, unread: await repo.unread(userOf(res).id) }, NOTIFY_MSG.read));
  });

  r.post(at(NOTIFY_PATHS.readAll), requireUser(s), async (_req, res) => {
    const marked = await repo.markAll(userOf(res).id);
    res.json(ok({ marked, unread: 0 }, NOTIFY_MSG.readAll));
  });
  return r;
}
