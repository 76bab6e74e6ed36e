import {
  type ArenaStats,
  kindsFitSport,
  MAX_ROW_ID,
  numberOrDigits,
  ok,
  REMINDER_CAP,
  REMINDER_MSG,
  reminderIdField,
  reminderKindsUpdateSchema,
  reminderPageSchema,
  reminderReadSchema,
  reminderSubscriptionSchema,
} from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import express, { type Response, Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { csrfGuard } from '../auth/csrf.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import { tryConsume } from '../auth/limiter.ts';
import { badRequest, notFound, tooMany } from '../errors.ts';
import { isVipActive } from '../member/vip.ts';
import type { ReminderRepo } from './reminder-repo.ts';

const missedSchema = z.object({
  // 0 is "from the start": a fan who has seen none yet.
  after: numberOrDigits(REMINDER_MSG.badId).pipe(
    z.number().int(REMINDER_MSG.badId).min(0, REMINDER_MSG.badId).max(MAX_ROW_ID, REMINDER_MSG.badId),
  ),
});

/** The model's settled record, when the arena part runs. */
export interface ModelRecordSource {
  modelRecord(): Promise<{ userName: string; stats: ArenaStats } | null>;
}

/**
 * REST of the reminder service, mounted on /api/ai ([AI1], [AI6], [AI8]). Every call acts for the logged-in
 * user only (no parameter names a user, and ids of other users' rows answer 404), writes refuse a foreign
 * Origin and stay under a per-user rate limit.
 */
export function reminderRoutes(
  s: ApiServices,
  repo: ReminderRepo,
  writes: RateLimiterAbstract,
  afterSubscribe: (
    userId: number,
    sub: { sport: string; targetKind: string; targetId: string; kinds: string[] },
  ) => Promise<void>,
  model: ModelRecordSource | null,
): Router {
  const r = Router();
  const auth = requireUser(s);
  r.use(cookieParser());
  r.use(express.json({ limit: '8kb' }));
  r.use(csrfGuard({ trustedOrigins: s.env.CSRF_TRUSTED_ORIGINS ?? [] }));

  const spend = async (res: Response) => {
    if (!(await tryConsume(writes, `u${userOf(res).id}`)).ok) throw tooMany(REMINDER_MSG.tooFast);
  };
  const idOf = (raw: unknown) => parseOr400(reminderIdField, raw);

  r.get('/subscriptions', auth, async (_req, res) => {
    res.json(ok(await repo.subscriptions(userOf(res).id), REMINDER_MSG.query));
  });

  r.post('/subscriptions', auth, async (req, res) => {
    const form = parseOr400(reminderSubscriptionSchema, req.body);
    await spend(res);
    const user = userOf(res);
    const me = user.id;
    // [VIP3] VIP members may hold more subscriptions.
    const vip = isVipActive(user);
    const sub = await repo.subscribe(me, form, vip ? REMINDER_CAP.vip : REMINDER_CAP.free);
    if (!sub) throw badRequest(vip ? REMINDER_MSG.tooManyVip : REMINDER_MSG.tooMany);
    await afterSubscribe(me, sub);
    res.json(ok(sub, REMINDER_MSG.subscribed));
  });

  r.put('/subscriptions/:id', auth, async (req, res) => {
    const id = idOf(req.params.id);
    const { kinds } = parseOr400(reminderKindsUpdateSchema, req.body);
    await spend(res);
    const me = userOf(res).id;
    const current = await repo.subscription(me, id);
    if (!current) throw notFound(REMINDER_MSG.noSubscription);
    if (!kindsFitSport(current.sport, kinds)) throw badRequest(REMINDER_MSG.kindNotForSport);
    const sub = await repo.updateKinds(me, id, kinds);
    if (!sub) throw notFound(REMINDER_MSG.noSubscription);
    await afterSubscribe(me, sub);
    res.json(ok(sub, REMINDER_MSG.updated));
  });

  r.delete('/subscriptions/:id', auth, async (req, res) => {
    const id = idOf(req.params.id);
    await spend(res);
    if (!(await repo.remove(userOf(res).id, id))) throw notFound(REMINDER_MSG.noSubscription);
    res.json(ok(null, REMINDER_MSG.removed));
  });

  r.get('/reminders', auth, async (req, res) => {
    const { page, limit } = parseOr400(reminderPageSchema, req.query);
    res.json(ok(await repo.history(userOf(res).id, page, limit), REMINDER_MSG.query));
  });

  r.get('/reminders/missed', auth, async (req, res) => {
    const { after } = parseOr400(missedSchema, req.query);
    res.json(ok(await repo.missed(userOf(res).id, after), REMINDER_MSG.query));
  });

  r.post('/reminders/read', auth, async (req, res) => {
    const form = parseOr400(reminderReadSchema, req.body);
    const n = await repo.markRead(userOf(res).id, 'all' in form ? 'all' : form.ids);
    res.json(ok({ marked: n }, REMINDER_MSG.marked));
  });

  r.get('/model-record', async (_req, res) => {
    res.json(ok(model ? await model.modelRecord() : null, REMINDER_MSG.query));
  });

  return r;
}
