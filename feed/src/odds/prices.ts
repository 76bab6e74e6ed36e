import type { AsianLine, EuroLine, OverUnderLine } from '@kuyi/shared';

/**
 * Turning probabilities into a company's prices. Decimal odds are 1 / (p · (1 + margin)); water is decimal
 * minus one. Prices are clamped to what books print (1.01 … 101) and the margin is kept by rescaling the
 * unclamped outcomes, so the implied probabilities always sum to 1 + margin.
 */
const round2 = (x: number): number => Math.round(x * 100) / 100;
const MIN_PRICE = 1.01;
const MAX_PRICE = 101;

export function priceOutcomes(probs: readonly number[], margin: number): number[] {
  const target = 1 + margin;
  const p = probs.map((x) => Math.max(x, 1e-9));
  // A near-certain outcome is capped at 1.01; the others share what is left of 1 + margin.
  const capped = p.map((x) => x * target > 1 / MIN_PRICE);
  const fixed = capped.reduce((s, c) => (c ? s + 1 / MIN_PRICE : s), 0);
  const freeP = p.reduce((s, x, i) => (capped[i] ? s : s + x), 0);
  const q = p.map((x, i) => (capped[i] ? 1 / MIN_PRICE : ((target - fixed) * x) / freeP));
  // Long shots are capped at 101, which can only add a little margin.
  return q.map((x) => round2(Math.min(MAX_PRICE, Math.max(MIN_PRICE, 1 / x))));
}

export function euroLine(probs: [number, number, number], margin: number): EuroLine {
  const [home, draw, away] = priceOutcomes(probs, margin);
  return { home: home ?? MIN_PRICE, draw: draw ?? MIN_PRICE, away: away ?? MIN_PRICE };
}

/** Two-way water prices for a probability of the first side (kept inside 0.2–0.8 by the line choice). */
function waters(p: number, margin: number): [number, number] {
  const clamped = Math.min(0.8, Math.max(0.2, p));
  const [a, b] = priceOutcomes([clamped, 1 - clamped], margin);
  return [round2((a ?? 2) - 1), round2((b ?? 2) - 1)];
}

/** Settlement share of a handicap bet by the margin over the line: quarter lines split the stake in two. */
export function settle(v: number): number {
  if (v >= 0.5) return 1;
  if (v <= -0.5) return 0;
  return 0.5 + v;
}

/** Quarter-goal lines from -maxLine to +maxLine. */
const quarterLines = (maxLine: number): number[] =>
  Array.from({ length: maxLine * 8 + 1 }, (_, i) => (i - maxLine * 4) / 4);

/**
 * The line whose first-side settlement value is closest to even, given the distribution of a margin.
 * `dist` maps an integer value (goal difference or total) to its probability.
 */
export function balancedLine(
  dist: ReadonlyMap<number, number>,
  candidates: readonly number[],
): { line: number; p: number } {
  let best = { line: candidates[0] ?? 0, p: 0.5, gap: Number.POSITIVE_INFINITY };
  for (const line of candidates) {
    let p = 0;
    for (const [value, prob] of dist) p += prob * settle(value - line);
    const gap = Math.abs(p - 0.5);
    if (gap < best.gap - 1e-9) best = { line, p, gap };
  }
  return { line: best.line, p: best.p };
}

export function asianLine(diff: ReadonlyMap<number, number>, margin: number): AsianLine {
  const { line, p } = balancedLine(diff, quarterLines(4));
  const [home, away] = waters(p, margin);
  return { line, home, away };
}

/** How far above the goals already scored a total line may go: the model's goals still to come stop at 12. */
const MAX_GOALS_TO_COME = 12;

/**
 * The live total (大小) line: a quarter line counted from the goals already scored, so it is always above
 * them however many there are (9 goals: 9.5 or more), never a fixed range that a high score runs past.
 */
export function overUnderLine(
  total: ReadonlyMap<number, number>,
  current: number,
  margin: number,
): OverUnderLine {
  const candidates = Array.from({ length: MAX_GOALS_TO_COME * 4 + 1 }, (_, i) => current + 0.5 + i / 4);
  const { line, p } = balancedLine(total, candidates);
  const [over, under] = waters(p, margin);
  return { line, over, under };
}

/**
 * Waters a book offers a main 亚盘 or 大小 line at (HK odds; about 1.65–2.30 decimal). When even the most
 * balanced line prices outside them — a total late in a match, where one more goal is unlikely and the line
 * cannot go below the goals scored — books close the market (封盘) rather than print 3.67 / 0.17.
 */
export const OFFERED_WATER = { min: 0.65, max: 1.3 } as const;

/** The quote when a book would offer it, null (closed, 封盘) when its waters are outside OFFERED_WATER. */
export function offered<Q extends AsianLine | OverUnderLine>(quote: Q): Q | null {
  const waters = 'over' in quote ? [quote.over, quote.under] : [quote.home, quote.away];
  return waters.every((w) => w >= OFFERED_WATER.min && w <= OFFERED_WATER.max) ? quote : null;
}

/** Point lines for basketball: half points from the expected value ± 20. */
export function pointLines(center: number): number[] {
  const base = Math.round(center * 2) / 2;
  return Array.from({ length: 81 }, (_, i) => base - 20 + i / 2);
}
export const twoWay = waters;
