import { poissonPmf as sharedPmf } from '@kuyi/shared';

/** Score distributions for the football odds: independent Poisson goals for each side from now on. */
const MAX_GOALS = 12;

export const poissonPmf = (mean: number): number[] => sharedPmf(mean, MAX_GOALS);

/** Distribution of (home − away) goals still to come. */
export function diffDistribution(homeMean: number, awayMean: number): Map<number, number> {
  const h = poissonPmf(homeMean);
  const a = poissonPmf(awayMean);
  const out = new Map<number, number>();
  h.forEach((ph, i) => {
    a.forEach((pa, j) => {
      out.set(i - j, (out.get(i - j) ?? 0) + ph * pa);
    });
  });
  return out;
}

/** Distribution of the final total given `current` goals already scored. */
export function totalDistribution(homeMean: number, awayMean: number, current: number): Map<number, number> {
  const t = poissonPmf(homeMean + awayMean);
  return new Map(t.map((p, k) => [k + current, p]));
}

/** Home win / draw / away win from the current goal difference plus what is still to come. */
export function resultProbabilities(
  currentDiff: number,
  homeMean: number,
  awayMean: number,
): [number, number, number] {
  const h = poissonPmf(homeMean);
  const a = poissonPmf(awayMean);
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let i = 0; i < h.length; i++) {
    const hi = h[i] ?? 0;
    for (let j = 0; j < a.length; j++) {
      const p = hi * (a[j] ?? 0);
      const final = i - j + currentDiff;
      if (final > 0) home += p;
      else if (final === 0) draw += p;
      else away += p;
    }
  }
  const sum = home + draw + away;
  return [home / sum, draw / sum, away / sum];
}

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
