import { z } from 'zod';

/**
 * The three markets fans read on every row. The spec's `pan` setting names them `ya` (亚盘, asian
 * handicap), `da` (大小, over/under) and `ou` (欧赔, 1x2). Prices are decimal odds for 欧赔 and "water"
 * (net return per unit, Hong Kong style, e.g. 0.92) for 亚盘 and 大小, as Chinese sites show them.
 * An asian `line` is the home team's handicap in goals: 0.25 means home gives a quarter goal (平/半).
 */
export const OddsMarket = { Asian: 'ya', OverUnder: 'da', Euro: 'ou' } as const;
export type OddsMarket = (typeof OddsMarket)[keyof typeof OddsMarket];

export const ODDS_MARKET_LABEL: Record<OddsMarket, string> = { ya: '亚盘', da: '大小', ou: '欧赔' };

export const asianLineSchema = z.object({ line: z.number(), home: z.number(), away: z.number() });
export const overUnderLineSchema = z.object({ line: z.number(), over: z.number(), under: z.number() });
export const euroLineSchema = z.object({ home: z.number(), draw: z.number(), away: z.number() });
export type AsianLine = z.infer<typeof asianLineSchema>;
export type OverUnderLine = z.infer<typeof overUnderLineSchema>;
export type EuroLine = z.infer<typeof euroLineSchema>;

/** The main line of each market as shown on a list row; null when no company offers it. */
export const mainOddsSchema = z.object({
  ya: asianLineSchema.nullable(),
  da: overUnderLineSchema.nullable(),
  ou: euroLineSchema.nullable(),
});
export type MainOdds = z.infer<typeof mainOddsSchema>;

export const EMPTY_MAIN_ODDS: MainOdds = { ya: null, da: null, ou: null };

/**
 * One market of one company: the opening value, the live one, and once the match has kicked off the
 * closing value (终盘, the last pre-match quote), which finished matches are judged against. `close` is
 * optional so an upstream that does not send it still speaks the contract.
 */
const marketPair = <T extends z.ZodType>(line: T) =>
  z.object({ open: line.nullable(), live: line.nullable(), close: line.nullable().optional() });

export const companyOddsSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  ya: marketPair(asianLineSchema),
  da: marketPair(overUnderLineSchema),
  ou: marketPair(euroLineSchema),
  /** Half-time markets (半场). */
  halfYa: marketPair(asianLineSchema),
  halfDa: marketPair(overUnderLineSchema),
  halfOu: marketPair(euroLineSchema),
  /** Epoch ms of the last change of any of this company's values. */
  updatedAt: z.number(),
});
export type CompanyOdds = z.infer<typeof companyOddsSchema>;

/** One step in a market's history, as the odds pages list it. */
export const oddsHistoryEntrySchema = z.object({
  companyId: z.string(),
  market: z.enum(['ya', 'da', 'ou', 'halfYa', 'halfDa', 'halfOu']),
  at: z.number(),
  /** Match minute when it moved in play; null before kick-off. */
  minute: z.number().nullable(),
  score: z.string().nullable(),
  value: z.union([asianLineSchema, overUnderLineSchema, euroLineSchema]),
});
export type OddsHistoryEntry = z.infer<typeof oddsHistoryEntrySchema>;

/** Bookmaker margin of a set of decimal prices: sum of implied probabilities minus 1. */
export function overround(decimalPrices: readonly number[]): number {
  return decimalPrices.reduce((sum, price) => sum + 1 / price, 0) - 1;
}

/** Water (HK odds) to decimal odds. */
export const waterToDecimal = (water: number): number => water + 1;

/** How a handicap reads in Chinese: 0 平手, 0.25 平/半, 0.5 半球, 0.75 半/一, 1 一球 … (titan007 style). */
const HANDICAP_WORDS = [
  '平手',
  '平/半',
  '半球',
  '半/一',
  '一球',
  '一/球半',
  '球半',
  '球半/两',
  '两球',
  '两/两球半',
  '两球半',
  '两球半/三',
  '三球',
  '三/三球半',
  '三球半',
  '三球半/四',
  '四球',
];
export function handicapLabel(line: number): string {
  const steps = Math.round(Math.abs(line) * 4);
  const word = HANDICAP_WORDS[steps] ?? `${Math.abs(line)}球`;
  return line < 0 ? `受${word}` : word;
}
