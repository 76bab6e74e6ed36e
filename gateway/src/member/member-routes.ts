import { ok } from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import { createLimiter, tryConsume } from '../auth/limiter.ts';
import { AppError, badRequest, tooMany } from '../errors.ts';
import { VIP_PLANS, vipPlanById } from '../payment/packages.ts';
import { balance, InsufficientFundsError, post, SYSTEM_ACCOUNT, withTransaction } from '../wallet/ledger.ts';
import { walletLedger } from '../wallet/schema.ts';
import { benefitsFor, extendVip, isVipActive, isVipForever, VIP_FOREVER_MSG } from './vip.ts';

export const MEMBER_MSG = {
  ok: '成功',
  bought: '开通成功',
  badPlan: '会员套餐不存在',
  badRequestId: '请求编号无效',
  tooMany: '操作过于频繁，请稍后再试',
  poor: '余额不足',
  /** The request id already opened another plan (that one went through; this one charged nothing). */
  requestReused: '该请求已用于开通其他套餐，本次未扣款',
} as const;

const buySchema = z.object({
  planId: z.string({ error: MEMBER_MSG.badPlan }).min(1, MEMBER_MSG.badPlan).max(16, MEMBER_MSG.badPlan),
  /** Optional: the same requestId spends once (a double click, a retry). */
  requestId: z
    .string({ error: MEMBER_MSG.badRequestId })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, MEMBER_MSG.badRequestId)
    .optional(),
});

/**
 * Members (issue 16): GET /api/user/member/getMemberInfoNew (spec §7) and POST /api/user/member/buyVip, which
 * spends 球币 through the ledger and extends VIP in the same transaction. Both act for the session's user only.
 */
export function memberRoutes(s: ApiServices): Router {
  const r = Router();
  r.use('/user/member', cookieParser());
  const auth = requireUser(s);
  const buys = createLimiter(s.redis, `${s.keyPrefix}:member:buy`, { points: 30, durationSec: 60 });

  r.get('/user/member/getMemberInfoNew', auth, async (_req, res) => {
    const me = userOf(res);
    const vip = isVipActive(me);
    res.setHeader('Cache-Control', 'no-store');
    res.json(
      ok({
        userId: String(me.id),
        isVip: vip,
        vipUntil: vip && me.vipUntil ? me.vipUntil.toISOString() : null,
        benefits: benefitsFor(vip),
        plans: VIP_PLANS.map((p) => ({
          planId: p.id,
          days: p.days,
          title: p.title,
          price: (p.priceFen / 100).toFixed(2),
        })),
        qiubi: (Number(await balance(s.db, me.id, 'qiubi')) / 100).toFixed(2),
      }),
    );
  });

  r.post('/user/member/buyVip', auth, async (req, res) => {
    const { planId, requestId } = parseOr400(buySchema, req.body);
    const plan = vipPlanById(planId);
    if (!plan) throw badRequest(MEMBER_MSG.badPlan);
    const me = userOf(res);
    if (isVipForever(me)) throw badRequest(VIP_FOREVER_MSG);
    if (!(await tryConsume(buys, `u${me.id}`)).ok) throw tooMany(MEMBER_MSG.tooMany);
    const ref = requestId ?? `${Date.now()}${Math.random().toString(36).slice(2)}`;
    try {
      const vipUntil = await withTransaction(s.db, async (tx) => {
        const base = {
          kind: 'vip_buy',
          refType: 'vip',
          refId: `${plan.id}:${ref}`.slice(0, 64),
          memo: `开通${plan.title}`,
        };
        const { applied } = await post(
          tx,
          [
            { ...base, userId: me.id, currency: 'qiubi', amount: -plan.priceFen },
            { ...base, userId: SYSTEM_ACCOUNT, currency: 'qiubi', amount: plan.priceFen },
          ],
          `vip:${me.id}:${ref}`,
        );
        // A repeated requestId was spent before: it extends nothing again. Spent on another plan (the first
        // answer lost, then another plan chosen), it must not answer 开通成功 for a plan nothing paid for.
        if (!applied) {
          const [first] = await tx
            .select({ refId: walletLedger.refId })
            .from(walletLedger)
            .where(
              and(eq(walletLedger.idempotencyKey, `vip:${me.id}:${ref}`), eq(walletLedger.userId, me.id)),
            )
            .limit(1);
          if (first && first.refId !== base.refId) throw new AppError(409, MEMBER_MSG.requestReused);
          return null;
        }
        return extendVip(tx, me.id, plan.days);
      });
      const fresh = await s.users.byId(me.id);
      res.json(
        ok(
          {
            isVip: fresh ? isVipActive(fresh) : true,
            vipUntil: (vipUntil ?? fresh?.vipUntil)?.toISOString() ?? null,
          },
          MEMBER_MSG.bought,
        ),
      );
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw badRequest(MEMBER_MSG.poor);
      throw err;
    }
  });
  return r;
}
