import type { BasketballTeamStatRow } from '@kuyi/shared';

type Row = BasketballTeamStatRow;

export interface StatColumn {
  key: string;
  label: string;
  value: (r: Row) => number | undefined;
  text: (v: number) => string;
  /** Fewer is better (失分, 失误, 犯规): the first click puts the fewest on top. */
  fewerIsBetter?: boolean;
  /** Dropped on phones (≤480 px) where the table would otherwise scroll a long way. */
  minor?: boolean;
}

const one = (v: number) => v.toFixed(1);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
// A league's average margin rounds to 0.0 from either side: no "-0.0".
const signed = (v: number) => {
  const t = Math.abs(v).toFixed(1);
  return t === '0.0' ? t : `${v > 0 ? '+' : '-'}${t}`;
};

/** 球队统计's columns, in titan007's order; the box-score ones show only when the answer has them. */
export const STAT_COLUMNS: readonly StatColumn[] = [
  { key: 'played', label: '场次', value: (r) => r.played, text: String, minor: true },
  { key: 'pointsFor', label: '场均得分', value: (r) => r.pointsFor, text: one },
  { key: 'pointsAgainst', label: '场均失分', value: (r) => r.pointsAgainst, text: one, fewerIsBetter: true },
  // Rounded from the one-decimal averages, as the reader can check it against the two columns beside it.
  {
    key: 'net',
    label: '净胜分',
    value: (r) => Math.round((r.pointsFor - r.pointsAgainst) * 10) / 10,
    text: signed,
  },
  { key: 'rebounds', label: '篮板', value: (r) => r.rebounds, text: one },
  { key: 'offensiveRebounds', label: '进攻篮板', value: (r) => r.offensiveRebounds, text: one, minor: true },
  { key: 'assists', label: '助攻', value: (r) => r.assists, text: one },
  { key: 'steals', label: '抢断', value: (r) => r.steals, text: one, minor: true },
  { key: 'blocks', label: '盖帽', value: (r) => r.blocks, text: one, minor: true },
  { key: 'turnovers', label: '失误', value: (r) => r.turnovers, text: one, fewerIsBetter: true, minor: true },
  { key: 'fouls', label: '犯规', value: (r) => r.fouls, text: one, fewerIsBetter: true, minor: true },
  { key: 'fgPct', label: '投篮%', value: (r) => r.fgPct, text: pct },
  { key: 'fg3Pct', label: '三分%', value: (r) => r.fg3Pct, text: pct },
  { key: 'ftPct', label: '罚球%', value: (r) => r.ftPct, text: pct, minor: true },
];

/** [BB7] Only the columns some row has a value for: a synthetic season has no box scores, so no 篮板 of "-". */
export const columnsFor = (rows: readonly Row[]): StatColumn[] =>
  STAT_COLUMNS.filter((c) => rows.some((r) => c.value(r) !== undefined));

export type SortDir = 'asc' | 'desc';
export interface StatSort {
  key: string;
  dir: SortDir;
}

/** Opens on the best attack first, as titan007's 球队统计 does. */
export const DEFAULT_SORT: StatSort = { key: 'pointsFor', dir: 'desc' };

/** [BB8] A header click: the same column flips its order; another column starts with its best teams on top. */
export function nextSort(current: StatSort, column: StatColumn): StatSort {
  if (current.key === column.key) return { key: column.key, dir: current.dir === 'desc' ? 'asc' : 'desc' };
  return { key: column.key, dir: column.fewerIsBetter ? 'asc' : 'desc' };
}

/**
 * [BB8] Rows sorted by a column; rows missing the value go last either way, and ties go by team name
 * so the table does not shuffle between clicks.
 */
export function sortStats(rows: readonly Row[], sort: StatSort): Row[] {
  const column = STAT_COLUMNS.find((c) => c.key === sort.key) ?? STAT_COLUMNS[1];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = column?.value(a);
    const vb = column?.value(b);
    if (va === undefined || vb === undefined) {
      if (va === vb) return a.teamName.localeCompare(b.teamName, 'zh');
      return va === undefined ? 1 : -1;
    }
    return (va - vb) * sign || a.teamName.localeCompare(b.teamName, 'zh');
  });
}
