import { z } from 'zod';
import { BASKETBALL_STATES, type BasketballState } from './basketball-state.ts';
import { mainOddsSchema } from './odds.ts';

/**
 * One row of the basketball list. The game clock is sent as (seconds left, when read, running?) so the
 * client counts down locally between patches instead of receiving one every second.
 * Odds reuse the football shape: `ya` 让分 (point spread), `da` 总分 (total), `ou` 独赢 (moneyline, draw 0).
 */
export const basketballMatchSchema = z.object({
  id: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  leagueColor: z.string(),
  season: z.string(),
  homeId: z.string(),
  homeName: z.string(),
  awayId: z.string(),
  awayName: z.string(),
  homeRank: z.number().int().nullable(),
  awayRank: z.number().int().nullable(),
  kickoff: z.number(),
  state: z.custom<BasketballState>((v) => BASKETBALL_STATES.includes(v as BasketballState)),
  /** Seconds left in the current period when `clockAt` was read. */
  clockSeconds: z.number().nonnegative(),
  clockAt: z.number(),
  clockRunning: z.boolean(),
  /** Regulation quarter length in seconds (600 FIBA, 720 NBA). */
  quarterSeconds: z.number().int().positive(),
  homeScore: z.number().int().nonnegative(),
  awayScore: z.number().int().nonnegative(),
  /** Points per period, index 0 = first quarter; overtime periods follow the fourth. */
  homeQuarters: z.array(z.number().int().nonnegative()),
  awayQuarters: z.array(z.number().int().nonnegative()),
  odds: mainOddsSchema,
  /**
   * The main company's closing line (终盘) once the match has kicked off, null before; what a finished
   * match is settled against (赢/输/走, 大/小). Optional: an upstream without it still speaks the contract.
   */
  closing: mainOddsSchema.nullable().optional(),
});
export type BasketballMatch = z.infer<typeof basketballMatchSchema>;

/** Seconds left on the game clock at `now`. */
export function basketballClock(
  match: Pick<BasketballMatch, 'clockSeconds' | 'clockAt' | 'clockRunning'>,
  now: number,
): number {
  if (!match.clockRunning) return match.clockSeconds;
  return Math.max(0, match.clockSeconds - (now - match.clockAt) / 1000);
}

/** "05:12" */
export function formatGameClock(seconds: number): string {
  const whole = Math.ceil(seconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
