import type { WorldCupShooter } from '@kuyi/shared';

/** 射手榜: goals with penalties in brackets; own goals are never counted for the player. */
export default function ScorerTable({ rows }: { rows: WorldCupShooter['rows'] }) {
  if (rows.length === 0) return <p className="wc-empty">暂无进球数据，比赛尚未开始</p>;
  return (
    <table className="wc-table wc-scorers">
      <thead>
        <tr>
          <th>排名</th>
          <th className="wc-team-col">球员</th>
          <th>球队</th>
          <th>进球</th>
          <th>点球</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.teamId}:${r.player}`}>
            <td>{r.rank}</td>
            <td className="wc-team-col">{r.player}</td>
            <td>{r.teamName}</td>
            <td className="wc-points">{r.goals}</td>
            <td>{r.penalties}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
