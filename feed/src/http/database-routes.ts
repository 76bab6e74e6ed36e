import type {
  CupInfo,
  DatabaseIndex,
  LeagueLetGoal,
  LeagueOverUnder,
  LeaguePoints,
  LeagueSchedules,
  LeagueShooter,
} from '@kuyi/shared';
import type { World } from '../day/world.ts';
import type { CompetitionSeason } from '../season/competition.ts';
import { letGoalRecords, overUnderRecords, standings } from '../season/records.ts';
import { rankScorers } from '../season/scorer-ranks.ts';
import { buildStandings } from '../season/standings.ts';
import { catalogOf } from '../sources/world-catalog.ts';
import {
  badParam,
  counter,
  FeedError,
  langParam,
  notFound,
  type Query,
  requiredId,
  seasonParam,
} from './params.ts';
import { scheduleItem } from './schedule-item.ts';

/**
 * The football database calls: tables, 盘路, 大小, scorers, fixtures, cups and the index. Seasons come from
 * the source plus the real seasons of ../shared/data (catalogOf).
 */
export function databaseRoutes(world: World) {
  const now = () => world.clock.now();
  const catalog = () => catalogOf(world);

  function seasonOf(
    q: Query,
    idName: 'leagueId' | 'cupId',
    kind: 'league' | 'cup',
  ): CompetitionSeason | FeedError {
    const id = requiredId(q, idName);
    if (id instanceof FeedError) return id;
    const season = seasonParam(q);
    if (season instanceof FeedError) return season;
    const found = catalog().season(id, season, now());
    if (found === 'unknownCompetition') return notFound(kind === 'cup' ? '杯赛不存在' : '联赛不存在');
    if (found === 'unknownSeason') return notFound(`暂无 ${season} 赛季数据`);
    if (found.info.kind !== kind)
      return badParam(kind === 'cup' ? '该编号是联赛，请使用 leagueId' : '该编号是杯赛，请使用 cupId');
    return found;
  }

  function leaguePoints(q: Query): LeaguePoints | FeedError {
    const lang = langParam(q);
    if (lang instanceof FeedError) return lang;
    const s = seasonOf(q, 'leagueId', 'league');
    if (s instanceof FeedError) return s;
    return {
      league: s.info,
      season: s.season,
      total: standings(s),
      home: standings(s, 'home'),
      away: standings(s, 'away'),
    };
  }

  function leagueletgoal(q: Query): LeagueLetGoal | FeedError {
    const s = seasonOf(q, 'leagueId', 'league');
    if (s instanceof FeedError) return s;
    return { league: s.info, season: s.season, rows: letGoalRecords(s) };
  }

  function leagueou(q: Query): LeagueOverUnder | FeedError {
    const s = seasonOf(q, 'leagueId', 'league');
    if (s instanceof FeedError) return s;
    return { league: s.info, season: s.season, rows: overUnderRecords(s) };
  }

  /** A league's scorers, or with `cupId` instead of `leagueId` a cup's. */
  function leagueshooter(q: Query): LeagueShooter | FeedError {
    const s = q.cupId !== undefined ? seasonOf(q, 'cupId', 'cup') : seasonOf(q, 'leagueId', 'league');
    if (s instanceof FeedError) return s;
    return { league: s.info, season: s.season, rows: rankScorers(s.scorers()) };
  }

  function leagueschedules(q: Query): LeagueSchedules | FeedError {
    const s = seasonOf(q, 'leagueId', 'league');
    if (s instanceof FeedError) return s;
    const rounds = Math.max(0, ...s.fixtures.map((f) => f.roundNo));
    const t = now();
    // The current round: the first with a fixture not yet finished, else the last.
    const open = s.fixtures
      .filter((f) => f.result === null && f.kickoff > t - 6 * 3600_000)
      .map((f) => f.roundNo);
    const currentRound = open.length ? Math.min(...open) : rounds;
    // round=0 asks for the whole season at once (points race, a team's fixtures).
    const round = counter(q, 'round', currentRound);
    if (round instanceof FeedError) return round;
    if (round > rounds) return badParam(`参数 round 应在 0 到 ${rounds} 之间`);
    const matches = s.fixtures
      .filter((f) => round === 0 || f.roundNo === round)
      .sort((a, b) => a.kickoff - b.kickoff)
      .map(scheduleItem);
    return { league: s.info, season: s.season, rounds, currentRound, round, matches };
  }

  function cupInfo(q: Query): CupInfo | FeedError {
    const s = seasonOf(q, 'cupId', 'cup');
    if (s instanceof FeedError) return s;
    const byId = new Map(s.teams.map((t) => [t.id, t]));
    const groups =
      s.groupTables?.() ??
      (s.groups ?? []).map((g) => {
        const teams = g.teamIds.map((id) => ({ id, name: byId.get(id)?.name ?? id }));
        const results = s.fixtures
          .filter((f) => f.group === g.name && f.result)
          .map((f) => ({
            homeId: f.home.id,
            awayId: f.away.id,
            home: f.result?.home ?? 0,
            away: f.result?.away ?? 0,
          }));
        // UEFA and AFC group stages: the games between the level teams come before goal difference.
        return { name: g.name, table: buildStandings(teams, results, 'all', 'headToHead') };
      });
    const stageNames: string[] = [];
    for (const f of [...s.fixtures].sort((a, b) => a.kickoff - b.kickoff)) {
      const name = f.group ? '小组赛' : f.round;
      if (!stageNames.includes(name)) stageNames.push(name);
    }
    const stages = stageNames.map((name) => ({
      name,
      matches: s.fixtures.filter((f) => (f.group ? '小组赛' : f.round) === name).map(scheduleItem),
    }));
    return { cup: s.info, season: s.season, groups, stages };
  }

  function database(): DatabaseIndex {
    const list = catalog().list(now());
    const regions: string[] = [];
    for (const c of list) if (!regions.includes(c.region)) regions.push(c.region);
    return {
      regions: regions.map((region) => ({ region, competitions: list.filter((c) => c.region === region) })),
    };
  }

  return { leaguePoints, leagueletgoal, leagueou, leagueshooter, leagueschedules, cupInfo, database };
}
