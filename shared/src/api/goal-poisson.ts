/**
 * Goals still to come as independent Poisson counts per side, and how 大小 / 亚盘 / 胜平负 settle on them:
 * the arithmetic the AI view (match-view.ts) reads the odds back through.
 */

/** Goals per side the sums run to: past it the Poisson tail is below 1e-9 for any mean a match reaches. */
const MAX_GOALS = 15;

/** P(0..maxGoals goals) for a Poisson mean; the feed's odds model sums to 12, the AI view to 15. */
export function poissonPmf(mean: number, maxGoals = MAX_GOALS): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= maxGoals; k++) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}

/** Share of a bet on "value above line" that wins: quarter lines split the stake, a push returns it. */
function settleShare(value: number, line: number): { win: number; push: number } {
  const v = value - line;
  if (v >= 0.5) return { win: 1, push: 0 };
  if (v <= -0.5) return { win: 0, push: 0 };
  if (v === 0) return { win: 0, push: 1 };
  // ±0.25: half the stake on the whole line (push), half on the half line.
  return v > 0 ? { win: 0.5, push: 0.5 } : { win: 0, push: 0.5 };
}

/** Chance a bet on "above line" wins, pushes left out, as a margin-free two-way price reads it. */
function aboveLine(dist: ReadonlyMap<number, number>, line: number): number {
  let win = 0;
  let push = 0;
  for (const [value, p] of dist) {
    const s = settleShare(value, line);
    win += p * s.win;
    push += p * s.push;
  }
  return push < 1 ? win / (1 - push) : 0.5;
}

/** 大: more than `line` goals still to come, for a Poisson total with mean `mean`. */
export function overProbability(line: number, mean: number): number {
  return aboveLine(new Map(poissonPmf(mean).map((p, k) => [k, p])), line);
}

/** Distribution of (home − away) goals still to come. */
export function diffDistribution(home: number, away: number, maxGoals = MAX_GOALS): Map<number, number> {
  const h = poissonPmf(home, maxGoals);
  const a = poissonPmf(away, maxGoals);
  const out = new Map<number, number>();
  h.forEach((ph, i) => {
    a.forEach((pa, j) => {
      out.set(i - j, (out.get(i - j) ?? 0) + ph * pa);
    });
  });
  return out;
}

/** 亚盘 home side covering `line` (home gives `line` goals) on the goals still to come. */
export function homeCovers(line: number, home: number, away: number): number {
  return aboveLine(diffDistribution(home, away), line);
}

/**
 * Home win / draw / away win from the current goal difference plus what is still to come. Plain loops over the
 * two PMFs, no map: the feed's 1x2 fit calls this a few thousand times a match while it builds a day.
 */
export function resultProbabilities(
  currentDiff: number,
  home: number,
  away: number,
  maxGoals = MAX_GOALS,
): [number, number, number] {
  const h = poissonPmf(home, maxGoals);
  const a = poissonPmf(away, maxGoals);
  let win = 0;
  let draw = 0;
  let loss = 0;
  for (let i = 0; i < h.length; i++) {
    const hi = h[i] ?? 0;
    for (let j = 0; j < a.length; j++) {
      const p = hi * (a[j] ?? 0);
      const final = i - j + currentDiff;
      if (final > 0) win += p;
      else if (final === 0) draw += p;
      else loss += p;
    }
  }
  const sum = win + draw + loss;
  return [win / sum, draw / sum, loss / sum];
}

/** The x in [lo, hi] where an increasing f reaches target (the nearest end when it never does). */
export function solveIncreasing(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 50; i++) {
    const mid = (a + b) / 2;
    if (f(mid) < target) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}
