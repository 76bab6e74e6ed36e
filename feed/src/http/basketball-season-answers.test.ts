import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BasketballPoints, BasketballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import { basketballStateAt } from '../basketball/row.ts';
import { BASKETBALL_LEAGUES } from '../catalog/basketball-leagues.ts';
import { createSimClock } from '../clock/sim-clock.ts';
import { World } from '../day/world.ts';
import { NbaSource } from '../sources/nba.ts';
import type { Source } from '../sources/source.ts';
import { SyntheticSource } from '../sources/synthetic.ts';
import { teamId } from '../sources/synthetic-football.ts';
import { DEFAULT_DATA_DIR } from '../start.ts';
import { addDays, dateOf, dayNumber, dayStart, HOUR, MINUTE } from '../util/day-time.ts';
import { basketballLive } from './basketball-live-routes.ts';
import { basketballPageRoutes } from './basketball-page-routes.ts';
import { FeedError } from './params.ts';

/*
 * The answers of basketball/points and basketball/analysis as the feed gave them when every call replayed
 * the season's full game plans (before the season's results were cached): the reference below is that
 * code, kept verbatim, so a faster season read has to give the very same answers at every instant.
 */

interface ReferenceResult {
  id: string;
  kickoff: number;
  leagueName: string;
  homeId: string;
  homeName: string;
  awayId: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
}

const referenceFinal = (p: BasketballPlan, t: number): ReferenceResult | null => {
  const s = basketballStateAt(p, t);
  if (s.state !== BasketballState.Finished) return null;
  return {
    id: p.id,
    kickoff: p.kickoff,
    leagueName: p.league.name,
    homeId: p.home.id,
    homeName: p.home.name,
    awayId: p.away.id,
    awayName: p.away.name,
    homeScore: s.home,
    awayScore: s.away,
  };
};

function referenceTable(teams: { id: string; name: string }[], games: BasketballPlan[], t: number) {
  const rows = new Map(
    teams.map((x) => [
      x.id,
      {
        rank: 0,
        teamId: x.id,
        teamName: x.name,
        played: 0,
        win: 0,
        lose: 0,
        winRate: 0,
        pointsFor: 0,
        pointsAgainst: 0,
      },
    ]),
  );
  for (const g of games) {
    const r = referenceFinal(g, t);
    if (!r) continue;
    for (const [id, pf, pa] of [
      [r.homeId, r.homeScore, r.awayScore],
      [r.awayId, r.awayScore, r.homeScore],
    ] as const) {
      const row = rows.get(id);
      if (!row) continue;
      row.played++;
      row.pointsFor += pf;
      row.pointsAgainst += pa;
      if (pf > pa) row.win++;
      else row.lose++;
    }
  }
  return [...rows.values()]
    .map((r) => ({ ...r, winRate: r.played ? Math.round((r.win / r.played) * 1000) / 10 : 0 }))
    .sort(
      (a, b) =>
        b.winRate - a.winRate ||
        b.win - a.win ||
        b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst),
    )
    .map((r, i) => ({ ...r, rank: i + 1 })) as BasketballPoints['rows'];
}

function referenceAnalysis(
  teams: { id: string; name: string }[],
  games: BasketballPlan[],
  plan: BasketballPlan,
  t: number,
) {
  const results = games
    .filter((g) => g.id !== plan.id)
    .map((g) => referenceFinal(g, t))
    .filter((r): r is ReferenceResult => r !== null)
    .sort((a, b) => b.kickoff - a.kickoff);
  const has = (id: string) => (r: ReferenceResult) => r.homeId === id || r.awayId === id;
  const table = referenceTable(teams, games, t);
  return {
    matchId: plan.id,
    headToHead: results.filter((r) => has(plan.home.id)(r) && has(plan.away.id)(r)),
    homeRecent: results.filter(has(plan.home.id)).slice(0, 10),
    awayRecent: results.filter(has(plan.away.id)).slice(0, 10),
    homeStanding: table.find((r) => r.teamId === plan.home.id) ?? null,
    awayStanding: table.find((r) => r.teamId === plan.away.id) ?? null,
  };
}

