import { z } from 'zod';
import { competitionInfoSchema } from './feed-database.ts';

/**
 * The basketball 资料库 calls (beyond the original site's basketball/points): the index of leagues and
 * seasons, a season's games by month or by team, and team averages. Seasons come from the source (the
 * synthetic or replayed day's league) plus, for the NBA, the real 2018-2019 regular season of
 * ../shared/data (stats.nba.com's league game log, via pbpstats) when that file is present.
 */

/** GET /sc/api/basketball/database — basketball leagues for the 资料库 index, each with its seasons. */
export const basketballDatabaseSchema = z.object({
  leagues: z.array(competitionInfoSchema),
});

/** One game of a season, finished (scores) or still to come (scores null). */
export const basketballSeasonGameSchema = z.object({
  id: z.string(),
  /** Tip-off, epoch ms. Real seasons give only the date: tip-off is that Beijing day's 08:00. */
  kickoff: z.number(),
  homeId: z.string(),
  homeName: z.string(),
  awayId: z.string(),
  awayName: z.string(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** Overtime periods played (0 or absent: none); known where the source says. */
  overtimes: z.number().int().min(0).optional(),
  /** Tipped off and not finished yet (scores stay null until the final); absent otherwise. */
  live: z.boolean().optional(),
  /**
   * False where the score centre has no match page for the game (the real 2018-2019 season: a league log, no
   * play-by-play); absent otherwise, and the 资料库 links a finished or live game to its page.
   */
  page: z.boolean().optional(),
});

/**
 * GET /sc/api/basketball/leagueschedules?leagueId&season[&month=YYYY-MM][&teamId] — with teamId, that team's
 * whole season (month ignored); else one month's games (default: the month of the latest finished game, or the
 * first month). Games in tip-off order.
 */
export const basketballLeagueSchedulesSchema = z.object({
  league: competitionInfoSchema,
  season: z.string(),
  /** Months with games, "YYYY-MM" (Beijing), ascending. */
  months: z.array(z.string()),
  /** The month answered; null when teamId was given. */
  month: z.string().nullable(),
  teamId: z.string().nullable(),
  games: z.array(basketballSeasonGameSchema),
});

/**
 * GET /sc/api/basketball/teamStats?leagueId&season — per-game averages of every team over its finished games.
 * Box-score averages are present only where the source has team box scores (the real NBA season).
 */
export const basketballTeamStatRowSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  played: z.number().int(),
  /** Points scored and allowed per game, one decimal. */
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  rebounds: z.number().optional(),
  offensiveRebounds: z.number().optional(),
  assists: z.number().optional(),
  steals: z.number().optional(),
  blocks: z.number().optional(),
  turnovers: z.number().optional(),
  fouls: z.number().optional(),
  /** Shooting percentages as fractions 0..1 (made ÷ attempted over the season). */
  fgPct: z.number().optional(),
  fg3Pct: z.number().optional(),
  ftPct: z.number().optional(),
});
export const basketballTeamStatsSchema = z.object({
  league: competitionInfoSchema,
  season: z.string(),
  rows: z.array(basketballTeamStatRowSchema),
});

export type BasketballDatabase = z.infer<typeof basketballDatabaseSchema>;
export type BasketballSeasonGame = z.infer<typeof basketballSeasonGameSchema>;
export type BasketballLeagueSchedules = z.infer<typeof basketballLeagueSchedulesSchema>;
export type BasketballTeamStatRow = z.infer<typeof basketballTeamStatRowSchema>;
export type BasketballTeamStats = z.infer<typeof basketballTeamStatsSchema>;
