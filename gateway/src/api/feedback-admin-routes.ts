import { ok, pageQuerySchema, rowIdRule } from '@kuyi/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { requireUser, userOf } from '../auth/current-user.ts';
import { feedback, users } from '../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';
import { notifyFeedbackClosed } from '../notify/notify.ts';
import { withTransaction } from '../wallet/ledger.ts';
import type { ApiServices } from './api-services.ts';
import { parseOr400 } from './validate.ts';

export const FEEDBACK_ADMIN_MSG = {
  notAdmin: '没有权限',
  noFeedback: '反馈不存在',
  badId: '反馈编号无效',
  badPage: '页码无效',
  badStatus: '状态无效',
  closed: '已处理',
} as const;

const listSchema = pageQuerySchema({ limit: 20, maxLimit: 50, badPage: FEEDBACK_ADMIN_MSG.badPage }).extend({
  status: z.enum(['open', 'closed', 'all'], { error: FEEDBACK_ADMIN_MSG.badStatus }).default('open'),
});
const idSchema = z.object({ id: rowIdRule(FEEDBACK_ADMIN_MSG.badId) });

/** Refuses with 403 unless the session's user is an admin (users.is_admin). */
function requireAdmin(): RequestHandler {
  return (_req, res, next) => {
    if (!userOf(res).isAdmin) throw forbidden(FEEDBACK_ADMIN_MSG.notAdmin);
    next();
  };
}

/**
 * The feedback admin (issue 16, [FB1]): admins read the side bar's submissions and close them. Everyone else,
 * logged in or not, is refused; closing is a cookie write and so passes the API's CSRF guard.
 */
export function feedbackAdminRoutes(s: ApiServices): Router {
  const r = Router();
  const guard = [requireUser(s), requireAdmin()];

  r.get('/admin/feedback/list', ...guard, async (req, res) => {
    const { page, limit, status } = parseOr400(listSchema, req.query);
    const where = status === 'all' ? undefined : eq(feedback.status, status);
    const [total] = await s.db.select({ n: count() }).from(feedback).where(where);
    const rows = await s.db
      .select({
        id: feedback.id,
        userId: feedback.userId,
        userName: users.userName,
        feedbackType: feedback.feedbackType,
        feedbackDetail: feedback.feedbackDetail,
        img: feedback.img,
        phone: feedback.phone,
        status: feedback.status,
        createdAt: feedback.createdAt,
        closedAt: feedback.closedAt,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(limit)
      .offset((page - 1) * limit);
    res.setHeader('Cache-Control', 'no-store');
    res.json(
      ok({
        list: rows.map((f) => ({
          ...f,
          imgList: f.img ? f.img.split(',') : [],
          createdAt: f.createdAt.toISOString(),
          closedAt: f.closedAt?.toISOString() ?? null,
        })),
        total: Number(total?.n ?? 0),
        page,
        limit,
      }),
    );
  });

  r.post('/admin/feedback/close', ...guard, async (req, res) => {
    const { id } = parseOr400(idSchema, req.body);
    const row = await withTransaction(s.db, async (tx) => {
      const [closed] = await tx
        .update(feedback)
        .set({
          status: 'closed',
          closedAt: sql`coalesce(${feedback.closedAt}, now())`,
          closedBy: userOf(res).id,
        })
        .where(and(eq(feedback.id, id)))
        // now() is the transaction's start: equal only when this update is the one that closed it.
        .returning({ id: feedback.id, first: sql<boolean>`${feedback.closedAt} = now()` });
      if (closed?.first) await notifyFeedbackClosed(tx, closed.id);
      return closed;
    });
    if (!row) throw notFound(FEEDBACK_ADMIN_MSG.noFeedback);
    res.json(ok({ id: row.id, status: 'closed' }, FEEDBACK_ADMIN_MSG.closed));
  });
  return r;
}
