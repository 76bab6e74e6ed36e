import type { DataSource, LeagueShooter } from '@kuyi/shared';

/**
 * 球队射手: the team's players on the league's 射手榜, with their place there. The 射手榜 lists the league's top
 * scorers only, so the note says this is not every scorer of the team.
 */
export default function TeamScorers({
  rows,
  teamId,
  source,
}: {
  rows: LeagueShooter['rows'];
  teamId: string;
  source: DataSource | undefined;
}) {
  const own = rows.filter((r) => r.teamId === teamId);
  if (own.length === 0)
    return (
      <p className="db-note">
        {rows.length === 0 && source === 'football-data'
          ? '暂无射手数据：该赛季的数据源只记录比分，没有进球球员。'
          : '本队暂无球员进入联赛射手榜。'}
      </p>
    );
  return (
    <div className="db-scroll">
      <table className="db-table" data-testid="team-scorers">
        <thead>
          <tr>
            <th className="db-team">球员</th>
            <th>进球</th>
            <th>点球</th>
            <th>射手榜排名</th>
          </tr>
        </thead>
        <tbody>
          {own.map((r) => (
            <tr key={r.player}>
              <td className="db-team">{r.player}</td>
              <td className="db-points">{r.goals}</td>
              <td>{r.penalties}</td>
              <td className="db-rank">{r.rank}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="db-legend">仅列出进入联赛射手榜的本队球员。</p>
    </div>
  );
}
