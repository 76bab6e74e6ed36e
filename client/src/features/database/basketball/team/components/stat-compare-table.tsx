import type { BasketballTeamStatRow } from '@kuyi/shared';
import { statCompare } from '../model/stat-compare.ts';

/**
 * [BBT3] 场均数据对比: the team's per-game figures, the league average and its place among the teams (篮板 47.7
 * 第5), the figure red where it beats the average and green where it trails (the Chinese convention).
 */
export default function StatCompareTable({
  rows,
  teamId,
}: {
  rows: readonly BasketballTeamStatRow[];
  teamId: string;
}) {
  const lines = statCompare(rows, teamId);
  if (lines.length === 0) return <p className="db-note">暂无完场比赛</p>;
  return (
    <div className="db-scroll">
      <table className="db-table bb-table" data-testid="bbt-compare">
        <thead>
          <tr>
            <th className="db-team">项目</th>
            <th>本队</th>
            <th>联盟平均</th>
            <th>排名</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.key} data-stat={l.key}>
              <td className="db-team">{l.label}</td>
              <td className={l.better === null ? undefined : l.better ? 'bb-win' : 'bb-lose'}>{l.value}</td>
              <td className="db-muted">{l.average}</td>
              <td title={`共${l.teams}队`}>第{l.rank}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
