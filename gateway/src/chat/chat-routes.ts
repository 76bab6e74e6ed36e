import {
  CHAT_MSG,
  chatChannel,
  chatDeleteSchema,
  chatSendSchema,
  type GenUserSigAnswer,
  genUserSigQuerySchema,
  ok,
} from '@kuyi/shared';
import { Router } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import { type TencentIm, USER_SIG_EXPIRE_S } from './chat-config.ts';
import type { ChatService } from './chat-service.ts';
import { genUserSig } from './tls-sig.ts';

/** Match chat (issue 15): post, delete (administrators), and the messaging signature of spec §7. */
export function chatRoutes(api: ApiServices, chat: ChatService, im: TencentIm | null): Router {
  const r = Router();

  r.post('/user/groupChat/sendMessage', requireUser(api), async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(chatSendSchema, req.body);
    const message = await chat.send(me, form.type, form.matchId, form.content);
    res.json(ok(message, CHAT_MSG.sent));
  });

  r.post('/user/groupChat/deleteMessage', requireUser(api), async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(chatDeleteSchema, req.body);
    await chat.remove(me, form.id);
    res.json(ok(null, CHAT_MSG.deleted));
  });

  r.get('/user/groupChat/genUserSig', requireUser(api), async (req, res) => {
    const me = userOf(res);
    const q = parseOr400(genUserSigQuerySchema, req.query);
    const userId = String(me.id);
    const answer: GenUserSigAnswer = {
      channel: chatChannel(q.type, q.matchId),
      userId,
      // Tencent group ids allow letters, digits and underscores: the channel name without its colons.
      groupId: `chat_${q.type}_${q.matchId}`,
      sdkAppId: im?.sdkAppId ?? null,
      userSig: im
        ? genUserSig(im.secret, {
            identifier: userId,
            sdkAppId: im.sdkAppId,
            time: Math.floor(Date.now() / 1000),
            expire: USER_SIG_EXPIRE_S,
          })
        : null,
      expire: im ? USER_SIG_EXPIRE_S : null,
    };
    res.json(ok(answer, '查询成功'));
  });

  return r;
}
