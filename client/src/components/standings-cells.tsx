import type { StandingRow } from '@kuyi/shared';

/** What a 积分榜 row counts: matches, results and goals (both the 资料库 and the match page show these). */
export type StandingRecord = Pick<
  StandingRow,
  'played' | 'win' | 'draw' | 'lose' | 'goalsFor' | 'goalsAgainst'
>;

/** The 积分榜 headings; the team and 近况 columns take the page's own classes. */
export function StandingsHead({ teamClass, formClass }: { teamClass: string; formClass: string }) {
  return (
    <thead>
      <tr>
        <th>排名</th>
        <th className={teamClass}>球队</th>
        <th>赛</th>
        <th>胜</th>
        <th>平</th>
        <th>负</th>
        <th>进</th>
        <th>失</th>
        <th>净</th>
        <th>积分</th>
        <th className={formClass}>近况</th>
      </tr>
    </thead>
  );
}

/** 赛 胜 平 负 进 失 of one row, under the headings of the same names. */
export function RecordCells({ row }: { row: StandingRecord }) {
  return (
    <>
      <td>{row.played}</td>
      <td>{row.win}</td>
      <td>{row.draw}</td>
      <td>{row.lose}</td>
      <td>{row.goalsFor}</td>
      <td>{row.goalsAgainst}</td>
    </>
  );
}
