import { COMPANIES } from '../catalog/companies.ts';
import { FOOTBALL_CUPS, FOOTBALL_LEAGUES, type LeagueDef } from '../catalog/football-leagues.ts';
import { teamNameZh } from '../catalog/team-names-zh.ts';
import { RATING_SD } from '../football/calibration.ts';
import { makeLineup, makeSquad } from '../football/lineup.ts';
import { drawOutcome, expectedGoals, type FootballOutcome } from '../football/outcome.ts';
import type { CompetitionRef, OddsCompany, TeamRef } from '../football/plan-types.ts';
import { roundRobin } from '../season/round-robin.ts';
import { addDays, dayNumber, dayStart, isValidDate, parseTimeOfDay } from '../util/day-time.ts';
import { hashKey, normal, rngFor } from '../util/rng.ts';
import { cupFixtures, findCup } from './synthetic-cups.ts';

/**
 * The synthetic football calendar. Every league plays one round a day (the feed needs ~300 matches on
 * every date); the big leagues rest every third day, when the cups play, so no club plays twice a day.
 * Results are drawn from (seed, league, cycle, round, home) alone, so a season's past rounds cost little to
 * recompute and today's matches end exactly as the tables say.
 */
export interface Fixture {
  id: string;
  date: string;
  comp: CompetitionRef;
  season: string;
  round: string;
  roundNo: number;
  group: string | null;
  home: TeamRef;
  away: TeamRef;
  kickoff: number;
  neutral: boolean;
  knockout: boolean;
  outcome: FootballOutcome;
}

export const isCupDay = (date: string): boolean => dayNumber(date) % 3 === 0;

export function compRef(def: {
  id: string;
  name: string;
  alias: string;
  color: string;
  kind: 'league' | 'cup';
}): CompetitionRef {
  return { id: def.id, name: def.name, alias: def.alias, color: def.color, kind: def.kind };
}

/**
 * The season a date belongs to: the year for a calendar-year league (中超, J联赛, MLS, 巴甲 …); otherwise the
 * European season, which begins in August (2026-11-27 is in 2026-2027, 2026-07-31 still in 2025-2026).
 */
export function seasonLabel(date: string, calendarYear: boolean): string {
  const year = Number(date.slice(0, 4));
  if (calendarYear) return String(year);
  const start = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return `${start}-${start + 1}`;
}

export class SyntheticFootball {
  private readonly teamCache = new Map<string, TeamRef[]>();
  private readonly roundCache = new Map<string, Fixture[]>();
  readonly companies: OddsCompany[] = COMPANIES.map((c) => ({ ...c }));

  constructor(readonly seed: number) {}

  teamsOf(def: { id: string; teams: readonly string[] }): TeamRef[] {
    let teams = this.teamCache.get(def.id);
    if (!teams) {
      teams = def.teams.map((alias) => ({ id: teamId(alias), name: teamNameZh(alias), alias }));
      this.teamCache.set(def.id, teams);
    }
    return teams;
  }

  /** A club's strength on a log scale; the same in league and cup (leagues' levels set the cups' gaps). */
  rating(team: TeamRef, level: number): number {
    return normal(rngFor(this.seed, 'rating', team.id)) * RATING_SD + Math.log(level) * LEVEL_EFFECT;
  }

  squad(team: TeamRef) {
    return makeSquad(this.seed, team.id, /[\u4e00-\u9fa5]/.test(team.alias));
  }

  /** Which round a league plays on a date, counting league days since the epoch. */
  leagueRound(def: LeagueDef, date: string): { cycle: number; round: number; rounds: number } | null {
    if (def.top && isCupDay(date)) return null;
    const dn = dayNumber(date);
    const index = def.top ? dn - Math.ceil(dn / 3) : dn;
    const rounds = 2 * (def.teams.length - 1);
    return { cycle: Math.floor(index / rounds), round: index % rounds, rounds };
  }

  /** Date on which a league played round `round` of the cycle that `date` belongs to. */
  roundDate(def: LeagueDef, date: string, round: number): string {
    const today = this.leagueRound(def, date);
    let d = date;
    let at = today ? today.round : null;
    if (at === null) {
      // A rest day: step back to the previous league day.
      d = addDays(d, -1);
      at = this.leagueRound(def, d)?.round ?? 0;
    }
    const step = round < at ? -1 : 1;
    while (at !== round) {
      d = addDays(d, step);
      const r = this.leagueRound(def, d);
      if (r) at = r.round;
    }
    return d;
  }

