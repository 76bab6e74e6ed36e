import { type ArenaUserInfo, type ArenaUserStats, ok } from '@kuyi/shared';
import cookieParser from 'cookie-parser';
import express, { type Request, type Response, Router } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import { parseOr400 } from '../api/validate.ts';
import { csrfGuard } from '../auth/csrf.ts';
import { requireUser, sessionUser, userOf } from '../auth/current-user.ts';
import { createLimiter, tryConsume } from '../auth/limiter.ts';
import { tokenOf } from '../auth/session-cookie.ts';
import { notFound, tooMany, unauthorized } from '../errors.ts';
import { publicRead } from '../http/public-read-cache.ts';
import { arenaAttentionRoutes } from './arena-attention-routes.ts';
import { ARENA_MSG } from './arena-messages.ts';
import { fenToQiubi } from './arena-repo.ts';
import {
  allPicksSchema,
  dateSchema,
  matchQuerySchema,
  pageSchema,
  publishSchema,
  rankSchema,
  recommendIdSchema,
  sanitizeReason,
  userIdSchema,
} from './arena-rules.ts';
import { type ArenaService, isAce } from './arena-service.ts';
import { ARENA_NOTICE, ARENA_RULES } from './arena-texts.ts';

const R = '/user/arenaRecommend';
const ARENA_PREFIXES = [
  '/user/arenaRecommend/',
  '/user/arena/',
  '/user/arenaAttention/',
  '/user/arenaConsume/',
  '/user/arenaIntegral/',
  '/user/arenaWhatRound/',
  '/user/arenaNotice/',
  '/user/rule/getArenaRuleInfo',
  '/user/user/getArenaWhatRound',
];
// Express matches routes case-insensitively: so must this filter, or `/user/ARENARECOMMEND/…` skips the guard.
const isArenaPath = (p: string) => {
  const path = p.toLowerCase();
  return ARENA_PREFIXES.some((x) => path.startsWith(x.toLowerCase()));
};

/** Query for GETs, JSON body for POSTs (the spec's POST reads send JSON). */
const input = (req: Request) => (req.method === 'GET' ? req.query : { ...req.query, ...(req.body ?? {}) });

