import type { DataSource, LeagueLetGoal, LeagueOverUnder } from '@kuyi/shared';
import { Link } from 'react-router-dom';

type TeamLink = (teamId: string) => string;

/**
 * Why a season has no 盘路 / 大小 table, true to its source: football-data's older files carry 1x2 odds only,
 * openfootball (the World Cups) no odds at all, and a season of lines (generated) has simply no result yet.
 */
function noLinesText(source: DataSource | undefined, what: '亚盘' | '大小球盘口', count: '盘路' | '大小') {
  if (source === 'football-data') return `该赛季暂无${what}数据（数据源只有胜平负赔率），无法统计${count}。`;
  if (source === 'openfootball') return `该赛季暂无${what}数据（数据源没有赔率），无法统计${count}。`;
  return `该赛季暂无完场比赛，暂无${count === '盘路' ? '盘路' : '大小球'}数据。`;
}

/** 让球盘路: each team's record against the closing 亚盘 line. */
export function LetGoalTable({
  rows,
  teamLink,
  source,
}: {
  rows: LeagueLetGoal['rows'];
  teamLink: TeamLink;
  source?: DataSource | undefined;
}) {
  if (!rows.some((r) => r.played > 0))
    return <p className="db-note">{noLinesText(source, '亚盘', '盘路')}</p>;
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
export function OverUnderTable({
  rows,
  teamLink,
  source,
}: {
  rows: LeagueOverUnder['rows'];
  teamLink: TeamLink;
  source?: DataSource | undefined;
}) {
  if (!rows.some((r) => r.played > 0))
    return <p className="db-note">{noLinesText(source, '大小球盘口', '大小')}</p>;
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