  private readonly roundDatesCache = new Map<string, readonly string[]>();

  /**
   * The date of every round of the cycle `date` belongs to (index = round): what roundDate answers round by
   * round, in one walk. Building a day asks for every earlier round of each league, and a walk per round made
   * that quadratic (seconds for a day nobody had opened, past the gateway's 2 s upstream timeout).
   */
  roundDates(def: LeagueDef, date: string): readonly string[] {
    const key = `${def.id}:${date}`;
    const hit = this.roundDatesCache.get(key);
    if (hit) return hit;
    let d = this.roundDate(def, date, 0);
    const first = this.leagueRound(def, d);
    const dates: string[] = [d];
    if (first) {
      while (dates.length < first.rounds) {
        d = addDays(d, 1);
        if (this.leagueRound(def, d)?.round === dates.length) dates.push(d);
      }
    }
    if (this.roundDatesCache.size > 5000) this.roundDatesCache.clear();
    this.roundDatesCache.set(key, dates);
    return dates;
  }

  /**
   * The season of the cycle that `date` belongs to: a cycle is one season, named by the date of its first round
   * (as a real season is by its kick-off), so all its rounds, its table and its match headers carry one label.
   */
  cycleSeason(def: LeagueDef, date: string): string {
    return seasonLabel(this.roundDate(def, date, 0), def.calendarYear);
  }

  leagueFixtures(def: LeagueDef, cycle: number, round: number, date: string): Fixture[] {
    const key = `${def.id}:${cycle}:${round}`;
    const hit = this.roundCache.get(key);
    if (hit) return hit;
    const teams = this.teamsOf(def);
    const pairs = roundRobin(teams.length)[round] ?? [];
    const comp = compRef(def);
    const season = this.cycleSeason(def, date);
    const fixtures = pairs.map(([h, a], i): Fixture => {
      const home = teams[h] as TeamRef;
      const away = teams[a] as TeamRef;
      const lambda = expectedGoals(this.rating(home, def.level), this.rating(away, def.level), false);
      const outcome = drawOutcome(rngFor(this.seed, 'fx', def.id, cycle, round, home.id), lambda, {
        knockout: false,
        allowSpecial: true,
      });
      const slot = def.slots[(i + round) % def.slots.length] ?? '20:00';
      return {
        id: matchId(date, def.id, i),
        date,
        comp,
        season,
        round: `第${round + 1}轮`,
        roundNo: round + 1,
        group: null,
        home,
        away,
        kickoff: slotTime(date, slot),
        neutral: false,
        knockout: false,
        outcome,
      };
    });
    this.roundCache.set(key, fixtures);
    return fixtures;
  }

  dayFixtures(date: string): Fixture[] {
    const out: Fixture[] = [];
    for (const def of FOOTBALL_LEAGUES) {
      const r = this.leagueRound(def, date);
      if (r) out.push(...this.leagueFixtures(def, r.cycle, r.round, date));
    }
    if (isCupDay(date)) for (const cup of FOOTBALL_CUPS) out.push(...this.cupFixturesOn(cup.id, date));
    return out.sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id));
  }

  cupFixturesOn(cupId: string, date: string): Fixture[] {
    const cup = findCup(cupId);
    return cup ? cupFixtures(this, cup, date) : [];
  }
}

/** How much a league's level moves its clubs' ratings (only matters where leagues meet, in the cups). */
const LEVEL_EFFECT = 0.4;

export const teamId = (alias: string): string => String(hashKey('team', alias));

/** "YYMMDD" + competition (3 digits) + index: the date is readable from the id, so any match can be found. */
export function matchId(date: string, compId: string, index: number): string {
  return `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}${compId.padStart(3, '0')}${String(index).padStart(2, '0')}`;
}

export function dateFromMatchId(id: string): string | null {
  if (!/^\d{11,}$/.test(id)) return null;
  const date = `20${id.slice(0, 2)}-${id.slice(2, 4)}-${id.slice(4, 6)}`;
  return isValidDate(date) ? date : null;
}

export function slotTime(date: string, slot: string): number {
  return dayStart(date) + (parseTimeOfDay(slot) ?? 20 * 3600_000);
}

export const lineupsFor = (synthetic: SyntheticFootball, fixture: Fixture) => ({
  home: makeLineup(synthetic.seed, `${fixture.id}:h`, synthetic.squad(fixture.home)),
  away: makeLineup(synthetic.seed, `${fixture.id}:a`, synthetic.squad(fixture.away)),
});
