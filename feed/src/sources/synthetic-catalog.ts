import {
  type CupDef,
  FOOTBALL_CUPS,
  FOOTBALL_LEAGUES,
  type LeagueDef,
  tieBreakOf,
} from '../catalog/football-leagues.ts';
import { finalScore } from '../football/outcome.ts';
import { modelledMainClosing } from '../odds/football-odds.ts';
import type {
  CompetitionCatalog,
  CompetitionInfo,
  RealRanks,
  SeasonFixture,
  SeasonLookup,
} from '../season/competition.ts';
import { buildStandings, type ResultLine, ranksOfPlayed } from '../season/standings.ts';
import { addDays, dateOf, dayNumber } from '../util/day-time.ts';
import {
  cupDayIndex,
  cupMatchday,
  cupMatchdayDate,
  cupTeams,
  cycleLength,
  groupCount,
} from './synthetic-cups.ts';
import { type Fixture, type SyntheticFootball, seasonLabel } from './synthetic-football.ts';
import { fallbackState, scorersOf } from './synthetic-results.ts';
import type { ClosingLines } from './worldcup-catalog.ts';

/** Today's matches are read from the live day (their state at t); set by the world once built. */
export type LiveResult = (fixture: Fixture, t: number) => SeasonFixture['result'] | 'pending';
export type LiveState = (fixture: Fixture, t: number) => number;

const PLAYED = new Set(['normal', 'interrupted']);

/** A cup's current season: the cycle of its latest cup day on or before `date`, named by its first matchday. */
const cupSeasonLabel = (cup: CupDef, date: string): string =>
  seasonLabel(cupMatchdayDate(cup, addDays(date, -(dayNumber(date) % 3)), 0), false);

/** Seasons of the synthetic leagues and cups: the current cycle's fixtures with results as of t. */
export class SyntheticCatalog implements CompetitionCatalog {
  private readonly lineCache = new Map<string, ClosingLines>();
  liveState: LiveState | null = null;
  private realRanks: RealRanks | null = null;

  bindLive(state: (matchId: string, date: string, t: number) => number | null): void {
    this.liveState = (f, t) => state(f.id, f.date, t) ?? fallbackState(f, t);
  }

  constructor(private readonly football: SyntheticFootball) {}

  useRealRanks(ranks: RealRanks): void {
    this.realRanks = ranks;
  }

  list(t: number): CompetitionInfo[] {
    const date = dateOf(t);
    return [
      ...FOOTBALL_LEAGUES.map((d) => this.info(d, date)),
      ...FOOTBALL_CUPS.map(
        (c): CompetitionInfo => ({
          id: c.id,
          name: c.name,
          alias: c.alias,
          color: c.color,
          region: c.region,
          kind: 'cup',
          sport: 'football',
          currentSeason: cupSeasonLabel(c, date),
        }),
      ),
    ];
  }

  private info(d: LeagueDef, date: string): CompetitionInfo {
    return {
      id: d.id,
      name: d.name,
      alias: d.alias,
      color: d.color,
      region: d.region,
      kind: 'league',
      sport: 'football',
      currentSeason: this.seasonOf(d, date),
    };
  }

  private readonly seasonCache = new Map<string, string>();

  /** The label of the cycle a league is in on `date` (the one season() answers). */
  private seasonOf(d: LeagueDef, date: string): string {
    const key = `${d.id}:${date}`;
    let label = this.seasonCache.get(key);
    if (label === undefined) {
      label = this.football.cycleSeason(d, date);
      if (this.seasonCache.size > 5000) this.seasonCache.clear();
      this.seasonCache.set(key, label);
    }
    return label;
  }

  /** Every round of the cycle a league is in on `date`, with the date each round is played. */
  cycleFixtures(def: LeagueDef, date: string): Fixture[] {
    const now =
      this.football.leagueRound(def, date) ??
      this.football.leagueRound(def, this.football.roundDate(def, date, 0));
    if (!now) return [];
    const dates = this.football.roundDates(def, date);
    return dates.flatMap((roundDate, r) => this.football.leagueFixtures(def, now.cycle, r, roundDate));
  }

  /**
   * League positions before a fixture's round (the [3] shown before a team name). Where the real season of
   * the same label replaces this one in the database, its table is the one every page shows, so its ranks.
   */
  ranksBefore(f: Fixture): ReadonlyMap<string, number> | null {
    const real = this.realRanks?.(f.comp.id, f.season);
    if (real) return real;
    const def = FOOTBALL_LEAGUES.find((d) => d.id === f.comp.id);
    const r = def ? this.football.leagueRound(def, f.date) : null;
    if (!def || !r) return null;
    // Every fixture of a round has the same table before it: built once per round, not once per fixture.
    const key = `${def.id}:${r.cycle}:${r.round}`;
    const hit = this.ranksCache.get(key);
    if (hit) return hit;
    const results: ResultLine[] = [];
    const dates = this.football.roundDates(def, f.date);
    for (let k = 0; k < r.round; k++) {
      for (const x of this.football.leagueFixtures(def, r.cycle, k, dates[k] as string)) {
        if (!PLAYED.has(x.outcome.status)) continue;
        const [home, away] = finalScore(x.outcome);
        results.push({ homeId: x.home.id, awayId: x.away.id, home, away });
      }
    }
    const table = buildStandings(this.football.teamsOf(def), results, 'all', tieBreakOf(def.id));
    const ranks = ranksOfPlayed(table);
    if (this.ranksCache.size > 5000) this.ranksCache.clear();
    this.ranksCache.set(key, ranks);
    return ranks;
  }

