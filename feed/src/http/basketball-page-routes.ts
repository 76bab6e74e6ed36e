import type {
  Anime,
  BasketballAnalysis,
  BasketballPoints,
  BasketballResult,
  BasketballScheduleOdds,
  BasketballTech,
  BasketballTechCount,
  BasketballTechnic,
} from '@kuyi/shared';
import { basketballAnime } from '../basketball/anime.ts';
import { playerLinesAt, teamTechAt } from '../basketball/box-score.ts';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import { basketballRowAt } from '../basketball/row.ts';
import type { World } from '../day/world.ts';
import { basketballCompanies, basketballCompanyOddsAt } from '../odds/basketball-odds.ts';
import { basketballStandings } from '../season/basketball-standings.ts';
import { basketballCatalogOf } from '../sources/basketball-catalog.ts';
import { resultAt } from '../sources/basketball-season.ts';
import type { basketballLive } from './basketball-live-routes.ts';
import { counter, FeedError, notFound, type Query, requiredId, seasonParam } from './params.ts';

/** Basketball pages: play-by-play, team and player stats, animation, analysis, standings, odds list. */
export function basketballPageRoutes(world: World, bb: ReturnType<typeof basketballLive>) {
  const now = () => world.clock.now();

  /**
   * A game's page is open (its 文字直播, stats or animation is read): ready its league's 分析 and 积分 in the
   * background, so the fan's first tap on them answers in milliseconds, well inside the gateway's 2 s.
   */
  const findMatch = (q: Query): BasketballPlan | FeedError => {
    const plan = bb.findMatch(q);
    if (!(plan instanceof FeedError)) world.source.warmBasketballSeason?.(plan.league.id, now());
    return plan;
  };

  function technic(q: Query): BasketballTechnic | FeedError {
    const plan = findMatch(q);
    if (plan instanceof FeedError) return plan;
    const cursor = counter(q, 'cursor', 0);
    if (cursor instanceof FeedError) return cursor;
    const t = now();
    const words = plan.words
      .map((w, i) => ({
        id: i + 1,
        matchId: plan.id,
        time: w.time,
        text: w.text,
        kind: w.kind,
        side: w.side,
        at: w.at,
      }))
      .filter((w) => w.id > cursor && w.at <= t);
    return {
      matchId: plan.id,
      cursor: words.length ? (words[words.length - 1]?.id ?? cursor) : cursor,
      words,
    };
  }

  function tech(q: Query): BasketballTech | FeedError {
    const plan = findMatch(q);
    if (plan instanceof FeedError) return plan;
    return { matchId: plan.id, tech: teamTechAt(plan, now()) };
  }

  function techcount(q: Query): BasketballTechCount | FeedError {
    const plan = findMatch(q);
    if (plan instanceof FeedError) return plan;
    return { matchId: plan.id, players: playerLinesAt(plan, now()) };
  }

  function anime(q: Query): Anime | FeedError {
    const plan = findMatch(q);
    if (plan instanceof FeedError) return plan;
    const cursor = counter(q, 'cursor', 0);
    if (cursor instanceof FeedError) return cursor;
    const t = now();
    const items = basketballAnime(plan).filter((x) => x.id > cursor && x.at <= t);
    return {
      matchId: plan.id,
      cursor: items.length ? (items[items.length - 1]?.id ?? cursor) : cursor,
      items,
    };
  }

  function points(q: Query): BasketballPoints | FeedError {
    const id = requiredId(q, 'leagueId');
    if (id instanceof FeedError) return id;
    const season = seasonParam(q);
    if (season instanceof FeedError) return season;
    const t = now();
    // The 资料库's seasons: the source's own plus the real 2018-2019 NBA season where the data has it.
    const found = basketballCatalogOf(world).season(id, season, t);
    if (found === 'unknownCompetition') return notFound('联赛不存在');
    if (found === 'unknownSeason') return notFound(`暂无 ${season} 赛季数据`);
    return { league: found.info, season: found.season, rows: basketballStandings(found, t) };
  }

  function analysis(q: Query): BasketballAnalysis | FeedError {
    const plan = bb.findMatch(q);
    if (plan instanceof FeedError) return plan;
    const t = now();
    const found = world.source.basketballSeason(plan.league.id, null, t);
    if (typeof found === 'string')
      return {
        matchId: plan.id,
        headToHead: [],
        homeRecent: [],
        awayRecent: [],
        homeStanding: null,
        awayStanding: null,
      };
    const results = found.games
      .filter((g) => g.id !== plan.id)
      .map((g) => resultAt(g, t))
      .filter((r): r is BasketballResult => r !== null)
      .sort((a, b) => b.kickoff - a.kickoff);
    const has = (id: string) => (r: BasketballResult) => r.homeId === id || r.awayId === id;
    const table = basketballStandings(found, t);
    return {
      matchId: plan.id,
      headToHead: results.filter((r) => has(plan.home.id)(r) && has(plan.away.id)(r)),
      homeRecent: results.filter(has(plan.home.id)).slice(0, 10),
      awayRecent: results.filter(has(plan.away.id)).slice(0, 10),
      homeStanding: table.find((r) => r.teamId === plan.home.id) ?? null,
      awayStanding: table.find((r) => r.teamId === plan.away.id) ?? null,
    };
  }

  /** userId is accepted for parity with the original site (defaults to 0) and does not change the answer. */
  /**
   * The day's games with every company's odds; with `matchId`, that one game of any day (the whole-day read
   * holds today's only, so a 完场 game's odds come from here).
   */
  function scheduleAddOdds(q: Query): BasketballScheduleOdds | FeedError {
    const user = counter(q, 'userId', 0);
    if (user instanceof FeedError) return user;
    const t = now();
    if (q.matchId !== undefined) {
      const plan = bb.findMatch(q);
      if (plan instanceof FeedError) return plan;
      const companies = basketballCompanies().map((c) => basketballCompanyOddsAt(plan, c, t));
      return { serverTime: t, matches: [{ match: basketballRowAt(plan, t), companies }] };
    }
    const schedule = bb.scheduleByDate({});
    if (schedule instanceof FeedError) return schedule;
    const plans = new Map(
      world
        .activeDays(t)
        .flatMap((d) => d.basketball)
        .map((p) => [p.id, p]),
    );
    return {
      serverTime: t,
      matches: schedule.matches.map((match) => {
        const plan = plans.get(match.id);
        return {
          match,
          companies: plan ? basketballCompanies().map((c) => basketballCompanyOddsAt(plan, c, t)) : [],
        };
      }),
    };
  }

  return { technic, tech, techcount, anime, points, analysis, scheduleAddOdds, rowAt: basketballRowAt };
}