/** The synthetic season as it was read: every game plan of the cycle so far, from a source of its own. */
function syntheticReferenceSeason(seed: number) {
  const source = new SyntheticSource(seed);
  return (leagueId: string, t: number) => {
    const def = BASKETBALL_LEAGUES.find((d) => d.id === leagueId);
    if (!def) throw new Error(`no league ${leagueId}`);
    const today = dateOf(t);
    const round = dayNumber(today) % (2 * (def.teams.length - 1));
    const games: BasketballPlan[] = [];
    for (let d = -round; d <= 0; d++) games.push(...source.basketballLeagueDay(def, addDays(today, d)));
    const teams = def.teams.map((name) => ({ id: teamId(`bb:${name}`), name }));
    return { games, teams };
  };
}

const DATE = '2026-11-27';
/** Before the first tip-off, mid-day, end of day, and the next day (a new round, the games of the 27th final). */
const TIMES = [
  ['before tip-off', dayStart(DATE) + MINUTE],
  ['mid-day', dayStart(DATE) + 14 * HOUR + 7 * MINUTE],
  ['end of day', dayStart(DATE) + 23 * HOUR + 59 * MINUTE],
  ['next day', dayStart(addDays(DATE, 1)) + 13 * HOUR],
] as const;

function routesOn(source: Source) {
  const clock = createSimClock(TIMES[0][1], 0, () => 0);
  const world = new World(source, clock);
  return { clock, world, pages: basketballPageRoutes(world, basketballLive(world)) };
}

const value = <T>(x: T | FeedError): T => {
  if (x instanceof FeedError) throw new Error(`feed error ${x.code} ${x.msg}`);
  return x;
};

describe('[F1] basketball/points and basketball/analysis answer exactly as when each call replayed the season', () => {
  it('synthetic source: every league, before tip-off, mid-day, end of day and the next day', () => {
    const reference = syntheticReferenceSeason(7);
    const { clock, world, pages } = routesOn(new SyntheticSource(7));
    const games = world.day(DATE).basketball;
    let compared = 0;
    for (const [, t] of TIMES) {
      clock.set(t);
      for (const def of BASKETBALL_LEAGUES) {
        const points = value(pages.points({ leagueId: def.id }));
        const ref = reference(def.id, t);
        expect(points.rows).toEqual(referenceTable(ref.teams, ref.games, t));
        expect(points.rows.map((r) => r.teamName).sort()).toEqual([...def.teams].sort());
        for (const plan of games.filter((g) => g.league.id === def.id).slice(0, 2)) {
          expect(value(pages.analysis({ matchId: plan.id }))).toEqual(
            referenceAnalysis(ref.teams, ref.games, plan, t),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 240_000);
});

const DATA = process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR;
const nbaPresent = existsSync(join(DATA, 'nba-pbpstats'));
if (!nbaPresent)
  console.warn(`[basketball-season] 跳过：找不到 NBA 数据目录 ${DATA}/nba-pbpstats（设置 KUYI_DATA_DIR）`);

describe.skipIf(!nbaPresent)(
  '[F1] nba replay: points and analysis answer as when each call replayed the day',
  () => {
    it('before tip-off, mid-day, end of day and the next day', async () => {
      const referenceSource = await NbaSource.load(DATA, 7);
      const { clock, world, pages } = routesOn(await NbaSource.load(DATA, 7));
      const games = world.day(DATE).basketball;
      expect(games).toHaveLength(3);
      for (const [, t] of TIMES) {
        clock.set(t);
        const dayGames = referenceSource.buildDay(dateOf(t)).basketball;
        const teams = dayGames.flatMap((g) => [g.home, g.away]);
        const points = value(pages.points({ leagueId: '1' }));
        expect(points.rows).toEqual(referenceTable(teams, dayGames, t));
        for (const plan of games)
          expect(value(pages.analysis({ matchId: plan.id }))).toEqual(
            referenceAnalysis(teams, dayGames, plan, t),
          );
      }
      // By the end of the day every game is final and counts in the table.
      clock.set(TIMES[2][1]);
      expect(value(pages.points({ leagueId: '1' })).rows.reduce((s, r) => s + r.played, 0)).toBe(6);
    });
  },
);
