import type { DataSource, LeagueShooter } from '@kuyi/shared';
import { Link } from 'react-router-dom';

/**
 * 射手榜; an empty one says why, true to the season's source: football-data's files record scores only; any
 * other season (a generated one, a World Cup) simply has no goal yet.
 */
export default function ShooterTable({
  rows,
  teamLink,
  source,
}: {
  rows: LeagueShooter['rows'];
  teamLink: (teamId: string) => string;
  source: DataSource | undefined;
}) {
  if (rows.length === 0)
    return (
      <p className="db-note">
        {source === 'football-data'
          ? '暂无射手数据：该赛季的数据源只记录比分，没有进球球员。'
          : '该赛季暂无进球，暂无射手数据。'}
      </p>
    );
  return (
    <div className="db-scroll">
      <table className="db-table" data-testid="shooters">
        <thead>
          <tr>
            <th>排名</th>
            <th className="db-team">球员</th>
            <th className="db-team">球队</th>
            <th>进球</th>
            <th>点球</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.teamId}:${r.player}`}>
              <td className="db-rank">{r.rank}</td>
              <td className="db-team">{r.player}</td>
              <td className="db-team">
                <Link to={teamLink(r.teamId)}>{r.teamName}</Link>
              </td>
              <td className="db-points">{r.goals}</td>
              <td>{r.penalties}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
