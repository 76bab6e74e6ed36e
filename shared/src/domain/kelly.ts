import type { EuroLine } from './odds.ts';
import { euroBreakdown } from './odds-math.ts';

/** A company's 凯利指数 of each outcome; draw null when the market has none (basketball 独赢). */
export interface Kelly {
  home: number;
  draw: number | null;
  away: number;
}

/**
 * 凯利指数 of every company's 欧赔, as titan007 prints it (the odds centre and the feed's euro1x2): price × the mean, over the companies with a
 * line, of that outcome's implied probability normalised per company by its 返还率 ([D5]). Lines are given
 * in the order shown; a company without a line (never priced, or 封) gets null and counts in no average.
 */
export function kellyIndexes(lines: readonly (EuroLine | null)[]): (Kelly | null)[] {
  const probs = lines.map((l) => (l ? euroBreakdown(l) : null));
  const priced = probs.filter((p) => p !== null);
  if (priced.length === 0) return lines.map(() => null);
  const mean = (pick: (p: NonNullable<(typeof probs)[number]>) => number) =>
    priced.reduce((s, p) => s + pick(p), 0) / priced.length;
  const avg = { home: mean((p) => p.home), draw: mean((p) => p.draw ?? 0), away: mean((p) => p.away) };
  return lines.map((line, i) => {
    if (!line || !probs[i]) return null;
    return {
      home: line.home * avg.home,
      draw: probs[i].draw === null ? null : line.draw * avg.draw,
      away: line.away * avg.away,
    };
  });
}
