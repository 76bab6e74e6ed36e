import type { StandingRow } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { RecordCells, StandingsHead } from '../../../../components/standings-cells.tsx';
import './tables.css';

const FORM_TONE: Record<string, string> = { 胜: 'win', 平: 'push', 负: 'loss' };

/** The latest results as coloured chips, newest first. */
export function FormChips({ form }: { form: readonly string[] }) {
  return (
    <span className="fm-form">
      {form.map((f, i) => (
        <i key={i} className={`fm-r-bg-${FORM_TONE[f] ?? 'push'}`}>
          {f}
        </i>
      ))}
    </span>
  );
}

/**
 * 积分榜 rows; the two teams of the match are marked 主 / 客 and highlighted. `rows` may be a whole table
 * or just the two teams' rows (the analysis page). `teamLink`, when the competition's season is in the
 * database, makes each team name a link to its fixtures there.
 */
export default function StandingsTable(props: {
  rows: readonly StandingRow[];
  homeId: string;
  awayId: string;
  caption?: string;
  teamLink?: (teamId: string) => string;
}) {
  const { rows, homeId, awayId } = props;
  return (
    <div className="fm-table-scroll">
      <table className="fm-table fm-standings">
        {props.caption && <caption>{props.caption}</caption>}
        <StandingsHead teamClass="fm-team-col" formClass="fm-form-col" />
        <tbody>
          {rows.map((r) => {
            const mark = r.teamId === homeId ? 'home' : r.teamId === awayId ? 'away' : null;
            return (
              <tr key={r.teamId} className={mark ? `fm-hl fm-hl-${mark}` : ''} data-team-id={r.teamId}>
                <td>{r.rank}</td>
                <td className="fm-team-col">
                  {mark && <span className={`fm-hl-tag ${mark}`}>{mark === 'home' ? '主' : '客'}</span>}
                  {props.teamLink ? <Link to={props.teamLink(r.teamId)}>{r.teamName}</Link> : r.teamName}
                </td>
                <RecordCells row={r} />
                <td>{r.goalDiff}</td>
                <td className="fm-points">{r.points}</td>
                <td className="fm-form-col">
                  <FormChips form={r.form} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
