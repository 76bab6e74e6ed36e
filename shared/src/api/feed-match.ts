import { z } from 'zod';
import { basketballMatchSchema } from '../domain/basketball-match.ts';
import { footballMatchSchema } from '../domain/football-match.ts';
import { liveWordSchema } from '../domain/live-word.ts';
import { techStatSchema } from '../domain/tech-stats.ts';
import { basketballPlayerLineSchema } from './feed.ts';
import { basketballStandingRowSchema, scheduleItemSchema, standingRowSchema } from './feed-database.ts';

/** Response shapes of the score centre's per-match pages beyond the live pipeline (spec §7). */

/** One animation-stream item (动画直播): attack, dangerous attack, shot, corner, free kick, goal … */
export const animeItemSchema = z.object({
  id: z.number().int(),
  at: z.number(),
  minute: z.string(),
  side: z.enum(['home', 'away']).nullable(),
  kind: z.string(),
  label: z.string(),
});
/** GET /sc/api/{football,basketball}/anime?matchId[&cursor] — items with id > cursor visible now. */
export const animeSchema = z.object({
  matchId: z.string(),
  cursor: z.number().int(),
  items: z.array(animeItemSchema),
});

/** GET /sc/api/football/analysis?matchId — 分析: head-to-head, recent form, table rows, next fixtures. */
export const footballAnalysisSchema = z.object({
  matchId: z.string(),
  headToHead: z.array(scheduleItemSchema),
  homeRecent: z.array(scheduleItemSchema),
  awayRecent: z.array(scheduleItemSchema),
  homeFuture: z.array(scheduleItemSchema),
  awayFuture: z.array(scheduleItemSchema),
  homeStanding: standingRowSchema.nullable(),
  awayStanding: standingRowSchema.nullable(),
});

/** A basketball result line on analysis pages. */
export const basketballResultSchema = z.object({
  id: z.string(),
  kickoff: z.number(),
  leagueName: z.string(),
  homeId: z.string(),
  homeName: z.string(),
  awayId: z.string(),
  awayName: z.string(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
/** GET /sc/api/basketball/analysis?matchId — recent games of both teams and their table rows. */
export const basketballAnalysisSchema = z.object({
  matchId: z.string(),
  headToHead: z.array(basketballResultSchema),
  homeRecent: z.array(basketballResultSchema),
  awayRecent: z.array(basketballResultSchema),
  homeStanding: basketballStandingRowSchema.nullable(),
  awayStanding: basketballStandingRowSchema.nullable(),
});

/** GET /sc/api/football/airlive — matches live now with an animation or video stream. */
export const airLiveSchema = z.object({
  serverTime: z.number(),
  matches: z.array(z.object({ match: footballMatchSchema, animation: z.boolean(), video: z.boolean() })),
});

/** GET /sc/api/football/footBallScheduleV2?limit&matchState&level — filtered list rows. */
export const footballScheduleV2Schema = z.object({
  serverTime: z.number(),
  total: z.number().int(),
  matches: z.array(footballMatchSchema),
});

/** GET /sc/api/basketball/technic?matchId[&cursor] — play-by-play text (文字直播). */
export const basketballTechnicSchema = z.object({
  matchId: z.string(),
  cursor: z.number().int(),
  words: z.array(liveWordSchema),
});
/** GET /sc/api/basketball/tech?matchId — team totals. */
export const basketballTechSchema = z.object({
  matchId: z.string(),
  tech: z.record(z.string(), techStatSchema),
});
/** GET /sc/api/basketball/techcount?matchId — player box score. */
export const basketballTechCountSchema = z.object({
  matchId: z.string(),
  players: z.array(basketballPlayerLineSchema),
});

/** GET /sc/api/v1/video_link?id — streams of a match (football or basketball id). */
export const videoLinkSchema = z.object({
  matchId: z.string(),
  sport: z.enum(['football', 'basketball']),
  links: z.array(z.object({ name: z.string(), kind: z.enum(['animation', 'text']), url: z.string() })),
});

export const basketballRowListSchema = z.object({ matches: z.array(basketballMatchSchema) });

export type AnimeItem = z.infer<typeof animeItemSchema>;
export type Anime = z.infer<typeof animeSchema>;
export type FootballAnalysis = z.infer<typeof footballAnalysisSchema>;
export type BasketballResult = z.infer<typeof basketballResultSchema>;
export type BasketballAnalysis = z.infer<typeof basketballAnalysisSchema>;
export type AirLive = z.infer<typeof airLiveSchema>;
export type FootballScheduleV2 = z.infer<typeof footballScheduleV2Schema>;
export type BasketballTechnic = z.infer<typeof basketballTechnicSchema>;
export type BasketballTech = z.infer<typeof basketballTechSchema>;
export type BasketballTechCount = z.infer<typeof basketballTechCountSchema>;
export type VideoLink = z.infer<typeof videoLinkSchema>;
