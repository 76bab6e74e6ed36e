import { STRENGTH_SD, type TeamStrength } from '../basketball/game-model.ts';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import { simulateBasketball } from '../basketball/simulate.ts';
import { BASKETBALL_LEAGUES, type BasketballLeagueDef } from '../catalog/basketball-leagues.ts';
import { buildFootballPlan } from '../football/build-plan.ts';
import type { FootballPlan } from '../football/plan-types.ts';
import { GENERATED_FOOTBALL } from '../football/provenance.ts';
import type { CompetitionInfo } from '../season/competition.ts';
import { roundRobin } from '../season/round-robin.ts';
import { addDays, dateOf, dayNumber } from '../util/day-time.ts';
import { normal, rngFor } from '../util/rng.ts';
import { basketballSeasonOf, type SeasonGame, seasonGame } from './basketball-season.ts';
import type { BasketballSeasonLookup, Source } from './source.ts';
import { SyntheticCatalog } from './synthetic-catalog.ts';
import {
  compRef,
  type Fixture,
  lineupsFor,
  matchId,
  SyntheticFootball,
  slotTime,
  teamId,
} from './synthetic-football.ts';

/** League-days of full plans kept: the live days (yesterday, today) and a spare, for every league. */
export const PLANNED_LEAGUE_DAYS = BASKETBALL_LEAGUES.length * 3;
/**
 * League-days of results kept: every league's whole cycle (2 × (teams − 1) days: 218 for the seven leagues)
 * with room for the next day's, ≈ 1 MB in all.
 */
export const RESULT_LEAGUE_DAYS = 512;

/** A league's dates of its current round-robin cycle, up to and including t's date. */
export function cycleDates(def: BasketballLeagueDef, t: number): string[] {
  const today = dateOf(t);
  const round = dayNumber(today) % (2 * (def.teams.length - 1));
  return Array.from({ length: round + 1 }, (_, i) => addDays(today, i - round));
}

/** A seeded, generated day: ~300 football and ~60 basketball matches over all 24 hours. */
export class SyntheticSource implements Source {
  readonly name = 'synthetic';
  readonly football: SyntheticFootball;
  readonly catalog: SyntheticCatalog;

  constructor(readonly seed: number) {
    this.football = new SyntheticFootball(seed);
    this.catalog = new SyntheticCatalog(this.football);
  }

  buildDay(date: string): { football: FootballPlan[]; basketball: BasketballPlan[] } {
    const fixtures = this.football.dayFixtures(date);
    const football = fixtures.map((f) => this.planFixture(f));
    return { football, basketball: this.basketballDay(date) };
  }

  planFixture(f: Fixture): FootballPlan {
    const ranks = f.comp.kind === 'league' ? this.catalog.ranksBefore(f) : null;
    return buildFootballPlan({
      seed: this.seed,
      id: f.id,
      date: f.date,
      league: f.comp,
      round: f.round,
      season: f.season,
      home: f.home,
      away: f.away,
      homeRank: ranks?.get(f.home.id) ?? null,
      awayRank: ranks?.get(f.away.id) ?? null,
      kickoff: f.kickoff,
      neutral: f.neutral,
      outcome: f.outcome,
      lineups: lineupsFor(this.football, f),
      companies: this.football.companies,
      provenance: GENERATED_FOOTBALL,
    });
  }

  private readonly bbCache = new Map<string, BasketballPlan[]>();

  private basketballDay(date: string): BasketballPlan[] {
    return BASKETBALL_LEAGUES.flatMap((def) => this.basketballLeagueDay(def, date)).sort(
      (a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id),
    );
  }

  private bbTeams(def: BasketballLeagueDef) {
    return def.teams.map((name) => ({ id: teamId(`bb:${name}`), name, alias: name }));
  }

  private readonly bbStrengths = new Map<string, Map<string, TeamStrength>>();

  /**
   * Each club's pace, offence and defence, the same all season, from the seed and its id. They are centred
   * on the league so that under any seed its games average the league's calibrated total.
   */
  private bbStrength(def: BasketballLeagueDef, teamId: string): TeamStrength {
    let league = this.bbStrengths.get(def.id);
    if (!league) {
      const drawn = this.bbTeams(def).map((team) => {
        const rng = rngFor(this.seed, 'bbr', team.id);
        return {
          id: team.id,
          offence: normal(rng) * STRENGTH_SD.offence,
          defence: normal(rng) * STRENGTH_SD.defence,
          pace: normal(rng) * STRENGTH_SD.pace,
        };
      });
      const centre = (key: keyof TeamStrength) => drawn.reduce((s, t) => s + t[key], 0) / drawn.length;
      const mean = { offence: centre('offence'), defence: centre('defence'), pace: centre('pace') };
      league = new Map(
        drawn.map((t) => [
          t.id,
          { offence: t.offence - mean.offence, defence: t.defence - mean.defence, pace: t.pace - mean.pace },
        ]),
      );
      this.bbStrengths.set(def.id, league);
    }
    return league.get(teamId) ?? { offence: 0, defence: 0, pace: 0 };
  }

  /** One league's games on a date; the last few league-days are kept (the live days ask for them often). */
  basketballLeagueDay(def: BasketballLeagueDef, date: string): BasketballPlan[] {
    const key = `${def.id}:${date}`;
    const hit = this.bbCache.get(key);
    if (hit) return hit;
    const out = this.planLeagueDay(def, date);
    this.bbCache.set(key, out);
    while (this.bbCache.size > PLANNED_LEAGUE_DAYS)
      this.bbCache.delete(this.bbCache.keys().next().value ?? key);
    return out;
  }

