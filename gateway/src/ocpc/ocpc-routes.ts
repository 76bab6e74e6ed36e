import { createHash } from 'node:crypto';
import { ok } from '@kuyi/shared';
import { Router } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { createLimiter, tryConsume } from '../auth/limiter.ts';
import { limitKeyOf } from '../http/client-address.ts';
import { clickIdOf, type OcpcReporter } from './ocpc-reporter.ts';

const NEW_TYPE = /^\d{1,3}$/;

/**
 * GET /api/OcPcBai/req?LogIdUrl&newType (spec §7 Ad tracking): the client reports a conversion on a landing
 * URL carrying `bd_vid`. Without a click id (no LogIdUrl, no bd_vid in it, a bad newType) it answers nothing
 * (`data: null`) and does nothing (spec §5, [OC1]). Each (LogIdUrl, newType) is reported once; 20 a minute per IP.
 */
export function ocpcRoutes(s: ApiServices, reporter: OcpcReporter): Router {
  const r = Router();
  const perIp = createLimiter(s.redis, `${s.keyPrefix}:ocpc:ip`, { points: 20, durationSec: 60 });
  r.get('/OcPcBai/req', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const logidUrl = typeof req.query.LogIdUrl === 'string' ? req.query.LogIdUrl.slice(0, 2048) : '';
    const newType = typeof req.query.newType === 'string' ? req.query.newType : '';
    if (!logidUrl || !clickIdOf(logidUrl) || !NEW_TYPE.test(newType)) {
      res.json(ok(null));
      return;
    }
    if (!(await tryConsume(perIp, limitKeyOf(req))).ok) {
      res.json(ok(null));
      return;
    }
    const ref = `req:${createHash('sha256').update(`${logidUrl}\n${newType}`).digest('hex').slice(0, 40)}`;
    const status = await reporter.report({ ref, userId: null, logidUrl, newType: Number(newType) });
    res.json(ok({ status }));
  });
  return r;
}
