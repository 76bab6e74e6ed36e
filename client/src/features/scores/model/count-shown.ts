/** What the toolbar counts: the rows the table shows, after the league filter and hidden matches. */
export interface ShownCounts {
  shown: number;
  live: number;
  /** Hidden by the visitor (restorable with one click). */
  hidden: number;
  /** Left out by the league filter. */
  filtered: number;
}

export function countShown<T extends { id: string; leagueId: string }>(
  rows: readonly T[],
  o: { hidden: readonly string[]; excluded: readonly string[]; isLive?: ((row: T) => boolean) | undefined },
): ShownCounts {
  const hidden = new Set(o.hidden);
  const excluded = new Set(o.excluded);
  const counts: ShownCounts = { shown: 0, live: 0, hidden: 0, filtered: 0 };
  for (const row of rows) {
    if (excluded.has(row.leagueId)) counts.filtered++;
    else if (hidden.has(row.id)) counts.hidden++;
    else {
      counts.shown++;
      if (o.isLive?.(row)) counts.live++;
    }
  }
  return counts;
}
