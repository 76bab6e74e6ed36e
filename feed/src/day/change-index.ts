/**
 * Instants at which some match's row changes, sorted, so "what changed in (from, to]" is two binary
 * searches — `change` answers in microseconds however many matches the day has.
 */
export interface ChangeIndex {
  at: number[];
  match: number[];
}

export function buildChangeIndex(perMatch: readonly (readonly number[])[]): ChangeIndex {
  const pairs: [number, number][] = [];
  perMatch.forEach((times, i) => {
    for (const t of times) pairs.push([t, i]);
  });
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { at: pairs.map((p) => p[0]), match: pairs.map((p) => p[1]) };
}

/** First position whose instant is > t. */
export function upperBound(sorted: readonly number[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Matches (indexes) with a change in (from, to]. */
export function changedBetween(index: ChangeIndex, from: number, to: number): Set<number> {
  const out = new Set<number>();
  for (let i = upperBound(index.at, from); i < index.at.length && (index.at[i] ?? 0) <= to; i++) {
    out.add(index.match[i] ?? 0);
  }
  return out;
}

/** The latest change instant ≤ t, or null. */
export function lastChangeAt(index: ChangeIndex, t: number): number | null {
  const i = upperBound(index.at, t);
  return i > 0 ? (index.at[i - 1] ?? null) : null;
}