  private planLeagueDay(def: BasketballLeagueDef, date: string): BasketballPlan[] {
    return this.leagueDayGames(def, date).map((plan) => plan());
  }

  /** One league's games on a date, each still to be simulated (the background warm-up plays one at a time). */
  private leagueDayGames(def: BasketballLeagueDef, date: string): (() => BasketballPlan)[] {
    const teams = this.bbTeams(def);
    const rounds = roundRobin(teams.length);
    const round = dayNumber(date) % rounds.length;
    const out: (() => BasketballPlan)[] = [];
    rounds[round]?.forEach(([h, a], i) => {
      const home = teams[h];
      const away = teams[a];
      if (!home || !away) return;
      const slot = def.slots[(i + round) % def.slots.length] ?? '20:00';
      out.push(() =>
        simulateBasketball({
          seed: this.seed,
          id: matchId(date, `9${def.id.padStart(2, '0')}`, i),
          date,
          league: compRef({ ...def, kind: 'league' }),
          season: basketballSeasonOf(date),
          home,
          away,
          homeRank: null,
          awayRank: null,
          kickoff: slotTime(date, slot),
          quarterSeconds: def.quarterSeconds,
          meanTotal: def.meanTotal,
          strength: [this.bbStrength(def, home.id), this.bbStrength(def, away.id)],
          chinese: def.id === '5',
        }),
      );
    });
    return out;
  }

  /** Results of past league-days, least recently read first (a few hundred bytes a game). */
  private readonly bbResults = new Map<string, SeasonGame[]>();

  /**
   * One league-day's games as results. A day planned for the live lists is read from its plans; any other day
   * is simulated, summed up and its plans let go, so a season read keeps ≈ 0.3 KB a game, not ≈ 250 KB.
   */
  private seasonDay(def: BasketballLeagueDef, date: string): SeasonGame[] {
    const key = `${def.id}:${date}`;
    const hit = this.bbResults.get(key);
    if (hit) {
      this.bbResults.delete(key);
      this.bbResults.set(key, hit);
      return hit;
    }
    const games = (this.bbCache.get(key) ?? this.planLeagueDay(def, date)).map(seasonGame);
    this.keepResults(key, games);
    return games;
  }

  private keepResults(key: string, games: SeasonGame[]): void {
    this.bbResults.set(key, games);
    while (this.bbResults.size > RESULT_LEAGUE_DAYS)
      this.bbResults.delete(this.bbResults.keys().next().value ?? key);
  }

  /** How many league-days of plans and of results are held (bounded by PLANNED_ and RESULT_LEAGUE_DAYS). */
  basketballCacheSizes(): { plannedLeagueDays: number; resultLeagueDays: number } {
    return { plannedLeagueDays: this.bbCache.size, resultLeagueDays: this.bbResults.size };
  }

  basketballLeagues(t: number): CompetitionInfo[] {
    const season = basketballSeasonOf(dateOf(t));
    return BASKETBALL_LEAGUES.map((d) => ({
      id: d.id,
      name: d.name,
      alias: d.alias,
      color: d.color,
      region: d.region,
      kind: 'league',
      sport: 'basketball',
      currentSeason: season,
    }));
  }

  basketballSeason(leagueId: string, season: string | null, t: number): BasketballSeasonLookup {
    const def = BASKETBALL_LEAGUES.find((d) => d.id === leagueId);
    if (!def) return 'unknownCompetition';
    const info = this.basketballLeagues(t).find((c) => c.id === leagueId);
    if (!info) return 'unknownCompetition';
    if (season !== null && season !== info.currentSeason) return 'unknownSeason';
    const games = cycleDates(def, t).flatMap((date) => this.seasonDay(def, date));
    return { info, season: info.currentSeason, teams: this.bbTeams(def), games };
  }

  /** League-days being built in the background, by `league:date` of the read that asked. */
  private readonly warming = new Set<string>();

  /**
   * Builds the results of a league's season so far, one game per macrotask (a few ms each), so that the first
   * 分析 or 积分 read of a league does not pay for its whole cycle at once (≈ 1–3 s for the NBA's cycle, against
   * the gateway's 2 s). The page routes call it when a game's page is opened.
   */
  warmBasketballSeason(leagueId: string, t: number): void {
    const def = BASKETBALL_LEAGUES.find((d) => d.id === leagueId);
    const key = `${leagueId}:${dateOf(t)}`;
    if (!def || this.warming.has(key)) return;
    this.warming.add(key);
    if (this.warming.size > BASKETBALL_LEAGUES.length * 2)
      this.warming.delete(this.warming.values().next().value ?? key);
    const days = cycleDates(def, t).map((date) => ({ key: `${def.id}:${date}`, date }));
    let day: { key: string; plans: (() => BasketballPlan)[]; games: SeasonGame[] } | undefined;
    // One game per macrotask (a few ms): the live calls keep answering while the season is built.
    const step = () => {
      if (!day) {
        const next = days.shift();
        if (!next) return;
        if (!this.bbResults.has(next.key)) {
          const planned = this.bbCache.get(next.key);
          if (planned) this.keepResults(next.key, planned.map(seasonGame));
          else day = { key: next.key, plans: this.leagueDayGames(def, next.date), games: [] };
        }
      } else {
        const plan = day.plans.shift();
        if (plan) day.games.push(seasonGame(plan()));
        else {
          // A read in between may have built the day already; both are the same results.
          if (!this.bbResults.has(day.key)) this.keepResults(day.key, day.games);
          day = undefined;
        }
      }
      setImmediate(step).unref();
    };
    setImmediate(step).unref();
  }
}
