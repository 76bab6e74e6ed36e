import type { AsianLine, EuroLine, FootballProvenance, Lineups, OverUnderLine } from '@kuyi/shared';
import type { FootballOutcome, Pair } from './outcome.ts';
import type { Timeline } from './timeline.ts';

export interface TeamRef {
  id: string;
  name: string;
  /** The original (source) spelling. */
  alias: string;
}

export interface CompetitionRef {
  id: string;
  name: string;
  alias: string;
  color: string;
  kind: 'league' | 'cup';
}

/** Real prices a replay starts from and ends at (football-data opening and closing columns). */
export interface MarketValues {
  ya?: AsianLine;
  da?: OverUnderLine;
  ou?: EuroLine;
}
export interface OddsCompany {
  id: string;
  name: string;
  margin: number;
  bias: number;
  open?: MarketValues;
  close?: MarketValues;
}

export interface FootballOddsPlan {
  /** Instants the companies reprice, sorted; index 0 is the opening. */
  times: number[];
  /** How many of `times` fall before kick-off. */
  preMatch: number;
  companies: OddsCompany[];
  /** Closing expected goals; the opening is lambda · exp(drift). */
  lambda: Pair;
  drift: Pair;
}

/** A planned commentary line; ids are given per day once all matches' lines are known. */
export interface PlannedWord {
  at: number;
  time: string;
  text: string;
  kind: string | null;
  side: 'home' | 'away' | null;
}

/** Everything about one football match of a day, precomputed so a request only looks things up. */
export interface FootballPlan {
  sport: 'football';
  id: string;
  date: string;
  league: CompetitionRef;
  round: string;
  season: string;
  home: TeamRef;
  away: TeamRef;
  homeRank: number | null;
  awayRank: number | null;
  kickoff: number;
  neutral: boolean;
  outcome: FootballOutcome;
  timeline: Timeline;
  lineups: Lineups | null;
  /**
   * Where each part of the match page comes from, and which parts were generated: a replay that has no real
   * minutes still has a script (fitted to its totals), so this, not the script, says what is real.
   */
  provenance: FootballProvenance;
  venue: string;
  referee: string;
  weather: string;
  odds: FootballOddsPlan;
  words: PlannedWord[];
  /** Sorted instants at which the list row changes. */
  changeTimes: number[];
  /** Memo of computed odds per company and repricing index. */
  oddsMemo: Map<string, CompanyMarkets>;
}

export interface CompanyMarkets {
  ya: AsianLine | null;
  da: OverUnderLine | null;
  ou: EuroLine | null;
  halfYa: AsianLine | null;
  halfDa: OverUnderLine | null;
  halfOu: EuroLine | null;
}
