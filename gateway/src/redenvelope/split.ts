/**
 * How a red envelope's money is cut into parts, in the smallest unit (1 = 0.01 球币), one part at a time so
 * each grab only needs what is left.
 *
 * Random (拼手气) uses the "double mean" rule: a part is uniform in [min, 2 × mean of what is left], capped so
 * every part still to come can get at least `min`. Every grab has the same expected value (the mean), so
 * grabbing early or late is equally fair; the last part takes the exact remainder, so the sum is exact.
 * Equal (普通) gives floor(left / parts left); the last part takes the remainder (1.00 / 3 → 0.33, 0.33, 0.34).
 */
export type SplitKind = 'random' | 'equal';

/** The smallest part: 0.01 球币. */
export const MIN_PART = 1;

export function nextPart(
  remainingAmount: number,
  remainingCount: number,
  kind: SplitKind,
  random: () => number = Math.random,
  min = MIN_PART,
): number {
  if (!Number.isInteger(remainingAmount) || !Number.isInteger(remainingCount) || remainingCount < 1) {
    throw new RangeError(`bad envelope state ${remainingAmount}/${remainingCount}`);
  }
  if (remainingAmount < remainingCount * min) throw new RangeError('not enough left for every part');
  if (remainingCount === 1) return remainingAmount;
  if (kind === 'equal') return Math.floor(remainingAmount / remainingCount);
  const upper = Math.min(
    Math.floor((2 * remainingAmount) / remainingCount),
    remainingAmount - (remainingCount - 1) * min,
  );
  // random() is in [0, 1); the clamp guards a generator that returns 1.
  const r = Math.min(Math.max(random(), 0), 0.999_999_999);
  return min + Math.floor(r * (upper - min + 1));
}

/** All parts at once (tests and previews): the sequence `nextPart` would hand out. */
export function splitAll(
  total: number,
  count: number,
  kind: SplitKind,
  random: () => number = Math.random,
): number[] {
  const parts: number[] = [];
  let left = total;
  for (let n = count; n > 0; n--) {
    const part = nextPart(left, n, kind, random);
    parts.push(part);
    left -= part;
  }
  return parts;
}
