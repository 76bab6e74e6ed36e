import { z } from 'zod';
import { FOOTBALL_STATES, type FootballState } from './football-state.ts';
import { mainOddsSchema } from './odds.ts';

/**
 * One row of the football list (`football:list` and `scheduleByDate`): everything the live table shows.
 * The match minute is not sent: `periodStart` (epoch ms of the current period's kick-off) lets the client
 * compute it, as titan007 does, so a row does not change every minute.
 */
export const footballMatchSchema = z.object({
  id: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  /** The league's colour on list pages, "#rrggbb". */
  leagueColor: z.string(),
  /** Round or group label such as "第4轮" or "A组"; empty when unknown. */
  round: z.string(),
  season: z.string(),
  homeId: z.string(),
  homeName: z.string(),
  awayId: z.string(),
  awayName: z.string(),
  /** League rank shown before the name, "[3]"; null for cups and unknown. */
  homeRank: z.number().int().nullable(),
  awayRank: z.number().int().nullable(),
  /** Scheduled kick-off, epoch ms. */
  kickoff: z.number(),
  state: z.custom<FootballState>((v) => FOOTBALL_STATES.includes(v as FootballState)),
  /** Epoch ms when the current period began (first half, second half, extra time); null when not running. */
  periodStart: z.number().nullable(),
  /** Announced stoppage minutes of the current period, shown as 45+N; 0 when none. */
  injuryTime: z.number().int().nonnegative(),
  homeScore: z.number().int().nonnegative(),
  awayScore: z.number().int().nonnegative(),
  /** Half-time score; null until half-time. */
  homeHalf: z.number().int().nonnegative().nullable(),
  awayHalf: z.number().int().nonnegative().nullable(),
  homeRed: z.number().int().nonnegative(),
  awayRed: z.number().int().nonnegative(),
  homeYellow: z.number().int().nonnegative(),
  awayYellow: z.number().int().nonnegative(),
  homeCorner: z.number().int().nonnegative(),
  awayCorner: z.number().int().nonnegative(),
  /** Penalty shoot-out score when there was one. */
  homePenalty: z.number().int().nonnegative().nullable(),
  awayPenalty: z.number().int().nonnegative().nullable(),
  /**
   * Score at the end of regular time (90 minutes + stoppage), what 亚盘 / 大小 / 欧赔 settle on ([D6]); null
   * until regular time has ended. Differs from the final score only when extra time produced goals.
   * Optional: an upstream without it still speaks the contract.
   */
  regular: z
    .object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() })
    .nullable()
    .optional(),
  odds: mainOddsSchema,
  /**
   * The main company's closing line (终盘) once the match has kicked off, null before; what a finished
   * match is settled against (赢/输/走, 大/小). Optional: an upstream without it still speaks the contract.
   */
  closing: mainOddsSchema.nullable().optional(),
  hasLineup: z.boolean(),
  hasAnimation: z.boolean(),
  /** Neutral ground (cup finals, World Cup): the home team is not at home. */
  neutral: z.boolean(),
});
export type FootballMatch = z.infer<typeof footballMatchSchema>;

/** A match's tallies before a ball is kicked: no half-time or shoot-out score, no card or corner. */
export const FOOTBALL_TALLIES_AT_KICKOFF = {
  homeHalf: null,
  awayHalf: null,
  homeRed: 0,
  awayRed: 0,
  homeYellow: 0,
  awayYellow: 0,
  homeCorner: 0,
  awayCorner: 0,
  homePenalty: null,
  awayPenalty: null,
} as const satisfies Partial<FootballMatch>;

/**
 * A row's counters before a ball is kicked: 0–0, the tallies above, no stoppage time. What fixtures and
 * synthetic days start a row from (the feed's match state its tallies), so a field added is added once.
 */
export const FOOTBALL_COUNTERS_AT_KICKOFF = {
  injuryTime: 0,
  homeScore: 0,
  awayScore: 0,
  ...FOOTBALL_TALLIES_AT_KICKOFF,
} as const satisfies Partial<FootballMatch>;

/** Match-time minute each running period starts at, and how long it lasts before stoppage time. */
const RUNNING_PERIOD: Partial<Record<FootballState, { start: number; length: number }>> = {
  1: { start: 0, length: 45 },
  3: { start: 45, length: 45 },
  // Extra time is one state: the feed keeps its periodStart continuous across the ET break (91'…120').
  4: { start: 90, length: 30 },
};

/**
 * The running minute of a football match ([D1]), the one implementation the site uses: `{minute: 67,
 * added: 0}`, or `{minute: 45, added: 2}` two minutes into first-half stoppage time; null when no period runs.
 */
export function footballMinute(
  match: Pick<FootballMatch, 'state' | 'periodStart'>,
  now: number,
): { minute: number; added: number } | null {
  const period = RUNNING_PERIOD[match.state];
  if (!period || match.periodStart === null) return null;
  const elapsed = Math.max(0, Math.floor((now - match.periodStart) / 60_000)) + 1;
  return elapsed > period.length
    ? { minute: period.start + period.length, added: elapsed - period.length }
    : { minute: period.start + elapsed, added: 0 };
}

/** "67'", or "45+2'" in stoppage time, as titan007 prints the 状态 column. */
export function formatFootballMinute(m: { minute: number; added: number }): string {
  return m.added > 0 ? `${m.minute}+${m.added}'` : `${m.minute}'`;
}
