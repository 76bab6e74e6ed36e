import { z } from 'zod';
import { basketballMatchSchema } from '../domain/basketball-match.ts';
import { footballMatchSchema } from '../domain/football-match.ts';
import {
  asianLineSchema,
  companyOddsSchema,
  euroLineSchema,
  oddsHistoryEntrySchema,
  overUnderLineSchema,
} from '../domain/odds.ts';

/** Response shapes of the score centre's odds-page calls (spec §7), the `data` of each envelope. */

/** GET /sc/api/football/multicap?matchId — 多盘口: the main company's alternative 亚盘 and 大小 lines. */
export const multicapSchema = z.object({
  matchId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  ya: z.array(asianLineSchema),
  da: z.array(overUnderLineSchema),
});

const probabilitiesSchema = z.object({ home: z.number(), draw: z.number(), away: z.number() });
/** GET /sc/api/football/euro1x2?matchId — 欧赔 of every company with implied probabilities, 返还率 and Kelly. */
export const euro1x2Schema = z.object({
  matchId: z.string(),
  companies: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      open: euroLineSchema.nullable(),
      live: euroLineSchema.nullable(),
      /** Implied probabilities of the live prices, normalised, percent. */
      probability: probabilitiesSchema,
      /** 返还率: 1 / Σ(1/price), percent. */
      returnRate: z.number(),
      /** Kelly index of each outcome against the average probabilities. */
      kelly: probabilitiesSchema,
    }),
  ),
  average: z.object({ open: euroLineSchema, live: euroLineSchema }),
});

/** GET /sc/api/football/analyoddsdetail?matchId&companyId[&market=ya|da|halfYa|halfDa] — one market's changes. */
export const oddsDetailSchema = z.object({
  matchId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  market: z.string(),
  history: z.array(oddsHistoryEntrySchema),
});

/** GET /sc/api/football/odds2?date[&companyId] — one company's full odds for every match of a day (指数页). */
export const dayOddsSchema = z.object({
  date: z.string(),
  companyId: z.string(),
  matches: z.array(z.object({ match: footballMatchSchema, odds: companyOddsSchema })),
});

/** GET /sc/api/basketball/scheduleAddOdds?userId and v1 testAddOdds / testAddOdds2 — rows with every company's odds. */
export const footballScheduleOddsSchema = z.object({
  serverTime: z.number(),
  matches: z.array(z.object({ match: footballMatchSchema, companies: z.array(companyOddsSchema) })),
});
export const basketballScheduleOddsSchema = z.object({
  serverTime: z.number(),
  matches: z.array(z.object({ match: basketballMatchSchema, companies: z.array(companyOddsSchema) })),
});

/** GET /sc/api/v1/match/getOdds2ByMatchId?matchId&oddsType (1 亚盘, 2 欧赔 — the default, 3 大小). */
export const oddsByTypeSchema = z.object({
  matchId: z.string(),
  oddsType: z.number().int(),
  market: z.enum(['ya', 'ou', 'da']),
  companies: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      open: z.union([asianLineSchema, euroLineSchema, overUnderLineSchema]).nullable(),
      live: z.union([asianLineSchema, euroLineSchema, overUnderLineSchema]).nullable(),
    }),
  ),
});

export type Multicap = z.infer<typeof multicapSchema>;
export type Euro1x2 = z.infer<typeof euro1x2Schema>;
export type OddsDetail = z.infer<typeof oddsDetailSchema>;
export type DayOdds = z.infer<typeof dayOddsSchema>;
export type FootballScheduleOdds = z.infer<typeof footballScheduleOddsSchema>;
export type BasketballScheduleOdds = z.infer<typeof basketballScheduleOddsSchema>;
export type OddsByType = z.infer<typeof oddsByTypeSchema>;
