import type { StandingColumns, StandingLine } from '../model/standing-row.ts';

/**
 * A 积分榜 table as titan007 prints it: 排名, 球队, 胜, 负, 胜率, then 胜差, 主场, 客场, 近10场 and 连胜/连败
 * where the answer carries them (`columns`), then 场均得分/失分. The match's two teams are tagged 主 / 客 and
 * highlighted. Phones drop the `bb-st-minor` columns (主场, 客场, 场均) so the rest fits 320–390 px.
 */
export default function BasketballStandingsTable({
  lines,
  columns,
  caption,
}: {
  lines: readonly StandingLine[];
  columns: StandingColumns;
  /** The conference (东部 / 西部) the table ranks, which also names it for screen readers. */
  caption?: string | undefined;
}) {
  return (
    <div className="fm-table-scroll">
      <table className="fm-table bb-standings" data-testid="bb-standings">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th>排名</th>
            <th className="fm-team-col">球队</th>
            <th>胜</th>
            <th>负</th>
            <th>胜率</th>
            {columns.gamesBehind && <th>胜差</th>}
            {columns.home && <th className="bb-st-minor">主场</th>}
            {columns.away && <th className="bb-st-minor">客场</th>}
            {columns.last10 && <th>近10场</th>}
            {columns.streak && <th>连胜/连败</th>}
            <th className="bb-st-minor">场均得分</th>
            <th className="bb-st-minor">场均失分</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr
              key={l.row.teamId}
              className={l.mark ? `fm-hl fm-hl-${l.mark}` : ''}
              data-team-id={l.row.teamId}
            >
              <td>{l.place}</td>
              <td className="fm-team-col">
                {l.mark && <span className={`fm-hl-tag ${l.mark}`}>{l.mark === 'home' ? '主' : '客'}</span>}
                {l.row.teamName}
              </td>
              <td>{l.row.win}</td>
              <td>{l.row.lose}</td>
              <td className="fm-points">{l.winRate}</td>
              {columns.gamesBehind && <td>{l.gamesBehind}</td>}
              {columns.home && <td className="bb-st-minor">{l.home}</td>}
              {columns.away && <td className="bb-st-minor">{l.away}</td>}
              {columns.last10 && <td>{l.last10}</td>}
              {columns.streak && (
                <td className={l.streak.tone ? `bb-st-${l.streak.tone}` : undefined}>{l.streak.text}</td>
              )}
              <td className="bb-st-minor">{l.forPerGame}</td>
              <td className="bb-st-minor">{l.againstPerGame}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
