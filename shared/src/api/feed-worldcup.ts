import { z } from 'zod';
import {
  competitionInfoSchema,
  scheduleItemSchema,
  shooterRowSchema,
  standingRowSchema,
} from './feed-database.ts';

/**
 * The World Cup calls of the score centre, shaped like `cupInfo` / `leagueshooter` (spec §7) with what a
 * World Cup page needs on top: extra time and penalties, a bracket, goals with minutes. Data: openfootball
 * (CC0). `season` is the tournament year ("2018", "2022", "2026").
 */
export const WORLD_CUP_STAGES = ['group', 'r32', 'r16', 'qf', 'sf', 'third', 'final'] as const;
export type WorldCupStage = (typeof WORLD_CUP_STAGES)[number];

export const worldCupGoalSchema = z.object({
  side: z.enum(['home', 'away']),
  player: z.string(),
  /** "23", "90+4", "118". */
  minute: z.string(),
  kind: z.enum(['goal', 'penaltyGoal', 'ownGoal']),
});

/** A World Cup match: a schedule item plus the knockout facts. Scores include extra time. */
export const worldCupMatchSchema = scheduleItemSchema.extend({
  stage: z.enum(WORLD_CUP_STAGES),
  /** FIFA match number, 1 … 64 (104 from 2026). */
  num: z.number().int(),
  venue: z.string(),
  /** FIFA codes ("ARG"); null while a knockout slot is still 待定. */
  homeCode: z.string().nullable(),
  awayCode: z.string().nullable(),
  extraTime: z.boolean(),
  homePenalties: z.number().int().nullable(),
  awayPenalties: z.number().int().nullable(),
  winnerId: z.string().nullable(),
  goals: z.array(worldCupGoalSchema),
});

export const worldCupTableRowSchema = standingRowSchema.extend({
  /** Went through to the knockout rounds (known once the group is over). */
  advanced: z.boolean(),
});

/** GET /sc/api/football/worldcupInfo?season — groups, every stage's matches, the bracket, the champion. */
export const worldCupInfoSchema = z.object({
  cup: competitionInfoSchema,
  season: z.string(),
  /** "2022年卡塔尔世界杯". */
  title: z.string(),
  host: z.string(),
  teamCount: z.number().int(),
  /** By the feed's clock: not started, under way, over. */
  status: z.enum(['upcoming', 'live', 'finished']),
  groups: z.array(z.object({ name: z.string(), table: z.array(worldCupTableRowSchema) })),
  stages: z.array(
    z.object({ stage: z.enum(WORLD_CUP_STAGES), name: z.string(), matches: z.array(worldCupMatchSchema) }),
  ),
  /** Knockout rounds in bracket order (a round's match i is fed by the previous round's 2i and 2i+1). */
  bracket: z.array(
    z.object({ stage: z.enum(WORLD_CUP_STAGES), name: z.string(), matches: z.array(worldCupMatchSchema) }),
  ),
  thirdPlace: worldCupMatchSchema.nullable(),
  champion: z.object({ id: z.string(), name: z.string(), code: z.string() }).nullable(),
  /** Where the data comes from, for the page's credit line. */
  credit: z.string(),
});

/** GET /sc/api/football/worldcupShooter?season — 射手榜 (own goals are not counted for the player). */
export const worldCupShooterSchema = z.object({
  cup: competitionInfoSchema,
  season: z.string(),
  rows: z.array(shooterRowSchema),
});

export type WorldCupGoal = z.infer<typeof worldCupGoalSchema>;
export type WorldCupMatch = z.infer<typeof worldCupMatchSchema>;
export type WorldCupTableRow = z.infer<typeof worldCupTableRowSchema>;
export type WorldCupInfo = z.infer<typeof worldCupInfoSchema>;
export type WorldCupShooter = z.infer<typeof worldCupShooterSchema>;
