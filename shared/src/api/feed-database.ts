import { z } from 'zod';
import { settlementScore } from '../domain/odds-settle.ts';

/**
 * Response shapes of the score centre's database calls (spec §7: leaguePoints, leagueletgoal, leagueou,
 * leagueshooter, leagueschedules, cupInfo, database; basketball points). Each is the `data` of the envelope.
 * Seasons are labelled "2025-2026" (two-year leagues) or "2026" (calendar-year leagues).
 */
export const DATA_SOURCES = ['football-data', 'openfootball', 'nba-stats', 'generated'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

export const competitionInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  alias: z.string(),
  color: z.string(),
  region: z.string(),
  kind: z.enum(['league', 'cup']),
  sport: z.enum(['football', 'basketball']),
  currentSeason: z.string(),
  /** Seasons with data, newest first (real historic seasons where ../shared/data has them). */
  seasons: z.array(z.string()).optional(),
  /**
   * Where the data of the season an answer is about comes from, for the page's credit line
   * (../shared/data/MANIFEST.md): football-data.co.uk's files, openfootball's World Cups, or generated.
   * Absent on an upstream that does not say.
   */
  dataSource: z.enum(DATA_SOURCES).optional(),
});

export const standingRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  teamName: z.string(),
  played: z.number().int(),
  win: z.number().int(),
  draw: z.number().int(),
  lose: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDiff: z.number().int(),
  points: z.number().int(),
  /** Latest results first: 胜 / 平 / 负. */
  form: z.array(z.string()),
});

/** A fixture on schedule and analysis pages; scores are null until the match has finished. */
export const scheduleItemSchema = z.object({
  id: z.string(),
  round: z.string(),
  group: z.string().nullable(),
  kickoff: z.number(),
  homeId: z.string(),
  homeName: z.string(),
  awayId: z.string(),
  awayName: z.string(),
  state: z.number().int(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  homeHalf: z.number().int().nullable(),
  awayHalf: z.number().int().nullable(),
  /** Closing 亚盘 line (home handicap) and 大小 line when known. */
  asianLine: z.number().nullable(),
  ouLine: z.number().nullable(),
  /** A knockout match level after extra time: the shoot-out (absent or null otherwise). */
  homePenalties: z.number().int().nullable().optional(),
  awayPenalties: z.number().int().nullable().optional(),
  /** The result came after extra time (2-1 (加时)); absent or false otherwise. */
  extraTime: z.boolean().optional(),
  /** After extra time: the score at 90 minutes, what 亚盘 and 大小 settle on ([D6]); absent or null otherwise. */
  homeRegular: z.number().int().nullable().optional(),
  awayRegular: z.number().int().nullable().optional(),
  /**
   * False where the score centre has no match page for it (`header?matchId` answers 404: the older real seasons,
   * full-time results only); absent otherwise, and the 资料库 links a finished or live match's score to its page.
   */
  page: z.boolean().optional(),
});

/** GET /sc/api/football/leaguePoints?leagueId&season&lang=2 — 积分榜, overall / home / away. */
export const leaguePointsSchema = z.object({
  league: competitionInfoSchema,
  season: z.string(),
  total: z.array(standingRowSchema),
  home: z.array(standingRowSchema),
  away: z.array(standingRowSchema),
});

/** GET /sc/api/football/leagueletgoal?leagueId&season — 盘路: results against the closing 亚盘 line. */
export const letGoalRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  teamName: z.string(),
  played: z.number().int(),
  /** 赢盘 / 走盘 / 输盘 (half wins and half losses count as wins and losses). */
  win: z.number().int(),
  push: z.number().int(),
  lose: z.number().int(),
  /** Percent of matches won against the line. */
  winRate: z.number(),
  /** 净胜盘: wins minus losses. */
  net: z.number().int(),
});
export const leagueLetGoalSchema = z.object({
  league: competitionInfoSchema,
  season: z.string(),
  rows: z.array(letGoalRowSchema),
});

/** GET /sc/api/football/leagueou?leagueId&season — 大小球: matches over / under the closing total line. */
export const overUnderRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  teamName: z.string(),
  played: z.number().int(),
  over: z.number().int(),
  push: z.number().int(),
  under: z.number().int(),
  overRate: z.number(),
});
export const leagueOverUnderSchema = z.object({
  league: competitionInfoSchema,
  season: z.string(),
  rows: z.array(overUnderRowSchema),
});

