import { type EuroLine, handicapLabel, overround } from './odds.ts';
import type { Sport } from './sport.ts';

/**
 * What the odds centre computes from quoted prices: each outcome's implied probability with the bookmaker's
 * margin taken out, the 返还率 (how much of the stakes a book pays back), and lines as fans read them.
 * A price of 0 or less means the outcome is not offered (basketball's 独赢 has `draw: 0`).
 */

const offered = (price: number) => Number.isFinite(price) && price > 0;

/** Normalised implied probabilities, (1/pᵢ) / Σ(1/p): they sum to 1 once the margin is removed ([D5]). */
export function impliedProbabilities(prices: readonly number[]): number[] {
  const inverse = prices.map((p) => (offered(p) ? 1 / p : 0));
  const sum = inverse.reduce((s, x) => s + x, 0);
  return inverse.map((x) => (sum > 0 ? x / sum : 0));
}

/** 返还率 = 1 / Σ(1/price) = 1 / (1 + overround); null when nothing is offered. */
export function returnRate(prices: readonly number[]): number | null {
  const quoted = prices.filter(offered);
  if (quoted.length === 0) return null;
  return 1 / (1 + overround(quoted));
}

export interface EuroBreakdown {
  home: number;
  /** null when the market has no draw (basketball 独赢). */
  draw: number | null;
  away: number;
  returnRate: number;
}

/** A 欧赔 line as the odds centre shows it: probabilities per outcome (0–1) and the 返还率 (0–1). */
export function euroBreakdown(line: EuroLine): EuroBreakdown | null {
  const rate = returnRate([line.home, line.draw, line.away]);
  if (rate === null) return null;
  const [home = 0, draw = 0, away = 0] = impliedProbabilities([line.home, line.draw, line.away]);
  return { home, draw: offered(line.draw) ? draw : null, away, returnRate: rate };
}

/** 返还率 of a water-priced pair (亚盘, 大小): water is the net return, so decimal = water + 1. */
export function waterReturnRate(a: number, b: number): number | null {
  return returnRate([a + 1, b + 1]);
}

/** Totals as Chinese sites print them: 2.5, or 2.5/3 for a quarter line (2.75). */
export function totalLineLabel(line: number): string {
  const quarter = Math.round(line * 4) % 2 !== 0;
  return quarter ? `${line - 0.25}/${line + 0.25}` : String(line);
}

/** A basketball spread from the home side: a home team giving 5.5 points reads -5.5, receiving reads +5.5. */
export function spreadLabel(line: number): string {
  if (line === 0) return '0';
  return line > 0 ? `-${line}` : `+${-line}`;
}

/**
 * The line of a handicap or total market in the words of its sport: football 亚盘 in Chinese words ([D4]:
 * 平手, 半球, 受一球 …), basketball 让分 as a signed spread, totals as numbers.
 */
export function marketLineLabel(kind: 'handicap' | 'total', line: number, sport: Sport = 'football'): string {
  if (kind === 'total') return totalLineLabel(line);
  return sport === 'basketball' ? spreadLabel(line) : handicapLabel(line);
}
