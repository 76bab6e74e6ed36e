import {
  diffDistribution as sharedDiff,
  poissonPmf as sharedPmf,
  resultProbabilities as sharedResult,
} from '@kuyi/shared';

/**
 * Score distributions for the football odds: independent Poisson goals for each side from now on (shared's
 * arithmetic, summed to 12 goals a side so the feed's prices stay what they were).
 */
const MAX_GOALS = 12;

export const poissonPmf = (mean: number): number[] => sharedPmf(mean, MAX_GOALS);

/** Distribution of (home − away) goals still to come. */
export const diffDistribution = (homeMean: number, awayMean: number): Map<number, number> =>
  sharedDiff(homeMean, awayMean, MAX_GOALS);

/** Distribution of the final total given `current` goals already scored. */
export function totalDistribution(homeMean: number, awayMean: number, current: number): Map<number, number> {
  const t = poissonPmf(homeMean + awayMean);
  return new Map(t.map((p, k) => [k + current, p]));
}

/** Home win / draw / away win from the current goal difference plus what is still to come. */
export const resultProbabilities = (
  currentDiff: number,
  homeMean: number,
  awayMean: number,
): [number, number, number] => sharedResult(currentDiff, homeMean, awayMean, MAX_GOALS);

/** Expected goals that reproduce 1x2 probabilities (coarse grid, then a finer one around the best). */
export function meansFromResult(probs: [number, number, number]): [number, number] {
  const err = (h: number, a: number) => {
    const [ph, pd, pa] = resultProbabilities(0, h, a);
    return (ph - probs[0]) ** 2 + (pd - probs[1]) ** 2 + (pa - probs[2]) ** 2;
  };
  let best: [number, number] = [1.4, 1.1];
  let bestErr = Number.POSITIVE_INFINITY;
  const search = (h0: number, h1: number, a0: number, a1: number, step: number) => {
    for (let h = h0; h <= h1; h += step) {
      for (let a = a0; a <= a1; a += step) {
        const e = err(h, a);
        if (e < bestErr) {
          bestErr = e;
          best = [h, a];
        }
      }
    }
  };
  search(0.15, 4.5, 0.15, 4.5, 0.1);
  const [h, a] = best;
  search(Math.max(0.05, h - 0.1), h + 0.1, Math.max(0.05, a - 0.1), a + 0.1, 0.02);
  return best;
}
