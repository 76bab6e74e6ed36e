import type { Scorer } from './competition.ts';

/**
 * 射手榜 rows with their rank: equal goals share a rank and the next rank skips the shared places (1, 2, 2,
 * 4 …), as the official Golden Boot tables and titan007 print them before any tie-break. `scorers` come
 * sorted by goals, most first; only the first `limit` are returned.
 */
export function rankScorers<T extends Pick<Scorer, 'goals'>>(
  scorers: readonly T[],
  limit = 50,
): (T & { rank: number })[] {
  let rank = 0;
  return scorers.slice(0, limit).map((r, i) => {
    if (i === 0 || r.goals !== scorers[i - 1]?.goals) rank = i + 1;
    return { rank, ...r };
  });
}
