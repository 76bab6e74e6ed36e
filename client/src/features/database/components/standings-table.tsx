import type { CupTableRow } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { RecordCells, StandingsHead } from '../../../components/standings-cells.tsx';
import { zoneOf } from '../model/zones.ts';

const FORM_CLASS: Record<string, string> = { 胜: 'win', 平: 'draw', 负: 'lose' };

/**
 * 积分榜 rows; each team links to its fixtures (`teamLink`). `zones` colours the usual places. A cup row that
 * went through (`advanced`, the World Cup) is marked 出线 as /worldcup marks it.
 */
export default function StandingsTable({
  rows,
  teamLink,
  zones,
  relegation = true,
}: {
  rows: readonly CupTableRow[];
  teamLink: (teamId: string) => string;
  zones: boolean;
  /** False for a closed league: its bottom places are no 降级区. */
  relegation?: boolean;
}) {
  if (rows.length === 0) return <p className="db-note">暂无积分数据</p>;
  return (
    <div className="db-scroll">
      <table className="db-table" data-testid="standings">
        <StandingsHead teamClass="db-team" formClass="db-form-col" />
        <tbody>
          {rows.map((r) => {
            const zone = zones ? zoneOf(r.rank, rows.length, relegation) : null;
            const className = [zone && `zone-${zone}`, r.advanced && 'advanced-row']
              .filter(Boolean)
              .join(' ');
            return (
              <tr key={r.teamId} className={className || undefined}>
                <td className="db-rank">{r.rank}</td>
                <td className="db-team">
                  <Link to={teamLink(r.teamId)}>{r.teamName}</Link>
                  {r.advanced && <span className="through-mark">出线</span>}
                </td>
                <RecordCells row={r} />
                <td>{r.goalDiff > 0 ? `+${r.goalDiff}` : r.goalDiff}</td>
                <td className="db-points">{r.points}</td>
                <td className="db-form-col">
                  <span className="db-form" title="最近比赛，最新在左">
                    {r.form.map((f, i) => (
                      // Form letters repeat: position is their identity (index keys are fine here).
                      <i key={i} className={FORM_CLASS[f]}>
                        {f}
                      </i>
                    ))}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
