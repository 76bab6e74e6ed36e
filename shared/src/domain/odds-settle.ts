import type { AsianLine, OverUnderLine } from './odds.ts';

/**
 * How a finished match settles against a line ([D6]). Quarter lines (0.25, 0.75 …) split the stake over
 * the two neighbouring half lines, so a result can win or lose half: 赢半 / 输半, as Chinese sites print it.
 */
export type AsianResult = '赢' | '赢半' | '走' | '输半' | '输';
export type TotalResult = '大' | '大半' | '走' | '小半' | '小';

/** +1 win, 0 push, −1 loss of one whole line (an integer or half line). */
const settleWhole = (margin: number): number => Math.sign(margin);

function splitLine(line: number): [number, number] {
  // Quarter lines are two bets of half the stake each, a quarter goal either side.
  const quarters = Math.round(line * 4);
  return quarters % 2 === 0 ? [line, line] : [line - 0.25, line + 0.25];
}

/** Sum of the two halves: 2 win, 1 half win, 0 push, −1 half loss, −2 loss. */
function settleSplit(line: number, outcome: (half: number) => number): number {
  const [a, b] = splitLine(line);
  return settleWhole(outcome(a)) + settleWhole(outcome(b));
}

/**
 * 亚盘 from the home side's view: `line` is the home handicap in goals (0.5 = home gives half a goal), so
 * home covers when homeScore − line > awayScore.
 */
export function settleAsian(line: AsianLine['line'], homeScore: number, awayScore: number): AsianResult {
  const sum = settleSplit(line, (half) => homeScore - half - awayScore);
  return sum === 2 ? '赢' : sum === 1 ? '赢半' : sum === 0 ? '走' : sum === -1 ? '输半' : '输';
}

/** 大小: over wins when the total goals (points) exceed the line. */
export function settleTotal(line: OverUnderLine['line'], total: number): TotalResult {
  const sum = settleSplit(line, (half) => total - half);
  return sum === 2 ? '大' : sum === 1 ? '大半' : sum === 0 ? '走' : sum === -1 ? '小半' : '小';
}

/** The away side's view of a home 亚盘 result: it covers exactly when the home side does not. */
export const ASIAN_AWAY_VIEW: Record<AsianResult, AsianResult> = {
  赢: '输',
  赢半: '输半',
  走: '走',
  输半: '赢半',
  输: '赢',
};

/**
 * How 盘路 and 大小 tables count a result ([D6]): a half win counts as a win (赢盘 / 大) and a half loss as a
 * loss (输盘 / 小).
 */
export type LineOutcome = 'win' | 'push' | 'lose';
export const lineOutcome = (r: AsianResult | TotalResult): LineOutcome =>
  r === '赢' || r === '赢半' || r === '大' || r === '大半' ? 'win' : r === '走' ? 'push' : 'lose';

/** The fields of a finished row that decide what it settles on; basketball rows carry only the scores. */
export interface SettlementFields {
  homeScore: number;
  awayScore: number;
  regular?: { home: number; away: number } | null;
  homePenalty?: number | null;
}

/**
 * The score a finished match settles on ([D6]): the score at the end of regular time, never extra time or
 * penalties. Falls back to the final score when the row has no `regular` and shows no sign of extra time
 * (no shoot-out); null when it cannot be told (a shoot-out from an upstream without `regular`), since the
 * final score would then include extra-time goals.
 */
export function settlementScore(match: SettlementFields): { home: number; away: number } | null {
  if (match.regular) return match.regular;
  if (match.homePenalty !== undefined && match.homePenalty !== null) return null;
  return { home: match.homeScore, away: match.awayScore };
}
