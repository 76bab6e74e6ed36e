import type { LeagueLetGoal, LeagueOverUnder } from '@kuyi/shared';
import { Link } from 'react-router-dom';

type TeamLink = (teamId: string) => string;

/** 让球盘路: each team's record against the closing 亚盘 line. */
export function LetGoalTable({ rows, teamLink }: { rows: LeagueLetGoal['rows']; teamLink: TeamLink }) {
  if (!rows.some((r) => r.played > 0))
    return <p className="db-note">该赛季暂无亚盘数据（数据源只有胜平负赔率），无法统计盘路。</p>;
  return (
    <div className="db-scroll">
      <table className="db-table" data-testid="letgoal">
        <thead>
          <tr>
            <th>排名</th>
            <th className="db-team">球队</th>
            <th>场次</th>
            <th>赢盘</th>
            <th>走盘</th>
            <th>输盘</th>
            <th>净胜盘</th>
            <th>赢盘率</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId}>
              <td className="db-rank">{r.rank}</td>
              <td className="db-team">
                <Link to={teamLink(r.teamId)}>{r.teamName}</Link>
              </td>
              <td>{r.played}</td>
              <td className="db-up">{r.win}</td>
              <td>{r.push}</td>
              <td className="db-down">{r.lose}</td>
              <td>{r.net > 0 ? `+${r.net}` : r.net}</td>
              <td>{r.winRate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 大小球: each team's matches over / under the closing total line. */
export function OverUnderTable({ rows, teamLink }: { rows: LeagueOverUnder['rows']; teamLink: TeamLink }) {
  if (!rows.some((r) => r.played > 0))
    return <p className="db-note">该赛季暂无大小球盘口数据（数据源只有胜平负赔率），无法统计大小。</p>;
  return (
    <div className="db-scroll">
      <table className="db-table" data-testid="overunder">
        <thead>
          <tr>
            <th>排名</th>
            <th className="db-team">球队</th>
            <th>场次</th>
            <th>大球</th>
            <th>走盘</th>
            <th>小球</th>
            <th>大球率</th>
            <th>小球率</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId}>
              <td className="db-rank">{r.rank}</td>
              <td className="db-team">
                <Link to={teamLink(r.teamId)}>{r.teamName}</Link>
              </td>
              <td>{r.played}</td>
              <td className="db-up">{r.over}</td>
              <td>{r.push}</td>
              <td className="db-down">{r.under}</td>
              <td>{r.overRate}%</td>
              <td>{r.played ? Math.round((r.under / r.played) * 1000) / 10 : 0}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
