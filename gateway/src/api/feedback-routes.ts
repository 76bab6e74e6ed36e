import { feedbackImagePaths, feedbackSchema, ok } from '@kuyi/shared';
import { Router } from 'express';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { sessionUser } from '../auth/current-user.ts';
import { createLimiter, tryConsume } from '../auth/limiter.ts';
import { tokenOf } from '../auth/session-cookie.ts';
import { feedback } from '../db/schema.ts';
import { badRequest, tooMany } from '../errors.ts';
import { limitKeyOf } from '../http/client-address.ts';
import { isOwnUploadPath } from '../upload/upload-store.ts';
import type { ApiServices } from './api-services.ts';
import { parseOr400 } from './validate.ts';

/** POST /api/user/feedback/addFeedback: the side bar's feedback modal; logged in or not (spec §5). */
export function feedbackRoutes(s: ApiServices): Router {
  const r = Router();
  const perIp = createLimiter(s.redis, `${s.keyPrefix}:feedback:ip`, { points: 20, durationSec: 3600 });

  r.post('/user/feedback/addFeedback', async (req, res) => {
    // [V13] an empty form (no text, no image) is refused here, before anything is counted or stored.
    const form = parseOr400(feedbackSchema, req.body);
    // `img` is the comma-joined imgList (spec §3); either may be sent, both must be our own uploads.
    const unique = feedbackImagePaths(form);
    if (unique.some((p) => !isOwnUploadPath(p))) throw badRequest('图片地址无效');
    if (!(await tryConsume(perIp, limitKeyOf(req))).ok) throw tooMany('提交过于频繁，请稍后再试');
    const user = await sessionUser(s, tokenOf(req));
    await s.db.insert(feedback).values({
      userId: user?.id ?? null,
      feedbackType: form.feedbackType,
      feedbackDetail: form.feedbackDetail,
      img: unique.join(','),
      phone: form.phone,
    });
    res.json(ok(null, AUTH_MSG.feedbackOk));
  });
  return r;
}
