import { AGREEMENT_MSG, ok } from '@kuyi/shared';
import { Router } from 'express';
import { z } from 'zod';
import { parseOr400 } from '../api/validate.ts';
import { notFound } from '../errors.ts';
import type { AgreementRepo } from './agreement-repo.ts';

const querySchema = z.object({
  // An empty `agreementId=` reads as "all", like a missing one.
  agreementId: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: AGREEMENT_MSG.badId })
        .optional(),
    ),
});

/**
 * GET /api/user/agreement/getAgreementList?agreementId (spec §7): `data` is the list of agreements, or the
 * one asked for; an id no agreement has answers 404 `协议不存在`.
 */
export function agreementRoutes(repo: AgreementRepo): Router {
  const r = Router();
  r.get('/user/agreement/getAgreementList', async (req, res) => {
    const { agreementId } = parseOr400(querySchema, req.query);
    // Texts change rarely; a minute's staleness after an operator's edit spares a query per page view.
    res.setHeader('Cache-Control', 'public, max-age=60');
    if (!agreementId) {
      res.json(ok(await repo.list(), '查询成功'));
      return;
    }
    const found = await repo.get(agreementId);
    if (!found) throw notFound(AGREEMENT_MSG.notFound);
    res.json(ok([found], '查询成功'));
  });
  return r;
}
