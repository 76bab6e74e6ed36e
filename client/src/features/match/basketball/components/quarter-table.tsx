import { memo } from 'react';
import type { BasketballInfo } from '../model/basketball-view.ts';
import { hasScore } from '../model/header-status.ts';
import { periodColumns } from '../model/quarter-table.ts';

type Props = Pick<
  BasketballInfo,
  'state' | 'homeName' | 'awayName' | 'homeQuarters' | 'awayQuarters' | 'homeScore' | 'awayScore'
>;

/** 比分: points per quarter and overtime, the period being played marked, and the total. */
function QuarterTable(m: Props) {
  const columns = periodColumns(m);
  const scored = hasScore(m);
  const side = (which: 'home' | 'away') => (
    <tr>
      <th scope="row" className="fm-team-col">
        {which === 'home' ? m.homeName : m.awayName}
      </th>
      {columns.map((c) => (
        <td key={c.label} className={c.current ? 'bb-now' : undefined}>
          {(which === 'home' ? c.home : c.away) ?? '-'}
        </td>
      ))}
      <td className="bb-total">{scored ? (which === 'home' ? m.homeScore : m.awayScore) : '-'}</td>
    </tr>
  );
  return (
    <div className="fm-table-scroll">
      <table className="fm-table bb-quarters" data-testid="quarters">
        <thead>
          <tr>
            <th scope="col" className="fm-team-col">
              球队
            </th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.current ? 'bb-now' : undefined}>
                {c.label}
              </th>
            ))}
            <th scope="col">总分</th>
          </tr>
        </thead>
        <tbody>
          {side('home')}
          {side('away')}
        </tbody>
      </table>
    </div>
  );
}

export default memo(QuarterTable);
