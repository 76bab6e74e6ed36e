import { z } from 'zod';
import { basketballMatchSchema } from '../domain/basketball-match.ts';
import { footballEventSchema } from '../domain/football-events.ts';
import { footballMatchSchema } from '../domain/football-match.ts';
import { liveWordSchema } from '../domain/live-word.ts';
import { companyOddsSchema } from '../domain/odds.ts';
import type { Sport } from '../domain/sport.ts';
import { techStatSchema } from '../domain/tech-stats.ts';
import { LANG } from './constants.ts';

/**
 * The upstream score centre's contract for the calls the live pipeline polls ([F1]–[F6] in SPEC.md). The
 * feed serves these and the gateway validates what it reads against them. Every answer is wrapped in the
 * `{code, msg, data}` envelope; these schemas describe `data`.
 */

/** [F1] GET /sc/api/{sport}/scheduleByDate?date=YYYY-MM-DD&lang=0 — every match of the day. */
export const scheduleByDatePath = (sport: Sport, date?: string): string =>
  // One spelling for every reader: the gateway's /sc/api cache is keyed by the address, so the site's list
  // and the gateway's own pages (the arena's publish form) share one entry per day.
  `/sc/api/${sport}/scheduleByDate?${new URLSearchParams({
    ...(date === undefined ? {} : { date }),
    lang: String(LANG.schedules),
  })}`;
export const footballScheduleSchema = z.object({
  date: z.string(),
  serverTime: z.number(),
  matches: z.array(footballMatchSchema),
});
export const basketballScheduleSchema = z.object({
  date: z.string(),
  serverTime: z.number(),
  matches: z.array(basketballMatchSchema),
});

/**
 * [F2] GET /sc/api/{sport}/change?version=V — the rows changed in the last 20 s, and the current version.
 * When `version` equals the current one, `matches` is empty and the poller skips the poll's work.
 */
export const footballChangeSchema = z.object({
  version: z.number().int().nonnegative(),
  serverTime: z.number(),
  matches: z.array(footballMatchSchema),
});
export const basketballChangeSchema = z.object({
  version: z.number().int().nonnegative(),
  serverTime: z.number(),
  matches: z.array(basketballMatchSchema),
});

/**
 * [F3] GET /sc/api/football/liveWords?cursor=N[&matchId=X] — commentary lines with id > cursor, oldest
 * first, across all matches unless matchId is given; `cursor` in the answer is the highest id returned (or
 * the one given when nothing is new). At most `limit` lines (default 500).
 */
export const liveWordsSchema = z.object({
  cursor: z.number().int().nonnegative(),
  words: z.array(liveWordSchema),
});

/**
 * [F4] GET /sc/api/football/odds?cursor=V[&matchId=X] — companies' odds changed since version V (all of
 * a match's companies when matchId is given), with the new version.
 */
export const matchOddsSchema = z.object({ matchId: z.string(), companies: z.array(companyOddsSchema) });
export const oddsChangeSchema = z.object({
  cursor: z.number().int().nonnegative(),
  matches: z.array(matchOddsSchema),
});

export const lineupPlayerSchema = z.object({
  name: z.string(),
  number: z.number().int().nullable(),
  /** GK, DF, MF, FW (or G, F, C for basketball). */
  position: z.string(),
  captain: z.boolean(),
});
export const teamLineupSchema = z.object({
  formation: z.string(),
  starters: z.array(lineupPlayerSchema),
  bench: z.array(lineupPlayerSchema),
});
export const lineupsSchema = z.object({ home: teamLineupSchema, away: teamLineupSchema });

/** [F5] GET /sc/api/football/header?matchId — a match's live page: row, timeline, stats and line-ups. */
/** The source's own spellings of the names shown in Chinese (e.g. 曼联 ← Manchester United), for search and links. */
export const nameAliasesSchema = z.object({ league: z.string(), home: z.string(), away: z.string() });

/**
 * Where a match page's data comes from ([F5]/[F6] `provenance`), so the page can credit the real sources
 * (../shared/data/MANIFEST.md) and say what the feed modelled instead of showing it as fact.
 * `source` is where the result comes from; 'generated' is a synthetic match (everything made up).
 */
export const MATCH_SOURCES = ['football-data', 'openfootball', 'sfgio', 'nba', 'generated'] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];
export type RealMatchSource = Exclude<MatchSource, 'generated'>;

