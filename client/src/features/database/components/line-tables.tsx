import type { DataSource, LeagueLetGoal, LeagueOverUnder } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type TeamLink = (teamId: string) => string;

/**
 * Why a season has no 盘路 / 大小 table, true to its source: football-data's older files carry 1x2 odds only;
 * a World Cup (openfootball, no odds of its own) and a generated season get modelled lines at each kick-off
 * (the replay's 终盘), so with none of them their season has simply no result yet.
 */
function noLinesText(source: DataSource | undefined, what: '亚盘' | '大小球盘口', count: '盘路' | '大小') {
  if (source === 'football-data') return `该赛季暂无${what}数据（数据源只有胜平负赔率），无法统计${count}。`;
  return `该赛季暂无完场比赛，暂无${count === '盘路' ? '盘路' : '大小球'}数据。`;
}

/** A World Cup's lines are the replay's modelled 终盘 (the ones its match pages show), not a bookmaker's. */
const modelledNote = (source: DataSource | undefined) =>
  source === 'openfootball' ? (
    <p className="db-note">
      世界杯终盘为模型赔率（openfootball 数据不含赔率），与比赛页指数一致，并非真实盘口。
    </p>
  ) : null;

/** What both line tables show of a team: its place, its name and how many of its matches had a line. */
interface LineRow {
  teamId: string;
  rank: number;
  teamName: string;
  played: number;
  push: number;
}

/**
 * A team-by-team record against a closing line: 排名, 球队, 场次, the side that came in (green), 走盘, the side that
 * did not (red), then two figures. With no team having played a lined match, `noLines` says why instead.
 */
function LineTable<R extends LineRow>({
  rows,
  teamLink,
  testId,
  noLines,
  note,
  heads,
  cells,
}: {
  rows: readonly R[];
  teamLink: TeamLink;
  testId: string;
  noLines: string;
  note: ReactNode;
  heads: readonly [up: string, down: string, first: string, second: string];
  cells: (r: R) => readonly [up: number, down: number, first: ReactNode, second: ReactNode];
}) {
  if (!rows.some((r) => r.played > 0)) return <p className="db-note">{noLines}</p>;
  const [upHead, downHead, firstHead, secondHead] = heads;
  return (
    <div className="db-scroll">
      <table className="db-table" data-testid={testId}>
        <thead>
          <tr>
            <th>排名</th>
            <th className="db-team">球队</th>
            <th>场次</th>
            <th>{upHead}</th>
            <th>走盘</th>
            <th>{downHead}</th>
            <th>{firstHead}</th>
            <th>{secondHead}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const [up, down, first, second] = cells(r);
            return (
              <tr key={r.teamId}>
                <td className="db-rank">{r.rank}</td>
                <td className="db-team">
                  <Link to={teamLink(r.teamId)}>{r.teamName}</Link>
                </td>
                <td>{r.played}</td>
                <td className="db-up">{up}</td>
                <td>{r.push}</td>
                <td className="db-down">{down}</td>
                <td>{first}</td>
                <td>{second}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {note}
    </div>
  );
}

/** What a page hands either table: its rows, where a team links to, and the season's source (for why it is empty). */
interface TableProps<Rows> {
  rows: Rows;
  teamLink: TeamLink;
  source?: DataSource | undefined;
}

/** 让球盘路: each team's record against the closing 亚盘 line. */
export function LetGoalTable({ source, ...table }: TableProps<LeagueLetGoal['rows']>) {
  return (
    <LineTable
      {...table}
      testId="letgoal"
      noLines={noLinesText(source, '亚盘', '盘路')}
      note={modelledNote(source)}
      heads={['赢盘', '输盘', '净胜盘', '赢盘率']}
      cells={(r) => [r.win, r.lose, r.net > 0 ? `+${r.net}` : r.net, `${r.winRate}%`]}
    />
  );
}

/** 大小球: each team's matches over / under the closing total line. */
export function OverUnderTable({ source, ...table }: TableProps<LeagueOverUnder['rows']>) {
  return (
    <LineTable
      {...table}
      testId="overunder"
      noLines={noLinesText(source, '大小球盘口', '大小')}
      note={modelledNote(source)}
      heads={['大球', '小球', '大球率', '小球率']}
      cells={(r) => [
        r.over,
        r.under,
        `${r.overRate}%`,
        `${r.played ? Math.round((r.under / r.played) * 1000) / 10 : 0}%`,
      ]}
    />
  );
}
