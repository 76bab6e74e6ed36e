import type { ScheduleItem } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { halfText, handicapText, isLive, kickoffText, scoreText } from '../model/format.ts';

/** Fixtures and results: time, teams (each linking to its fixtures), score, half time and closing lines. */
export default function FixtureList({
  matches,
  teamLink,
  showRound = false,
}: {
  matches: readonly ScheduleItem[];
  teamLink: ((teamId: string) => string) | null;
  showRound?: boolean;
}) {
  if (matches.length === 0) return <p className="db-note">暂无赛程</p>;
  // A knockout slot not drawn yet (id '', 待定) has no team to link to.
  const team = (id: string, name: string) =>
    teamLink && id ? <Link to={teamLink(id)}>{name}</Link> : <span>{name}</span>;
  return (
    <div className="db-scroll">
      <table className="db-table db-fixtures" data-testid="fixtures">
        <thead>
          <tr>
            {showRound && <th>轮次</th>}
            <th>时间</th>
            <th className="db-home">主队</th>
            <th>比分</th>
            <th className="db-team">客队</th>
            <th>半场</th>
            <th>亚盘</th>
            <th>大小</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr key={m.id}>
              {showRound && <td>{m.group ?? m.round}</td>}
              <td className="db-time">{kickoffText(m.kickoff)}</td>
              <td className="db-home">{team(m.homeId, m.homeName)}</td>
              <td className={isLive(m.state) ? 'db-score live' : 'db-score'}>{scoreText(m)}</td>
              <td className="db-team">{team(m.awayId, m.awayName)}</td>
              <td className="db-muted">{halfText(m)}</td>
              <td className="db-muted">{handicapText(m.asianLine)}</td>
              <td className="db-muted">{m.ouLine ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
