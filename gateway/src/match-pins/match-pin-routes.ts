import {
  MATCH_PIN_MAX,
  MATCH_PIN_MSG,
  type MatchPin,
  type MatchPinList,
  matchPinListSchema,
  matchPinMergeSchema,
  matchPinSchema,
  matchRefSchema,
  ok,
} from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import express, { type Response, Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { csrfGuard } from '../auth/csrf.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import { tryConsume } from '../auth/limiter.ts';
import { badRequest, tooMany } from '../errors.ts';
import type { MatchPinRepository } from './match-pin-repository.ts';

export const MATCH_PIN_PATH = '/user/matchPin';

const answer = (list: MatchPin[]): MatchPinList => ({ list, max: MATCH_PIN_MAX });

/**
 * The pin calls ([PIN1]–[PIN6]). All need a login and act for the session's user only: no parameter names
 * whose pins, so nobody can read or change another fan's pins. Writes are CSRF-checked and rate-limited.
 */
export function matchPinRoutes(
  s: ApiServices,
  repo: MatchPinRepository,
  writes: RateLimiterAbstract,
): Router {
  const r = Router();
  const auth = requireUser(s);
  // Mounted beside the API router, so this router parses and guards for itself rather than rely on order.
  r.use(MATCH_PIN_PATH, cookieParser());
  // 200 pins of ~70 bytes each fit well inside 32 KB.
  r.use(MATCH_PIN_PATH, express.json({ limit: '32kb' }));
  r.use(MATCH_PIN_PATH, csrfGuard({ trustedOrigins: s.env.CSRF_TRUSTED_ORIGINS ?? [] }));

  /** Spends one of the writer's points; returns the writer. */
  async function writer(res: Response): Promise<number> {
    const me = userOf(res).id;
    if (!(await tryConsume(writes, `u${me}`)).ok) throw tooMany(MATCH_PIN_MSG.tooFast);
    return me;
  }

  r.get(`${MATCH_PIN_PATH}/list`, auth, async (_req, res) => {
    res.json(ok(answer(await repo.list(userOf(res).id)), MATCH_PIN_MSG.query));
  });

  r.post(`${MATCH_PIN_PATH}/add`, auth, async (req, res) => {
    const pin = parseOr400(matchPinSchema, req.body);
    const done = await repo.add(await writer(res), pin);
    if (!done.ok) throw badRequest(MATCH_PIN_MSG.tooMany);
    res.json(ok(answer(done.list), MATCH_PIN_MSG.pinOk));
  });

  r.post(`${MATCH_PIN_PATH}/remove`, auth, async (req, res) => {
    const ref = parseOr400(matchRefSchema, req.body);
    res.json(ok(answer(await repo.remove(await writer(res), ref)), MATCH_PIN_MSG.unpinOk));
  });

  r.put(`${MATCH_PIN_PATH}/list`, auth, async (req, res) => {
    const { pins } = parseOr400(matchPinListSchema, req.body);
    res.json(ok(answer(await repo.replace(await writer(res), pins)), MATCH_PIN_MSG.saveOk));
  });

  r.post(`${MATCH_PIN_PATH}/merge`, auth, async (req, res) => {
    const { pins } = parseOr400(matchPinMergeSchema, req.body);
    res.json(ok(answer(await repo.merge(await writer(res), pins)), MATCH_PIN_MSG.saveOk));
  });

  return r;
}
