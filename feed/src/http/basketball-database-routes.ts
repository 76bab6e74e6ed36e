import type {
  BasketballDatabase,
  BasketballLeagueSchedules,
  BasketballSeasonGame,
  BasketballTeamStatRow,
  BasketballTeamStats,
} from '@kuyi/shared';
import type { World } from '../day/world.ts';
import { basketballCatalogOf } from '../sources/basketball-catalog.ts';
import { resultAt, type SeasonGame } from '../sources/basketball-season.ts';
import type { TeamBox } from '../sources/nba-league-log.ts';
import type { BasketballSeason } from '../sources/source.ts';
import { dateOf } from '../util/day-time.ts';
import { badParam, FeedError, notFound, optionalId, type Query, requiredId, seasonParam } from './params.ts';

/** A season game as the catalog may hold it: the real season's carry overtimes and box scores. */
type DatabaseGame = SeasonGame & { overtimes?: number; homeBox?: TeamBox; awayBox?: TeamBox; page?: false };

const monthOf = (kickoff: number) => dateOf(kickoff).slice(0, 7);
const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/** The basketball 资料库 calls: the index of leagues and seasons, a season's games, and team averages. */
export function basketballDatabaseRoutes(world: World) {
  const now = () => world.clock.now();
  const catalog = () => basketballCatalogOf(world);

  function seasonOf(q: Query): BasketballSeason | FeedError {
    const id = requiredId(q, 'leagueId');
    if (id instanceof FeedError) return id;
    const season = seasonParam(q);
    if (season instanceof FeedError) return season;
    const found = catalog().season(id, season, now());
    if (found === 'unknownCompetition') return notFound('联赛不存在');
    if (found === 'unknownSeason') return notFound(`暂无 ${season} 赛季数据`);
    return found;
  }

  /**
   * The index is where a fan comes from to a league's table: its read starts building each league's season in
   * the background (one game per macrotask), so the first 积分榜 does not build a whole cycle at once (the NBA's
   * took over the gateway's 2 s on a busy machine, a 503 with 重试).
   */
  function database(): BasketballDatabase {
    const t = now();
    const leagues = catalog().list(t);
    for (const league of leagues) world.source.warmBasketballSeason?.(league.id, t);
    return { leagues };
  }

  function leagueschedules(q: Query): BasketballLeagueSchedules | FeedError {
    const s = seasonOf(q);
    if (s instanceof FeedError) return s;
    const team = optionalId(q, 'teamId');
    if (team instanceof FeedError) return team;
    if (team !== null && !s.teams.some((x) => x.id === team)) return notFound('球队不存在');
    const t = now();
    const games = [...(s.games as DatabaseGame[])].sort(
      (a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id),
    );
    const months = [...new Set(games.map((g) => monthOf(g.kickoff)))];
    let month: string | null = null;
    if (team === null) {
      const asked = typeof q.month === 'string' && q.month !== '' ? q.month : null;
      if (asked !== null && !/^\d{4}-(0[1-9]|1[0-2])$/.test(asked))
        return badParam('参数 month 格式错误，应为 2019-01');
      if (asked !== null && !months.includes(asked))
        return badParam(
          `参数 month 应为本赛季有比赛的月份（${months[0] ?? '无'} 至 ${months.at(-1) ?? '无'}）`,
        );
      const finished = games.filter((g) => resultAt(g, t) !== null).at(-1);
      month = asked ?? (finished ? monthOf(finished.kickoff) : (months[0] ?? null));
    }
    const picked = games.filter((g) =>
      team !== null ? g.homeId === team || g.awayId === team : monthOf(g.kickoff) === month,
    );
    return {
      league: s.info,
      season: s.season,
      months,
      month,
      teamId: team,
      games: picked.map((g) => seasonGameAt(g, t)),
    };
  }

  function teamStats(q: Query): BasketballTeamStats | FeedError {
    const s = seasonOf(q);
    if (s instanceof FeedError) return s;
    return { league: s.info, season: s.season, rows: teamAverages(s, now()) };
  }

  return { database, leagueschedules, teamStats };
}

function seasonGameAt(g: DatabaseGame, t: number): BasketballSeasonGame {
  const r = resultAt(g, t);
  return {
    id: g.id,
    kickoff: g.kickoff,
    homeId: g.homeId,
    homeName: g.homeName,
    awayId: g.awayId,
    awayName: g.awayName,
    homeScore: r?.homeScore ?? null,
    awayScore: r?.awayScore ?? null,
    ...(r && g.overtimes !== undefined ? { overtimes: g.overtimes } : {}),
    ...(!r && t >= g.kickoff && t < g.finishedAt ? { live: true } : {}),
    ...(g.page === false ? { page: false } : {}),
  };
}

/**
 * Every team's per-game averages over its games finished by t, best scoring first. Box-score averages only
 * where every one of those games has a box score (the real season), so no average mixes in missing games.
 */
function teamAverages(s: BasketballSeason, t: number): BasketballTeamStatRow[] {
  const sums = new Map(
    s.teams.map((team) => [team.id, { team, played: 0, pf: 0, pa: 0, boxes: [] as (TeamBox | undefined)[] }]),
  );
  for (const g of s.games as DatabaseGame[]) {
    const r = resultAt(g, t);
    if (!r) continue;
    for (const [id, pf, pa, box] of [
      [r.homeId, r.homeScore, r.awayScore, g.homeBox],
      [r.awayId, r.awayScore, r.homeScore, g.awayBox],
    ] as const) {
      const sum = sums.get(id);
      if (!sum) continue;
      sum.played++;
      sum.pf += pf;
      sum.pa += pa;
      sum.boxes.push(box);
    }
  }
  return [...sums.values()]
    .map(({ team, played, pf, pa, boxes }) => {
      const row: BasketballTeamStatRow = {
        teamId: team.id,
        teamName: team.name,
        played,
        pointsFor: played ? oneDecimal(pf / played) : 0,
        pointsAgainst: played ? oneDecimal(pa / played) : 0,
      };
      const known = boxes.filter((b): b is TeamBox => b !== undefined);
      if (played === 0 || known.length !== played) return row;
      const total = (key: keyof TeamBox) => known.reduce((n, b) => n + b[key], 0);
      const avg = (key: keyof TeamBox) => oneDecimal(total(key) / played);
      const ratio = (made: keyof TeamBox, tried: keyof TeamBox) =>
        total(tried) ? Math.round((total(made) / total(tried)) * 1000) / 1000 : 0;
      return {
        ...row,
        rebounds: avg('reb'),
        offensiveRebounds: avg('oreb'),
        assists: avg('ast'),
        steals: avg('stl'),
        blocks: avg('blk'),
        turnovers: avg('tov'),
        fouls: avg('pf'),
        fgPct: ratio('fgm', 'fga'),
        fg3Pct: ratio('fg3m', 'fg3a'),
        ftPct: ratio('ftm', 'fta'),
      };
    })
    .sort((a, b) => b.pointsFor - a.pointsFor || a.teamName.localeCompare(b.teamName));
}