  private readonly ranksCache = new Map<string, ReadonlyMap<string, number>>();

  season(id: string, season: string | null, t: number): SeasonLookup {
    const date = dateOf(t);
    const cup = FOOTBALL_CUPS.find((c) => c.id === id);
    if (cup) return this.cupSeason(cup, season, t);
    const def = FOOTBALL_LEAGUES.find((d) => d.id === id);
    if (!def) return 'unknownCompetition';
    const info = this.info(def, date);
    if (season !== null && season !== info.currentSeason) return 'unknownSeason';
    const fixtures = this.cycleFixtures(def, date);
    const seasonFixtures = fixtures.map((f) => this.toSeasonFixture(f, t));
    const football = this.football;
    return {
      info,
      season: info.currentSeason,
      teams: this.football.teamsOf(def),
      fixtures: seasonFixtures,
      groups: null,
      scorers: () => scorersOf(football, fixtures, seasonFixtures),
    };
  }

  private cupSeason(cup: CupDef, season: string | null, t: number): SeasonLookup {
    const date = dateOf(t);
    const label = cupSeasonLabel(cup, date);
    // The cycle of the latest cup day on or before today.
    const lastCupDay = addDays(date, -(dayNumber(date) % 3));
    if (season !== null && season !== label) return 'unknownSeason';
    const ci = cupDayIndex(lastCupDay);
    const cycle = Math.floor(ci / cycleLength(cup));
    const fixtures: Fixture[] = [];
    for (let md = 0; md < cycleLength(cup); md++) {
      const mdDate = cupMatchdayDate(cup, lastCupDay, md);
      // Knockout pairings exist only once the stage before them has been played.
      if (md >= 6 && mdDate > date) break;
      fixtures.push(...cupMatchday(this.football, cup, cycle, md, mdDate));
    }
    const seasonFixtures = fixtures.map((f) => this.toSeasonFixture(f, t));
    const teams = cupTeams(cup);
    const football = this.football;
    return {
      info: {
        id: cup.id,
        name: cup.name,
        alias: cup.alias,
        color: cup.color,
        region: cup.region,
        kind: 'cup',
        sport: 'football',
        currentSeason: label,
      },
      season: label,
      teams,
      fixtures: seasonFixtures,
      groups: Array.from({ length: groupCount(cup) }, (_, g) => ({
        name: `${'ABCDEFGH'[g]}组`,
        teamIds: teams.slice(g * 4, g * 4 + 4).map((x) => x.id),
      })),
      scorers: () => scorersOf(football, fixtures, seasonFixtures),
    };
  }

  toSeasonFixture(f: Fixture, t: number): SeasonFixture {
    const state = this.liveState?.(f, t) ?? fallbackState(f, t);
    const played = PLAYED.has(f.outcome.status) && state === -1;
    const [home, away] = finalScore(f.outcome);
    const lines = this.closingLines(f);
    return {
      id: f.id,
      round: f.round,
      roundNo: f.roundNo,
      group: f.group,
      kickoff: f.kickoff,
      home: f.home,
      away: f.away,
      state,
      result: played
        ? {
            home,
            away,
            homeHalf: f.outcome.firstHalf[0],
            awayHalf: f.outcome.firstHalf[1],
            penalties: f.outcome.penalties?.score ?? null,
            extraTime: f.outcome.extraTime !== null,
            regular:
              f.outcome.extraTime !== null
                ? [
                    f.outcome.firstHalf[0] + f.outcome.secondHalf[0],
                    f.outcome.firstHalf[1] + f.outcome.secondHalf[1],
                  ]
                : null,
          }
        : null,
      asianLine: lines.asian,
      ouLine: lines.ou,
    };
  }

  /**
   * The main company's 亚盘 and 大小 终盘, as the match's row, header and odds pages show them ([D6]): the
   * 盘口 column and the 盘路 tables settle on the line a fan saw, not one priced apart.
   */
  private closingLines(f: Fixture): ClosingLines {
    let hit = this.lineCache.get(f.id);
    if (!hit) {
      const close = modelledMainClosing(this.football.companies, f.outcome.lambda);
      hit = { asian: close?.ya?.line ?? null, ou: close?.da?.line ?? null };
      this.lineCache.set(f.id, hit);
    }
    return hit;
  }
}
