import type { BasketballPlan } from '../basketball/plan-types.ts';
import type { FootballPlan } from '../football/plan-types.ts';
import type { CompetitionCatalog, CompetitionInfo, SeasonLookup } from '../season/competition.ts';
import type { SeasonGame } from './basketball-season.ts';

/**
 * A basketball league's season so far: its games of the current cycle up to today, as results (no play-by-play),
 * so that standings and analysis read them in milliseconds.
 */
export interface BasketballSeason {
  info: CompetitionInfo;
  season: string;
  teams: { id: string; name: string }[];
  games: SeasonGame[];
}
export type BasketballSeasonLookup = BasketballSeason | Exclude<SeasonLookup, object>;

/** Where a day's matches come from: generated (synthetic) or replayed (football-data, nba). */
export interface Source {
  readonly name: string;
  /** The matches of a Beijing date, fully planned. */
  buildDay(date: string): { football: FootballPlan[]; basketball: BasketballPlan[] };
  /** Leagues and cups, seasons, fixtures and results for the database calls. */
  readonly catalog: CompetitionCatalog;
  /** Basketball standings and results (sources without basketball answer 'unknownCompetition'). */
  basketballSeason(leagueId: string, season: string | null, t: number): BasketballSeasonLookup;
  /**
   * Optional: start building a league's season results in the background (a source whose season read is
   * costly the first time), so that a later basketballSeason answers at once.
   */
  warmBasketballSeason?(leagueId: string, t: number): void;
  /** Basketball leagues for the database index. */
  basketballLeagues(t: number): CompetitionInfo[];
}