/** The parts of a football match page a source may or may not give, in the order a credit line names them. */
export const FOOTBALL_PARTS = [
  'result',
  'halfTime',
  'events',
  'eventMinutes',
  'cornerMinutes',
  'cards',
  'corners',
  'shots',
  'fouls',
  'tech',
  'lineups',
  'referee',
  'venue',
  'weather',
  'commentary',
  'shootoutOrder',
  'openingOdds',
  'closingOdds',
  'oddsMoves',
  'inPlayOdds',
] as const;
export type FootballPart = (typeof FOOTBALL_PARTS)[number];

/** The parts of a basketball match page, as FOOTBALL_PARTS. */
export const BASKETBALL_PARTS = [
  'result',
  'plays',
  'players',
  'starters',
  'minutes',
  'venue',
  'date',
  'odds',
] as const;
export type BasketballPart = (typeof BASKETBALL_PARTS)[number];

const provenanceSchema = <P extends readonly [string, ...string[]]>(parts: P) =>
  z.object({
    source: z.enum(MATCH_SOURCES),
    /** The real parts, grouped by the source that gives them (a replay may join two). */
    credits: z.array(
      z.object({
        source: z.enum(MATCH_SOURCES).exclude(['generated']),
        parts: z.array(z.enum(parts)),
      }),
    ),
    /** The parts the feed generated (to fit the real totals on a replay; all of them on a synthetic day). */
    modelled: z.array(z.enum(parts)),
  });
export const footballProvenanceSchema = provenanceSchema(FOOTBALL_PARTS);
export const basketballProvenanceSchema = provenanceSchema(BASKETBALL_PARTS);
export type FootballProvenance = z.infer<typeof footballProvenanceSchema>;
export type BasketballProvenance = z.infer<typeof basketballProvenanceSchema>;

export const footballHeaderSchema = z.object({
  match: footballMatchSchema,
  events: z.array(footballEventSchema),
  tech: z.record(z.string(), techStatSchema),
  lineups: lineupsSchema.nullable(),
  venue: z.string(),
  referee: z.string(),
  weather: z.string(),
  aliases: nameAliasesSchema.optional(),
  /** Optional: an upstream that does not say still speaks the contract (the page then credits nothing). */
  provenance: footballProvenanceSchema.optional(),
});

export const basketballPlayerLineSchema = z.object({
  name: z.string(),
  side: z.enum(['home', 'away']),
  starter: z.boolean(),
  minutes: z.number(),
  points: z.number().int(),
  rebounds: z.number().int(),
  assists: z.number().int(),
  steals: z.number().int(),
  blocks: z.number().int(),
  turnovers: z.number().int(),
  fouls: z.number().int(),
  fgMade: z.number().int(),
  fgAttempts: z.number().int(),
  threeMade: z.number().int(),
  threeAttempts: z.number().int(),
  ftMade: z.number().int(),
  ftAttempts: z.number().int(),
});

/** A player line's counting stats (every int field): what a team's totals sum, in the box score's order. */
export const PLAYER_LINE_COUNTS = [
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
  'fgMade',
  'fgAttempts',
  'threeMade',
  'threeAttempts',
  'ftMade',
  'ftAttempts',
] as const satisfies readonly (keyof z.infer<typeof basketballPlayerLineSchema>)[];

/** [F6] GET /sc/api/basketball/header?matchId — row, team totals and player box score. */
export const basketballHeaderSchema = z.object({
  match: basketballMatchSchema,
  tech: z.record(z.string(), techStatSchema),
  players: z.array(basketballPlayerLineSchema),
  aliases: nameAliasesSchema.optional(),
  /** The home arena; optional: an upstream without it still speaks the contract. */
  venue: z.string().optional(),
  /** As the football header's: where the game's data comes from; optional for older upstreams. */
  provenance: basketballProvenanceSchema.optional(),
});

export type FootballSchedule = z.infer<typeof footballScheduleSchema>;
export type BasketballSchedule = z.infer<typeof basketballScheduleSchema>;
export type FootballChange = z.infer<typeof footballChangeSchema>;
export type BasketballChange = z.infer<typeof basketballChangeSchema>;
export type LiveWords = z.infer<typeof liveWordsSchema>;
export type MatchOdds = z.infer<typeof matchOddsSchema>;
export type OddsChange = z.infer<typeof oddsChangeSchema>;
export type Lineups = z.infer<typeof lineupsSchema>;
export type FootballHeader = z.infer<typeof footballHeaderSchema>;
export type BasketballHeader = z.infer<typeof basketballHeaderSchema>;
export type BasketballPlayerLine = z.infer<typeof basketballPlayerLineSchema>;
