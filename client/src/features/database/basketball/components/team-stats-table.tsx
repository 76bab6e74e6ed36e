import type { BasketballTeamStatRow } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { columnsFor, DEFAULT_SORT, nextSort, type StatSort, sortStats } from '../model/team-stat-columns.ts';

/**
 * [BB7][BB8] 球队统计 as a table sorted by a clicked header (again: the other way round); 排名 follows the sort.
 * The team column stays in view while the numbers scroll sideways on a phone.
 */
export default function TeamStatsTable({
  rows,
  teamLink,
}: {
  rows: readonly BasketballTeamStatRow[];
  teamLink: (teamId: string) => string;
}) {
  const [sort, setSort] = useState<StatSort>(DEFAULT_SORT);
  if (rows.length === 0) return <p className="db-note">暂无数据</p>;
  const columns = columnsFor(rows);
  return (
    <div className="db-scroll">
      <table className="db-table bb-table bb-stats" data-testid="bb-team-stats">
        <thead>
          <tr>
            <th>排名</th>
            <th className="db-team bb-sticky">球队</th>
            {columns.map((c) => {
              const active = sort.key === c.key;
              return (
                <th
                  key={c.key}
                  className={c.minor ? 'bb-minor' : undefined}
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button
                    type="button"
                    className={active ? 'bb-sort active' : 'bb-sort'}
                    onClick={() => setSort(nextSort(sort, c))}
                  >
                    {c.label}
                    {active && (sort.dir === 'asc' ? '↑' : '↓')}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sortStats(rows, sort).map((r, i) => (
            <tr key={r.teamId}>
              <td className="db-rank">{i + 1}</td>
              <td className="db-team bb-sticky">
                <Link to={teamLink(r.teamId)}>{r.teamName}</Link>
              </td>
              {columns.map((c) => {
                const v = c.value(r);
                return (
                  <td key={c.key} className={c.minor ? 'bb-minor' : undefined}>
                    {v === undefined ? '-' : c.text(v)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
