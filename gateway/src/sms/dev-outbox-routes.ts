import { ok, sendCodeSchema } from '@kuyi/shared';
import { Router } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { forbidden, notFound } from '../errors.ts';

/**
 * GET /api/dev/sms-outbox?phone= — the dev provider's latest code; GET /api/dev/sms-notices?phone= — every
 * notice sent to the phone ([UA4]), oldest first. Never in production.
 */
export function devOutboxRoutes(s: ApiServices): Router {
  const r = Router();
  const devSms = () => {
    if (s.nodeEnv === 'production' || !s.devSms) throw forbidden(AUTH_MSG.devOnly);
    return s.devSms;
  };
  r.get('/dev/sms-outbox', async (req, res) => {
    const sms = devSms();
    const { phone } = parseOr400(sendCodeSchema, req.query);
    const entry = await sms.latest(phone);
    if (!entry) throw notFound(AUTH_MSG.noOutbox);
    res.json(ok(entry));
  });
  r.get('/dev/sms-notices', async (req, res) => {
    const sms = devSms();
    const { phone } = parseOr400(sendCodeSchema, req.query);
    res.json(ok(await sms.noticesTo(phone)));
  });
  return r;
}
