import { FOLLOW_FLAG, FOLLOW_MSG, ok } from '@kuyi/shared';
import { Router } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { requireUser, userOf } from '../auth/current-user.ts';
import { createLimiter, tryConsume } from '../auth/limiter.ts';
import { badRequest, notFound, tooMany } from '../errors.ts';
import { attentionSchema } from '../follow/follow-input.ts';
import { FollowRepository, followedUserIds } from '../follow/follow-repository.ts';
import { ARENA_MSG } from './arena-messages.ts';
import { pageSchema } from './arena-rules.ts';
import { type ArenaService, isAce } from './arena-service.ts';

/**
 * arenaAttention (关注推荐人) and the 关注动态 feed. Following an expert is following the user: the same
 * relation FOLLOW keeps (one table, so the forum's 关注 and the arena's agree), acting only for the logged-in
 * user. Mounted inside arenaRoutes' router, after its CSRF guard and body parser.
 */
export function arenaAttentionRoutes(s: ApiServices, arena: ArenaService): Router {
  const r = Router();
  const auth = requireUser(s);
  const follows = new FollowRepository(arena.repo.db);
  const writes = createLimiter(s.redis, `${s.keyPrefix}:arena:follow`, { points: 30, durationSec: 60 });

  r.get('/user/arenaAttention/attentionUser', auth, async (req, res) => {
    const form = parseOr400(attentionSchema, req.query);
    const me = userOf(res).id;
    if (form.attentionUserId === me) throw badRequest(FOLLOW_MSG.self);
    if (!(await follows.liveUser(form.attentionUserId))) throw notFound(FOLLOW_MSG.noUser);
    if (!(await tryConsume(writes, `u${me}`)).ok) throw tooMany(ARENA_MSG.tooMany);
    const on = form.flag === FOLLOW_FLAG.on;
    await follows.setFollow(me, form.attentionUserId, on);
    res.json(
      ok(await follows.relation(me, form.attentionUserId), on ? FOLLOW_MSG.followOk : FOLLOW_MSG.unfollowOk),
    );
  });

  /** The experts I follow, each with their arena record. */
  r.get('/user/arenaAttention/getAttentionList', auth, async (_req, res) => {
    const ids = (await followedUserIds(arena.repo.db, userOf(res).id)).slice(0, 100);
    const names = await arena.repo.userNames(ids);
    const list = [];
    for (const id of ids) {
      const stats = await arena.stats(id);
      list.push({ userId: id, ...names.get(id), ...stats, aceFlag: isAce(stats) ? 1 : 0 });
    }
    res.json(ok(list));
  });

  /** 关注动态 (/arenaDetail/focus): the newest picks of the experts I follow. */
  r.get('/user/arenaAttention/getAttentionRecommend', auth, async (req, res) => {
    const { page, limit } = parseOr400(pageSchema, req.query);
    const ids = await followedUserIds(arena.repo.db, userOf(res).id);
    const { list, total } = await arena.repo.list({ userIds: ids }, page, limit, userOf(res).id);
    res.json(ok({ list, total, page, limit }));
  });
  return r;
}
