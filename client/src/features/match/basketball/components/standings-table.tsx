import type { StandingLine } from '../model/standing-row.ts';

/** 联赛排名 rows: 排名, 胜-负, 胜率, 场均得分/失分; the match's two teams tagged 主 / 客 and highlighted. */
export default function BasketballStandingsTable({ lines }: { lines: readonly StandingLine[] }) {
  return (
    <div className="fm-table-scroll">
      <table className="fm-table bb-standings" data-testid="bb-standings">
        <thead>
          <tr>
            <th>排名</th>
            <th className="fm-team-col">球队</th>
            <th>赛</th>
            <th>胜-负</th>
            <th>胜率</th>
            <th>场均得分</th>
            <th>场均失分</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr
              key={l.row.teamId}
              className={l.mark ? `fm-hl fm-hl-${l.mark}` : ''}
              data-team-id={l.row.teamId}
            >
              <td>{l.row.rank}</td>
              <td className="fm-team-col">
                {l.mark && <span className={`fm-hl-tag ${l.mark}`}>{l.mark === 'home' ? '主' : '客'}</span>}
                {l.row.teamName}
              </td>
              <td>{l.row.played}</td>
              <td>{l.record}</td>
              <td className="fm-points">{l.winRate}</td>
              <td>{l.forPerGame}</td>
              <td>{l.againstPerGame}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
