import type { BasketballProvenance, BasketballState } from '@kuyi/shared';
import type { CompetitionRef, PlannedWord, TeamRef } from '../football/plan-types.ts';

export type PlayKind =
  | '2pt'
  | '3pt'
  | 'ft'
  | 'miss2'
  | 'miss3'
  | 'ftMiss'
  | 'rebound'
  | 'turnover'
  | 'steal'
  | 'block'
  | 'foul'
  | 'timeout'
  | 'period';

/** One play-by-play action; `home`/`away` is the score after it. */
export interface BasketballPlay {
  at: number;
  period: number;
  /** Seconds left in the period. */
  clock: number;
  side: 'home' | 'away' | null;
  kind: PlayKind;
  points: number;
  player: string | null;
  assist: string | null;
  home: number;
  away: number;
}

/** The row's state/clock as it changes: a new entry whenever the clock stops, starts or the state moves. */
export interface ClockSegment {
  at: number;
  state: BasketballState;
  clockSeconds: number;
  running: boolean;
}

export interface RosterPlayer {
  name: string;
  side: 'home' | 'away';
  starter: boolean;
  position: string;
  /** Relative share of playing time. */
  share: number;
}

export interface BasketballPlan {
  sport: 'basketball';
  id: string;
  date: string;
  league: CompetitionRef;
  season: string;
  home: TeamRef;
  away: TeamRef;
  homeRank: number | null;
  awayRank: number | null;
  kickoff: number;
  quarterSeconds: number;
  plays: BasketballPlay[];
  segments: ClockSegment[];
  roster: RosterPlayer[];
  /** Pre-match expectations for the odds (the closing view): home margin and total points. */
  expected: { margin: number; total: number };
  /** The opening view; the pre-match quotes move from it to `expected`. */
  opening: { margin: number; total: number };
  oddsTimes: number[];
  preMatchOdds: number;
  words: PlannedWord[];
  changeTimes: number[];
  endAt: number;
  venue: string;
  /** Which parts of the game page are real and from where, which modelled ([F6] `provenance`). */
  provenance: BasketballProvenance;
}
