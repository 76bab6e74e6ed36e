import type { FootballMatch, ScheduleItem } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { useNow } from '../../../lib/ticker.ts';
import { footballStatus } from '../../scores/model/status-label.ts';
import { matchPageLink } from '../../worldcup/model/match-page-link.ts';
import { withLive } from '../../worldcup/model/with-live.ts';
import { halfText, handicapText, isLive, kickoffText, scoreText, totalText } from '../model/format.ts';

/** Running minutes move every few seconds; one shared tick serves every row. */
const TICK_MS = 5_000;
const NO_ROWS: ReadonlyMap<string, FootballMatch> = new Map();

/** The kick-off, its year apart: small phones drop it (the season above names the years) to give the names room. */
function kickoffCell(ms: number) {
  const text = kickoffText(ms);
  const parts = /^(\d{4}-)(\S+)(.*)$/.exec(text);
  if (!parts) return text;
  // The date stays whole when the cell wraps: at 320 px it broke at its hyphens into 10- / 23 / 21:00.
  return (
    <>
      <span className="db-year">{parts[1]}</span>
      <span className="db-date">{parts[2]}</span>
      {parts[3]}
    </>
  );
}

/**
 * Fixtures and results: time, teams (each linking to its fixtures), score, half time and closing lines. A match
 * in play reads its running score and minute from the live list (`live`, by match id: the rows the score
 * tables and /worldcup follow), not the `VS` of the season's answer.
 *
 * The score of a finished or live match opens that match's page, as on 球探 / SofaScore; a match not begun
 * (VS) and one the centre keeps no page for (`page: false`: the older real seasons, full time only) are not
 * links, so there is no link to a missing page (`matchPageLink`, the rule /worldcup's schedule follows too).
 */
export default function FixtureList({
  matches,
  teamLink,
  showRound = false,
  live = NO_ROWS,
}: {
  matches: readonly ScheduleItem[];
  teamLink: ((teamId: string) => string) | null;
  showRound?: boolean;
  live?: ReadonlyMap<string, FootballMatch>;
}) {
  const now = useNow(
    TICK_MS,
    [...live.values()].some((r) => r.state > 0),
  );
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
            <th className="db-half">半场</th>
            <th>亚盘</th>
            <th>大小</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((listed) => {
            const row = live.get(listed.id);
            const m = withLive(listed, row);
            const playing = row !== undefined && row.state > 0;
            const score = playing && m.homeScore === null ? '进行中' : scoreText(m);
            const page = matchPageLink(m, playing);
            return (
              <tr key={m.id} data-match-id={m.id}>
                {showRound && <td>{m.group ?? m.round}</td>}
                <td className="db-time">{kickoffCell(m.kickoff)}</td>
                <td className="db-home">{team(m.homeId, m.homeName)}</td>
                <td className={isLive(m.state) ? 'db-score live' : 'db-score'}>
                  {page ? <Link to={page}>{score}</Link> : score}
                  {playing && <em className="db-minute">{footballStatus(row, now)}</em>}
                </td>
                <td className="db-team">{team(m.awayId, m.awayName)}</td>
                <td className="db-muted db-half">{halfText(m)}</td>
                <td className="db-muted">{handicapText(m.asianLine)}</td>
                <td className="db-muted">{totalText(m.ouLine)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
