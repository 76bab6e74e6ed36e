import {
  type AirLive,
  type Anime,
  type FootballAnalysis,
  type FootballScheduleV2,
  isFootballLive,
  TOP_FOOTBALL_LEAGUE_IDS,
} from '@kuyi/shared';
import type { World } from '../day/world.ts';
import { footballAnime } from '../football/anime.ts';
import { footballRowAt } from '../football/row.ts';
import type { CompetitionSeason, SeasonFixture } from '../season/competition.ts';
import { standings } from '../season/records.ts';
import { catalogOf } from '../sources/world-catalog.ts';
import type { footballLive } from './football-live-routes.ts';
import { badParam, counter, FeedError, limitParam, type Query } from './params.ts';
import { scheduleItem } from './schedule-item.ts';

/** Leagues footBallScheduleV2?level=1 keeps: the big five, 中超 and the European cups. */
const TOP_LEVEL = TOP_FOOTBALL_LEAGUE_IDS;

/** Football match pages beyond the live pipeline: analysis, animation, live list filters. */
export function footballPageRoutes(world: World, fb: ReturnType<typeof footballLive>, seed: number) {
  const now = () => world.clock.now();

  function analysis(q: Query): FootballAnalysis | FeedError {
    const plan = fb.findMatch(q);
    if (plan instanceof FeedError) return plan;
    const t = now();
    // Results and the table from the match's own season as the 积分 tab shows it (a real 2025-26 result's
    // page reads that season, not the day's current one; the real season where it replaces a generated one of
    // the same label); what comes next from the source's own fixtures, the days it will play.
    const own = catalogOf(world).season(plan.league.id, plan.season, t);
    const season = typeof own === 'object' ? own : catalogOf(world).season(plan.league.id, null, t);
    const schedule = world.source.catalog.season(plan.league.id, null, t);
    const empty: FootballAnalysis = {
      matchId: plan.id,
      headToHead: [],
      homeRecent: [],
      awayRecent: [],
      homeFuture: [],
      awayFuture: [],
      homeStanding: null,
      awayStanding: null,
    };
    if (typeof season === 'string') return empty;
    const byKickoff = (s: CompetitionSeason) =>
      [...s.fixtures].sort((a, b) => a.kickoff - b.kickoff).filter((f) => f.id !== plan.id);
    const involves = (teamId: string) => (f: SeasonFixture) => f.home.id === teamId || f.away.id === teamId;
    // Results before this match, as on the day it was played (a past result's page lists none of later rounds).
    const finished = byKickoff(season).filter((f) => f.result && f.kickoff < plan.kickoff);
    // What came next: a past result's own season after it (a real 2025-26 match's next rounds); otherwise the
    // days the source will play.
    const later = byKickoff(season).filter((f) => f.kickoff > plan.kickoff);
    const upcoming = later.length
      ? later
      : (typeof schedule === 'object' ? byKickoff(schedule) : []).filter(
          (f) => !f.result && f.kickoff > plan.kickoff,
        );
    // The table as the [n] before the team names has it: before this match's round (all of a real season
    // that replaces the day's, whose rounds all came first), so the header and 积分排名 agree.
    const self = season.fixtures.find((f) => f.id === plan.id);
    const before = self
      ? { ...season, fixtures: season.fixtures.filter((f) => f.roundNo < self.roundNo) }
      : season;
    const table = season.info.kind === 'league' ? standings(before) : [];
    return {
      matchId: plan.id,
      headToHead: finished
        .filter((f) => involves(plan.home.id)(f) && involves(plan.away.id)(f))
        .reverse()
        .map(scheduleItem),
      homeRecent: finished.filter(involves(plan.home.id)).reverse().slice(0, 10).map(scheduleItem),
      awayRecent: finished.filter(involves(plan.away.id)).reverse().slice(0, 10).map(scheduleItem),
      homeFuture: upcoming.filter(involves(plan.home.id)).slice(0, 3).map(scheduleItem),
      awayFuture: upcoming.filter(involves(plan.away.id)).slice(0, 3).map(scheduleItem),
      homeStanding: table.find((r) => r.teamId === plan.home.id) ?? null,
      awayStanding: table.find((r) => r.teamId === plan.away.id) ?? null,
    };
  }

  function anime(q: Query): Anime | FeedError {
    const plan = fb.findMatch(q);
    if (plan instanceof FeedError) return plan;
    const cursor = counter(q, 'cursor', 0);
    if (cursor instanceof FeedError) return cursor;
    const t = now();
    const items = footballAnime(plan, seed).filter((x) => x.id > cursor && x.at <= t);
    return {
      matchId: plan.id,
      cursor: items.length ? (items[items.length - 1]?.id ?? cursor) : cursor,
      items,
    };
  }

  function airlive(): AirLive {
    const t = now();
    const matches = world
      .activeDays(t)
      .flatMap((d) => d.football)
      .map((p) => ({ p, row: footballRowAt(p, t) }))
      .filter(({ row }) => isFootballLive(row.state))
      .map(({ p, row }) => ({
        match: row,
        animation: row.hasAnimation,
        video: p.league.kind === 'cup' || TOP_LEVEL.has(p.league.id),
      }));
    return { serverTime: t, matches };
  }

  /** matchState: 0 upcoming, 1 live, -1 finished (all when absent); level 1: top competitions only. */
  function footBallScheduleV2(q: Query): FootballScheduleV2 | FeedError {
    const limit = limitParam(q, 50, 500);
    if (limit instanceof FeedError) return limit;
    const stateRaw = typeof q.matchState === 'string' && q.matchState !== '' ? q.matchState : null;
    if (stateRaw !== null && !['0', '1', '-1'].includes(stateRaw))
      return badParam('参数 matchState 只能是 0（未开）、1（进行中）或 -1（完场）');
    const levelRaw = typeof q.level === 'string' && q.level !== '' ? q.level : '0';
    if (!['0', '1'].includes(levelRaw)) return badParam('参数 level 只能是 0 或 1');
    const t = now();
    const rows = world
      .activeDays(t)
      .flatMap((d) => d.football)
      .filter((p) => levelRaw === '0' || TOP_LEVEL.has(p.league.id))
      .map((p) => footballRowAt(p, t))
      .filter((r) => {
        if (stateRaw === null) return true;
        if (stateRaw === '1') return isFootballLive(r.state);
        if (stateRaw === '0') return r.state === 0;
        return r.state === -1;
      });
    return { serverTime: t, total: rows.length, matches: rows.slice(0, limit) };
  }

  return { analysis, anime, airlive, footBallScheduleV2 };
}