/** GET /sc/api/football/leagueshooter?leagueId&season — 射手榜. */
export const shooterRowSchema = z.object({
  rank: z.number().int(),
  player: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  goals: z.number().int(),
  penalties: z.number().int(),
});
export const leagueShooterSchema = z.object({
  league: competitionInfoSchema,
  season: z.string(),
  rows: z.array(shooterRowSchema),
});

/** GET /sc/api/football/leagueschedules?leagueId&season[&round] — one round of fixtures (default: the current one). */
export const leagueSchedulesSchema = z.object({
  league: competitionInfoSchema,
  season: z.string(),
  rounds: z.number().int(),
  currentRound: z.number().int(),
  round: z.number().int(),
  matches: z.array(scheduleItemSchema),
});

/** A cup group's row: a standing row, plus for the World Cup whether the team went through (出线). */
export const cupTableRowSchema = standingRowSchema.extend({
  /** Set by cups that know it (the World Cup, as on /worldcup); absent elsewhere. */
  advanced: z.boolean().optional(),
});

/** GET /sc/api/football/cupInfo?cupId&season — group tables and every stage's fixtures. */
export const cupInfoSchema = z.object({
  cup: competitionInfoSchema,
  season: z.string(),
  groups: z.array(z.object({ name: z.string(), table: z.array(cupTableRowSchema) })),
  stages: z.array(z.object({ name: z.string(), matches: z.array(scheduleItemSchema) })),
});

/** GET /sc/api/football/database — competitions by region for the database index. */
export const databaseIndexSchema = z.object({
  regions: z.array(z.object({ region: z.string(), competitions: z.array(competitionInfoSchema) })),
});

/** GET /sc/api/basketball/points?leagueId&season — basketball standings (胜/负). */
export const basketballStandingRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  teamName: z.string(),
  played: z.number().int(),
  win: z.number().int(),
  lose: z.number().int(),
  winRate: z.number(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  /**
   * The standings page's columns (资料库), counted from the same finished games; optional so an upstream that
   * gives only 胜/负 still reads. gamesBehind is against the leader of the row's table (its conference
   * where it has one), in halves: (leader wins − wins + losses − leader losses) ÷ 2.
   */
  homeWin: z.number().int().optional(),
  homeLose: z.number().int().optional(),
  awayWin: z.number().int().optional(),
  awayLose: z.number().int().optional(),
  last10Win: z.number().int().optional(),
  last10Lose: z.number().int().optional(),
  /** Current run: 3 is three wins in a row (3连胜), −2 two losses (2连败), 0 before a first game. */
  streak: z.number().int().optional(),
  gamesBehind: z.number().optional(),
  /** 东部 / 西部 and the division (大西洋赛区 …) where the league has them (the NBA). */
  conference: z.string().optional(),
  division: z.string().optional(),
});
export const basketballPointsSchema = z.object({
  league: competitionInfoSchema,
  season: z.string(),
  rows: z.array(basketballStandingRowSchema),
});

export type CompetitionInfo = z.infer<typeof competitionInfoSchema>;
export type StandingRow = z.infer<typeof standingRowSchema>;
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;
export type LeaguePoints = z.infer<typeof leaguePointsSchema>;
export type LeagueLetGoal = z.infer<typeof leagueLetGoalSchema>;
export type LeagueOverUnder = z.infer<typeof leagueOverUnderSchema>;
export type LeagueShooter = z.infer<typeof leagueShooterSchema>;
export type LeagueSchedules = z.infer<typeof leagueSchedulesSchema>;
export type CupTableRow = z.infer<typeof cupTableRowSchema>;
export type CupInfo = z.infer<typeof cupInfoSchema>;
export type DatabaseIndex = z.infer<typeof databaseIndexSchema>;
export type BasketballPoints = z.infer<typeof basketballPointsSchema>;

/**
 * [D6] The score a finished fixture's 亚盘 and 大小 settle on: after extra time the 90-minute score, else the
 * final one. Null without a result, or after extra time when the centre gave no 90-minute score (the final
 * score would count extra-time goals).
 */
export function lineScore(item: ScheduleItem): { home: number; away: number } | null {
  if (item.homeScore === null || item.awayScore === null) return null;
  const regular =
    item.homeRegular != null && item.awayRegular != null
      ? { home: item.homeRegular, away: item.awayRegular }
      : null;
  if (item.extraTime && regular === null) return null;
  return settlementScore({
    homeScore: item.homeScore,
    awayScore: item.awayScore,
    regular,
    homePenalty: item.homePenalties ?? null,
  });
}
