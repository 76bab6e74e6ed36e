/** The list's state filter: matches in play, still to come, or over (finished or called off). */
export type TodayFilter = 'all' | 'live' | 'upcoming' | 'over';

export const TODAY_FILTERS: readonly { filter: TodayFilter; label: string }[] = [
  { filter: 'all', label: '全部' },
  { filter: 'live', label: '进行中' },
  { filter: 'upcoming', label: '未开赛' },
  { filter: 'over', label: '完场' },
];

interface Row {
  id: string;
  kickoff: number;
  state: number;
}

/** 中断: play stopped (weather, crowd) and may resume, the same code in both sports. */
const INTERRUPTED = -13;

/**
 * Both sports use positive states for play in progress, 0 before kick-off, negatives once over or off. An
 * interrupted match is still in progress: its odds fan waits for the restart, not for the result.
 */
const group = (state: number): Exclude<TodayFilter, 'all'> =>
  state > 0 || state === INTERRUPTED ? 'live' : state === 0 ? 'upcoming' : 'over';

const RANK = { live: 0, upcoming: 1, over: 2 } as const;

/** What an odds fan looks for first: matches in play, then the next kick-offs, then the ones over. */
export function filterToday<T extends Row>(rows: readonly T[], filter: TodayFilter): T[] {
  return rows
    .filter((r) => filter === 'all' || group(r.state) === filter)
    .sort(
      (a, b) =>
        RANK[group(a.state)] - RANK[group(b.state)] || a.kickoff - b.kickoff || a.id.localeCompare(b.id),
    );
}

export function countToday(rows: readonly Row[]): Record<TodayFilter, number> {
  const counts = { all: rows.length, live: 0, upcoming: 0, over: 0 };
  for (const r of rows) counts[group(r.state)] += 1;
  return counts;
}
