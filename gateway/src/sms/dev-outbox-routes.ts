import { ok, sendCodeSchema } from '@kuyi/shared';
import { Router } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { forbidden, notFound } from '../errors.ts';

/** GET /api/dev/sms-outbox?phone= — the dev provider's latest code; never in production. */
export function devOutboxRoutes(s: ApiServices): Router {
  const r = Router();
  r.get('/dev/sms-outbox', (req, res) => {
    if (s.nodeEnv === 'production' || !s.devSms) throw forbidden(AUTH_MSG.devOnly);
    const { phone } = parseOr400(sendCodeSchema, req.query);
    const entry = s.devSms.latest(phone);
    if (!entry) throw notFound(AUTH_MSG.noOutbox);
    res.json(ok(entry));
  });
  return r;
}
