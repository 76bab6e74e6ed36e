import { FOLLOW_FLAG, FOLLOW_MSG, ok } from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import express, { type Request, type Response, Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { csrfGuard } from '../auth/csrf.ts';
import { requireUser, sessionUser, userOf } from '../auth/current-user.ts';
import { tryConsume } from '../auth/limiter.ts';
import { tokenOf } from '../auth/session-cookie.ts';
import { badRequest, notFound, tooMany, unauthorized } from '../errors.ts';
import {
  attentionSchema,
  pagingSchema,
  relationSchema,
  subscribeSchema,
  userIdField,
  userListSchema,
} from './follow-input.ts';
import type { FollowRepository } from './follow-repository.ts';

/** Query and JSON body together: the spec gives the POST lists' page/limit without saying where they go. */
const input = (req: Request) => ({ ...(req.query as object), ...(req.body as object | undefined) });

/**
 * The follow, fans and subscribe calls of spec §7. Every write acts for the logged-in user only — there is no
 * parameter naming the follower, so one user cannot change another's follows (IDOR) — is rate-limited per
 * user, and refuses a foreign Origin.
 */
export function followRoutes(s: ApiServices, repo: FollowRepository, writes: RateLimiterAbstract): Router {
  const r = Router();
  const auth = requireUser(s);
  // Mounted beside the API router, so this router parses and guards for itself rather than rely on order.
  r.use(cookieParser());
  r.use(express.json({ limit: '16kb' }));
  r.use(csrfGuard({ trustedOrigins: s.env.CSRF_TRUSTED_ORIGINS ?? [] }));

  const viewerOf = async (req: Request) => (await sessionUser(s, tokenOf(req)))?.id ?? null;

  /** Validates a target user of a write: not yourself, exists; then spends one of the writer's points. */
  async function checkWrite(res: Response, targetId: number, selfMsg: string): Promise<number> {
    const me = userOf(res);
    if (targetId === me.id) throw badRequest(selfMsg);
    if (!(await repo.liveUser(targetId))) throw notFound(FOLLOW_MSG.noUser);
    if (!(await tryConsume(writes, `u${me.id}`)).ok) throw tooMany(FOLLOW_MSG.tooFast);
    return me.id;
  }

  r.get('/user/attention/attentionUser', auth, async (req, res) => {
    const form = parseOr400(attentionSchema, req.query);
    const me = await checkWrite(res, form.attentionUserId, FOLLOW_MSG.self);
    const on = form.flag === FOLLOW_FLAG.on;
    await repo.setFollow(me, form.attentionUserId, on);
    res.json(
      ok(await repo.relation(me, form.attentionUserId), on ? FOLLOW_MSG.followOk : FOLLOW_MSG.unfollowOk),
    );
  });

  r.post('/user/subscribe/subscribeAndPush', auth, async (req, res) => {
    const form = parseOr400(subscribeSchema, req.body);
    const me = await checkWrite(res, form.subscribeUserId, FOLLOW_MSG.selfSubscribe);
    const on = form.flag === FOLLOW_FLAG.on;
    await repo.setSubscribe(me, form.subscribeUserId, on);
    res.json(
      ok(
        await repo.relation(me, form.subscribeUserId),
        on ? FOLLOW_MSG.subscribeOk : FOLLOW_MSG.unsubscribeOk,
      ),
    );
  });

  // My follows.
  r.get('/user/attention/getAttentionList', auth, async (req, res) => {
    const { page, limit } = parseOr400(pagingSchema, req.query);
    const me = userOf(res).id;
    res.json(
      ok(await repo.list({ userId: me, side: 'attention', viewerId: me, page, limit }), FOLLOW_MSG.query),
    );
  });

  // A user's follows, public; optional userName narrows by nickname.
  r.get('/user/attention/getAttentionListByUserId', async (req, res) => {
    const q = parseOr400(userListSchema, req.query);
    if (!(await repo.liveUser(q.userId))) throw notFound(FOLLOW_MSG.noUser);
    const page = await repo.list({
      userId: q.userId,
      side: 'attention',
      viewerId: await viewerOf(req),
      page: q.page,
      limit: q.limit,
      nameLike: q.userName,
    });
    res.json(ok(page, FOLLOW_MSG.query));
  });

  // A user's fans, public; without userId, mine.
  r.get('/user/attention/getFansListByUserId', async (req, res) => {
    const { page, limit } = parseOr400(pagingSchema, req.query);
    const viewerId = await viewerOf(req);
    const raw = req.query.userId;
    let userId: number;
    if (raw === undefined || raw === '') {
      if (viewerId === null) throw unauthorized();
      userId = viewerId;
    } else {
      userId = parseOr400(userIdField(), raw);
      if (!(await repo.liveUser(userId))) throw notFound(FOLLOW_MSG.noUser);
    }
    res.json(ok(await repo.list({ userId, side: 'fans', viewerId, page, limit }), FOLLOW_MSG.query));
  });

  // How the current user (or a visitor) relates to one user, with that user's counts.
  r.get('/user/attention/getAttentionListByUserAndCurrUser', async (req, res) => {
    const { userId } = parseOr400(relationSchema, req.query);
    if (!(await repo.liveUser(userId))) throw notFound(FOLLOW_MSG.noUser);
    res.json(ok(await repo.relation(await viewerOf(req), userId), FOLLOW_MSG.query));
  });

  // The users whose pushes I subscribe to, and the users subscribed to mine.
  for (const [path, side] of [
    ['/user/subscribe/getSubscribeList', 'attention'],
    ['/user/subscribe/getSubscribeFansList', 'fans'],
  ] as const) {
    r.post(path, auth, async (req, res) => {
      const { page, limit } = parseOr400(pagingSchema, input(req));
      const me = userOf(res).id;
      const list = await repo.list({ userId: me, side, viewerId: me, page, limit, subscribedOnly: true });
      res.json(ok(list, FOLLOW_MSG.query));
    });
  }

  return r;
}
