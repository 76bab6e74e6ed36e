import type { CupTableRow, DataSource } from '@kuyi/shared';
import type { TeamRef } from '../football/plan-types.ts';

/** A league or cup as the database pages list it. */
export interface CompetitionInfo {
  id: string;
  name: string;
  alias: string;
  color: string;
  region: string;
  kind: 'league' | 'cup';
  sport: 'football' | 'basketball';
  currentSeason: string;
  /** Seasons the database can show, newest first (set by the history catalog). */
  seasons?: string[];
  /** Where the looked-up season's data comes from, for the page's credit (set by the history catalog). */
  dataSource?: DataSource;
}

/** One match of a season as the database calls see it at an instant. */
export interface SeasonFixture {
  id: string;
  round: string;
  roundNo: number;
  group: string | null;
  kickoff: number;
  home: TeamRef;
  away: TeamRef;
  /** Football state code at the instant (0 upcoming, -1 finished, …). */
  state: number;
  /** Final score once finished (null before); a knockout match level after extra time has its shoot-out. */
  result: {
    home: number;
    away: number;
    homeHalf: number | null;
    awayHalf: number | null;
    penalties?: readonly [home: number, away: number] | null;
    /** The score includes extra time (absent: it does not). */
    extraTime?: boolean;
    /** With extra time: the score after 90 minutes, what 亚盘 and 大小 settle on ([D6]); absent otherwise. */
    regular?: readonly [home: number, away: number] | null;
  } | null;
  /** Closing 亚盘 line (home handicap) and 大小 line, for 盘路 and 大小 tables. */
  asianLine: number | null;
  ouLine: number | null;
  /** False for a play-off match the league table leaves out (absent: it counts). */
  inTable?: boolean;
  /** False where the score centre keeps no match page for it (absent: `header?matchId` answers it). */
  page?: boolean;
}

export interface Scorer {
  player: string;
  teamId: string;
  teamName: string;
  goals: number;
  penalties: number;
}

export interface CompetitionSeason {
  info: CompetitionInfo;
  season: string;
  teams: TeamRef[];
  fixtures: SeasonFixture[];
  /** Cup groups (four teams each); null for leagues. */
  groups: { name: string; teamIds: string[] }[] | null;
  /** Top scorers of finished matches. */
  scorers(): Scorer[];
  /**
   * The cup's own group tables, where it knows more than results (the World Cup: head-to-head, who went
   * through, 出线, as /worldcup shows them); absent: the database builds them from the group results.
   */
  groupTables?(): { name: string; table: CupTableRow[] }[];
}

export type SeasonLookup = CompetitionSeason | 'unknownCompetition' | 'unknownSeason';

export interface CompetitionCatalog {
  /** Where this catalog's own seasons come from (absent: generated). */
  readonly dataSource?: DataSource;
  list(t: number): CompetitionInfo[];
  season(id: string, season: string | null, t: number): SeasonLookup;
  /** Lets the catalog read today's matches' live states from the world. */
  bindLive?(state: (matchId: string, date: string, t: number) => number | null): void;
  /**
   * Lets a generated catalog take a team's position from the real table that replaces its season, so the
   * [3] before a team's name agrees with the table the same page shows (see world-catalog.ts).
   */
  useRealRanks?(ranks: RealRanks): void;
}

/** Positions in the real table of a league's season, by team id; null when no real season replaces it. */
export type RealRanks = (leagueId: string, season: string) => ReadonlyMap<string, number> | null;
