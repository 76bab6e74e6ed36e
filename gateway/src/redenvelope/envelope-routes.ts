import { ok, rowIdRule } from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import express, { type Request, Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { csrfGuard } from '../auth/csrf.ts';
import { requireUser, sessionUser, userOf } from '../auth/current-user.ts';
import { tryConsume } from '../auth/limiter.ts';
import { tokenOf } from '../auth/session-cookie.ts';
import { AppError, tooMany } from '../errors.ts';
import { envelopeOf, envelopeView, grabLines, myEnvelopes, myGrab, openEnvelopes } from './envelope-reads.ts';
import { GRAB_REFUSAL_MSG, grabEnvelope, settleIfExpired } from './envelope-service.ts';
import { ENVELOPE_MSG, REWARD_MSG } from './messages.ts';
import { parseMoney, toMoney } from './money.ts';
import { MAX_REWARD, myRewards, rewardInfo, rewardPost } from './reward-service.ts';

// Not Number(): it read '0x10' as post 16 and '1e1' as post 10.
const postIdField = rowIdRule(ENVELOPE_MSG.badPostId);
const postIdSchema = z.object({ postId: postIdField });

const rewardSchema = z.object({
  postId: postIdField,
  rewardMoney: z.union([z.string(), z.number()], { error: REWARD_MSG.badMoney }).transform((v, ctx) => {
    const cents = parseMoney(v);
    if (cents === null || cents <= 0) ctx.addIssue({ code: 'custom', message: REWARD_MSG.badMoney });
    else if (cents > MAX_REWARD) ctx.addIssue({ code: 'custom', message: REWARD_MSG.tooMuch });
    return cents ?? 0;
  }),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, REWARD_MSG.badKey)
    .optional(),
});

const directionSchema = z.object({
  direction: z.enum(['sent', 'received'], { error: '请选择打赏记录类型' }).default('sent'),
});

/** Query and JSON body together: the grab takes postId from either. */
const input = (req: Request) => ({ ...(req.query as object), ...(req.body as object | undefined) });

/**
 * The red envelope and reward calls of spec §7 (getSurplusRedEnvelope, selectRedEnvelopeById,
 * selectCharityList, userRewardPostMoney, getRewardPostInfo) plus three we designed because the spec shows
 * no call for them: POST grabRedEnvelope (the 抢红包 button), getMyRedEnvelopeList and getMyRewardList (the
 * /releaseandreward page). Writes act for the logged-in user only (no user id parameter: no IDOR), are rate
 * limited per user and refuse a foreign Origin.
 */
export function envelopeRoutes(
  s: ApiServices,
  writes: RateLimiterAbstract,
  now: () => Date = () => new Date(),
): Router {
  const r = Router();
  const auth = requireUser(s);
  // Mounted beside the API router, so this router parses and guards for itself rather than rely on order.
  r.use(cookieParser());
  r.use(express.json({ limit: '16kb' }));
  r.use(csrfGuard({ trustedOrigins: s.env.CSRF_TRUSTED_ORIGINS ?? [] }));
  r.use(['/user/redEnvelop', '/user/userRewardPost'], (_req, res, next) => {
    // Answers depend on the reader and change with every grab.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const viewerOf = async (req: Request) => (await sessionUser(s, tokenOf(req)))?.id ?? null;
  const spend = async (userId: number) => {
    if (!(await tryConsume(writes, `u${userId}`)).ok) throw tooMany(ENVELOPE_MSG.tooFast);
  };

  r.get('/user/redEnvelop/getSurplusRedEnvelope', async (req, res) => {
    const { postId } = parseOr400(postIdSchema, req.query);
    await settleIfExpired(s.db, postId, now());
    const env = await envelopeOf(s.db, postId);
    if (!env) {
      res.json(ok(null, ENVELOPE_MSG.found));
      return;
    }
    res.json(ok(envelopeView(env, await myGrab(s.db, env.id, await viewerOf(req))), ENVELOPE_MSG.found));
  });

  r.get('/user/redEnvelop/selectRedEnvelopeById', async (req, res) => {
    const { postId } = parseOr400(postIdSchema, req.query);
    const env = await envelopeOf(s.db, postId);
    res.json(ok(env ? await grabLines(s.db, env.id) : [], ENVELOPE_MSG.found));
  });

  r.get('/user/redEnvelop/selectCharityList', async (_req, res) => {
    res.json(ok(await openEnvelopes(s.db, now()), ENVELOPE_MSG.found));
  });

  r.post('/user/redEnvelop/grabRedEnvelope', auth, async (req, res) => {
    const { postId } = parseOr400(postIdSchema, input(req));
    const me = userOf(res).id;
    await spend(me);
    const outcome = await grabEnvelope(s.db, { postId, userId: me, now: now() });
    if (!outcome.ok) {
      throw new AppError(
        outcome.reason === 'none' || outcome.reason === 'post' ? 404 : 400,
        GRAB_REFUSAL_MSG[outcome.reason],
      );
    }
    res.json(
      ok(
        {
          money: toMoney(outcome.amount),
          surplusMoney: toMoney(outcome.envelope.remainingAmount),
          surplusCount: outcome.envelope.remainingCount,
        },
        ENVELOPE_MSG.grabOk,
      ),
    );
  });

  r.get('/user/redEnvelop/getMyRedEnvelopeList', auth, async (_req, res) => {
    res.json(ok(await myEnvelopes(s.db, userOf(res).id), ENVELOPE_MSG.found));
  });

  r.get('/user/userRewardPost/userRewardPostMoney', auth, async (req, res) => {
    const header = req.get('idempotency-key');
    const form = parseOr400(rewardSchema, {
      ...(req.query as object),
      ...(header ? { requestId: header } : {}),
    });
    const me = userOf(res).id;
    await spend(me);
    // Without a request id, the same amount to the same post within 10 s is taken as a retry of one click.
    const key =
      form.requestId ?? `auto:${form.postId}:${form.rewardMoney}:${Math.floor(now().getTime() / 10_000)}`;
    await rewardPost(s.db, { postId: form.postId, fromUserId: me, amount: form.rewardMoney, key });
    res.json(ok(await rewardInfo(s.db, form.postId, me), REWARD_MSG.ok));
  });

  r.get('/user/userRewardPost/getRewardPostInfo', async (req, res) => {
    const { postId } = parseOr400(postIdSchema, req.query);
    res.json(ok(await rewardInfo(s.db, postId, await viewerOf(req)), ENVELOPE_MSG.found));
  });

  r.get('/user/userRewardPost/getMyRewardList', auth, async (req, res) => {
    const { direction } = parseOr400(directionSchema, req.query);
    res.json(ok(await myRewards(s.db, userOf(res).id, direction), ENVELOPE_MSG.found));
  });

  return r;
}
