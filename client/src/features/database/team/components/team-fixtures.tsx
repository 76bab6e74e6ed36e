import { FootballState } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { matchPageLink } from '../../../worldcup/model/match-page-link.ts';
import { handicapText, isLive, scoreText } from '../../model/format.ts';
import { leagueRoundNo } from '../../model/points-race.ts';
import { fixtureTime } from '../model/fixture-time.ts';
import { nextFixture, type TeamFixture } from '../model/team-fixtures.ts';
import ResultChip from './result-chip.tsx';

/** 赢 / 赢半 read as the team covering (red, as 赢盘 in the 盘路 table), 输 / 输半 as not (green). */
const asianClass = (r: string) => (r.startsWith('赢') ? 'db-up' : r.startsWith('输') ? 'db-down' : '');

/**
 * What the score cell says: the result from the team's side ("2-1" is the team's two), the kick-off time of a
 * match still to come, 进行中 while it is played, and 推迟 / 取消 … for one called off (as the league's list).
 */
function scoreOf(f: TeamFixture): string {
  const m = f.match;
  if (f.result !== null) {
    const pens =
      m.homePenalties != null && m.awayPenalties != null
        ? ` (点球 ${f.home ? m.homePenalties : m.awayPenalties}-${f.home ? m.awayPenalties : m.homePenalties})`
        : m.extraTime
          ? ' (加时)'
          : '';
    return `${f.goalsFor}-${f.goalsAgainst}${pens}`;
  }
  if (m.state === FootballState.NotStarted) return fixtureTime(m.kickoff).time;
  if (isLive(m.state)) return '进行中';
  return scoreText(m);
}

/**
 * 赛程赛果 of one team: every fixture of its season, played and to come, with the opponent (a link to its own
 * page), 主 / 客, the score from the team's side with 胜 / 平 / 负, and the closing 亚盘 as the team read it with
 * how it settled. The next match to play is marked 下一场.
 */
export default function TeamFixtures({
  fixtures,
  teamLink,
}: {
  fixtures: readonly TeamFixture[];
  teamLink: (teamId: string) => string;
}) {
  if (fixtures.length === 0) return <p className="db-note">暂无赛程</p>;
  const next = nextFixture(fixtures);
  return (
    <div className="db-scroll">
      <table className="db-table tm-fixtures" data-testid="team-fixtures">
        <thead>
          <tr>
            <th>轮次</th>
            <th>日期</th>
            <th className="db-team">对手</th>
            <th>比分</th>
            <th>盘口</th>
            <th>盘路</th>
          </tr>
        </thead>
        <tbody>
          {fixtures.map((f) => {
            const m = f.match;
            const when = fixtureTime(m.kickoff);
            const page = matchPageLink(m, false);
            const score = scoreOf(f);
            const isNext = f === next;
            return (
              <tr key={m.id} data-match-id={m.id} className={isNext ? 'tm-next' : undefined}>
                <td className="db-rank" title={m.round}>
                  {leagueRoundNo(m.round) ?? m.round}
                </td>
                <td className="db-time" title={when.full}>
                  {when.date}
                  {isNext && <em className="tm-next-mark">下一场</em>}
                </td>
                <td className="db-team">
                  <span className={f.home ? 'tm-side home' : 'tm-side'}>{f.home ? '主' : '客'}</span>
                  {f.opponentId ? <Link to={teamLink(f.opponentId)}>{f.opponentName}</Link> : f.opponentName}
                </td>
                <td className={isLive(m.state) ? 'db-score live' : 'db-score'}>
                  <span className="tm-score">
                    {page ? <Link to={page}>{score}</Link> : score}
                    {f.result && (
                      <span className="db-form">
                        <ResultChip result={f.result} />
                      </span>
                    )}
                  </span>
                </td>
                <td className="db-muted">{handicapText(f.line)}</td>
                <td className={f.asian ? asianClass(f.asian) : 'db-muted'}>{f.asian ?? '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