/** Spec §7 Arena calls under /api/user/…: picks, buying, stats, rankings, rules. */
export function arenaRoutes(s: ApiServices, arena: ArenaService): Router {
  const r = Router();
  const repo = arena.repo;
  const auth = requireUser(s);
  const writes = createLimiter(s.redis, `${s.keyPrefix}:arena:write`, { points: 30, durationSec: 60 });
  const limit = async (res: Response) => {
    if (!(await tryConsume(writes, `u${userOf(res).id}`)).ok) throw tooMany(ARENA_MSG.tooMany);
  };
  const viewer = async (req: Request) => (await sessionUser(s, tokenOf(req)))?.id ?? null;
  const pageOf = <T>(list: T[], total: number, page: number, lim: number) => ({
    list,
    total,
    page,
    limit: lim,
  });

  // Mounted on /api beside the other parts' routers: parse and guard only the arena's own paths, so its
  // body limit never meets another part's request.
  const parse = [
    cookieParser(),
    express.json({ limit: '16kb' }),
    csrfGuard({ trustedOrigins: s.env.CSRF_TRUSTED_ORIGINS ?? [] }),
  ];
  r.use((req, res, next) => {
    if (!isArenaPath(req.path)) return next();
    const run = (i: number): void => {
      const step = parse[i];
      if (!step) {
        next();
        return;
      }
      step(req, res, (err?: unknown) => {
        if (err) next(err);
        else run(i + 1);
      });
    };
    run(0);
  });
  r.use(arenaAttentionRoutes(s, arena));

  // ——— publishing ———
  r.post(`${R}/insertArenaRecommend`, auth, async (req, res) => {
    const form = parseOr400(publishSchema, req.body);
    await limit(res);
    const row = await arena.publish(userOf(res).id, {
      matchId: form.matchId,
      market: form.market,
      selection: form.selection,
      reason: sanitizeReason(form.reason),
      priceFen: Math.round(form.chargeMoney * 100),
    });
    const [view] = await repo.views([row], userOf(res).id);
    res.json(ok(view, ARENA_MSG.publishOk));
  });

  r.get('/user/arena/football/releaseRecommendDetail', async (req, res) => {
    const { matchId } = parseOr400(matchQuerySchema, req.query);
    res.json(ok(await arena.quote(matchId)));
  });

  r.get('/user/arena/football/getHostFootMatch', async (req, res) => {
    const { date } = parseOr400(dateSchema, req.query);
    const day = date ?? arena.matchDay();
    res.json(ok(await arena.openMatches(day)));
  });

  // ——— reading picks ———
  const listRoute = (path: string, filter: (req: Request) => Promise<Parameters<typeof repo.list>[0]>) =>
    r.route(path).get(handler(filter)).post(handler(filter));
  const handler =
    (filter: (req: Request) => Promise<Parameters<typeof repo.list>[0]>) =>
    async (req: Request, res: Response) => {
      const { page, limit: lim } = parseOr400(pageSchema, input(req));
      const { list, total } = await repo.list(await filter(req), page, lim, await viewer(req));
      res.json(ok(pageOf(list, total, page, lim)));
    };
  listRoute(`${R}/getAllArenaRecommendNew`, async (req) => parseOr400(allPicksSchema, input(req)));
  listRoute(`${R}/getPCAllArenaRecommend`, async (req) => {
    const { date } = parseOr400(dateSchema, input(req));
    return date ? { day: date } : {};
  });
  listRoute('/user/arena/football/getFootBallRecommends', async (req) => {
    const { date } = parseOr400(dateSchema, input(req));
    return date ? { day: date } : {};
  });
  listRoute(`${R}/getRecommendByMatchId`, async (req) => ({
    matchId: parseOr400(matchQuerySchema, input(req)).matchId,
  }));
  listRoute(`${R}/getArenaRecommendByUserId`, async (req) => ({
    userId: parseOr400(userIdSchema, input(req)).userId,
  }));
  listRoute(`${R}/getHisArenaRecommend`, async (req) => ({
    userId: parseOr400(userIdSchema, input(req)).userId,
    status: 'settled',
  }));
  listRoute(`${R}/getHistoryReByUserNew`, async (req) => ({
    userId: parseOr400(userIdSchema, input(req)).userId,
    status: 'settled',
  }));
  listRoute(`${R}/getSameDayRecommendByUser`, async (req) => {
    const { userId } = parseOr400(userIdSchema, input(req));
    return { userId, day: parseOr400(dateSchema, input(req)).date ?? arena.matchDay() };
  });
  listRoute(`${R}/getUserHistoryRecommend`, async (req) => {
    const me = await viewer(req);
    if (me === null) throw unauthorized();
    return { userId: me };
  });
  listRoute(`${R}/getArenaAceRecommend`, async () => ({
    // Pending picks of the users who hold the ace flag now.
    userIds: await arena.aceAuthors(),
    status: 'pending',
  }));

  r.get(`${R}/getRecommendDetail/:id`, async (req, res) => {
    const { recommendId } = parseOr400(recommendIdSchema, { recommendId: req.params.id });
    const row = await repo.byId(recommendId);
    if (!row) throw notFound(ARENA_MSG.notFound);
    const [view] = await repo.views([row], await viewer(req));
    res.json(ok(view));
  });

  r.get(`${R}/getAiAnalysisListByDate`, async (req, res) => {
    const { date } = parseOr400(dateSchema, req.query);
    const { page, limit: lim } = parseOr400(pageSchema, req.query);
    const { list, total } = await arena.modelPicksFor(date ?? arena.matchDay(), page, lim, await viewer(req));
    res.json(ok(pageOf(list, total, page, lim)));
  });

  // ——— buying and likes ———
  const buy = async (req: Request, res: Response) => {
    const { recommendId } = parseOr400(recommendIdSchema, input(req));
    await limit(res);
    const bought = await arena.buy(recommendId, userOf(res).id);
    const row = await repo.byId(recommendId);
    const [view] = row ? await repo.views([row], userOf(res).id) : [];
    res.json(ok(view, bought ? ARENA_MSG.buyOk : ARENA_MSG.alreadyBought));
  };
  r.route(`${R}/bugChargeRecommend`).get(auth, buy).post(auth, buy);

  const like = async (req: Request, res: Response) => {
    const { recommendId } = parseOr400(recommendIdSchema, input(req));
    await limit(res);
    res.json(ok({ likes: await repo.like(recommendId, userOf(res).id) }, ARENA_MSG.likeOk));
  };
  r.route(`${R}/dianZan`).get(auth, like).post(auth, like);

  r.get(`${R}/dianZanUser`, async (req, res) => {
    const { recommendId } = parseOr400(recommendIdSchema, req.query);
    res.json(ok(await repo.likedBy(recommendId)));
  });

  // ——— stats ———
  const statsOf = async (userId: number): Promise<ArenaUserStats> => {
    const stats = await arena.stats(userId);
    return { userId, ...stats, aceFlag: isAce(stats) ? 1 : 0 };
  };
  r.get(`${R}/getWinningProbability`, async (req, res) => {
    res.json(ok(await statsOf(parseOr400(userIdSchema, req.query).userId)));
  });
  r.get(`${R}/getLianWinOrNearWin`, async (req, res) => {
    const s2 = await statsOf(parseOr400(userIdSchema, req.query).userId);
    res.json(ok({ currentStreak: s2.currentStreak, bestStreak: s2.bestStreak, lastN: s2.lastN }));
  });
  r.get(`${R}/getUserIsAceFlagNew`, async (req, res) => {
    const s2 = await statsOf(parseOr400(userIdSchema, req.query).userId);
    res.json(ok({ aceFlag: s2.aceFlag }));
  });
  r.post(`${R}/getArenaUserInfoNew`, async (req, res) => {
    const { userId } = parseOr400(userIdSchema, input(req));
    const names = await repo.userNames([userId]);
    const who = names.get(userId);
    if (!who) throw notFound(ARENA_MSG.userGone);
    if (await repo.isCancelled(userId)) throw notFound(ARENA_MSG.userGone);
    const info: ArenaUserInfo = { ...who, isModel: userId === arena.modelUserId, ...(await statsOf(userId)) };
    res.json(ok(info));
  });
  r.post(`${R}/getRecommendUserList`, async (req, res) => {
    const { rankType } = parseOr400(rankSchema, input(req));
    res.json(ok((await arena.ranking(rankType)).list));
  });
  r.get(`${R}/getArenaPopularityList`, async (_req, res) => {
    // Popularity over the last 30 days (likes plus purchases on the user's picks), kept a minute.
    res.json(ok(await arena.popularity(50)));
  });

  // ——— rankings ———
  const ranking = async (req: Request, res: Response) => {
    const { rankType, whatRound, page, limit: lim } = parseOr400(rankSchema, input(req));
    const table = await arena.ranking(rankType, whatRound);
    res.json(
      ok({
        ...table,
        rankType,
        total: table.list.length,
        page,
        limit: lim,
        list: table.list.slice((page - 1) * lim, page * lim),
      }),
    );
  };
  r.get(`${R}/getRanking`, publicRead, ranking);
  r.post(`${R}/getArenaRank`, ranking);
  r.get('/user/arenaWhatRound/getHistoryRank', publicRead, ranking);
  r.post(`${R}/getArenaUserRanking`, async (req, res) => {
    const q = parseOr400(rankSchema, input(req));
    const userId = q.userId ?? (await viewer(req));
    if (userId === null) throw unauthorized();
    res.json(ok(await arena.userRank(userId, q.rankType)));
  });
  r.post('/user/arenaIntegral/getUserCurrRanking', auth, async (req, res) => {
    const { rankType } = parseOr400(rankSchema, input(req));
    res.json(ok(await arena.userRank(userOf(res).id, rankType)));
  });
  r.get('/user/arenaIntegral/getUserIntegral', auth, async (_req, res) => {
    res.json(ok({ integral: await arena.integral(userOf(res).id) }));
  });
  const round = (_req: Request, res: Response) => {
    res.json(
      ok({ week: arena.currentRound('week'), month: arena.currentRound('month'), today: arena.today() }),
    );
  };
  r.get('/user/user/getArenaWhatRound', round);
  r.get('/user/arenaWhatRound/getArenaWhatRound', round);

  // ——— money lists ———
  const money = (rows: Awaited<ReturnType<typeof repo.purchases>>) =>
    rows.map((p) => ({
      ...p,
      money: fenToQiubi(p.priceFen),
      createdAt: p.createdAt.getTime(),
      refundedAt: p.refundedAt?.getTime() ?? null,
    }));
  r.get('/user/arenaConsume/getConsumeList', auth, async (req, res) => {
    const { page, limit: lim } = parseOr400(pageSchema, req.query);
    res.json(ok(money(await repo.purchases({ buyerId: userOf(res).id }, page, lim))));
  });
  r.get('/user/arenaConsume/getIncomeList', auth, async (req, res) => {
    const { page, limit: lim } = parseOr400(pageSchema, req.query);
    res.json(ok(money(await repo.purchases({ authorId: userOf(res).id }, page, lim))));
  });
  r.get('/user/arenaConsume/getIncomeAllDetail', auth, async (_req, res) => {
    const t = await repo.incomeTotals(userOf(res).id);
    res.json(ok({ income: fenToQiubi(t.earnedFen), pending: fenToQiubi(t.heldFen), count: t.count }));
  });

  // ——— texts ———
  r.get('/user/rule/getArenaRuleInfo', (_req, res) => {
    res.json(ok(ARENA_RULES));
  });
  r.get('/user/arenaNotice/getArenaNoticeInfoNew', (_req, res) => {
    res.json(ok(ARENA_NOTICE));
  });
  return r;
}
