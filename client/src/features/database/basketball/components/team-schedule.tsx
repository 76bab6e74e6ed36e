import { type BasketballSeasonGame, BEIJING_TIME_ZONE, formatKickoffDateTime, matchDay } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { displayZone } from '../../../../lib/time/display-zone.ts';
import { teamSeason } from '../model/team-season.ts';
import GameScore from './game-score.tsx';

/**
 * [BB6] A team's whole season: date, 主/客, the opponent (its own season a click away), the score (客:主), 胜/负
 * and the record after each game. `dateOnly` as in MonthSchedule: no invented tip-off times.
 */
export default function TeamSchedule({
  games,
  teamId,
  dateOnly,
  teamLink,
}: {
  games: readonly BasketballSeasonGame[];
  teamId: string;
  dateOnly: boolean;
  teamLink: (teamId: string) => string;
}) {
  const season = teamSeason(games, teamId);
  if (season.length === 0) return <p className="db-note">暂无数据</p>;
  return (
    <div className="db-scroll">
      <table className="db-table bb-table bb-team-games" data-testid="bb-team-schedule">
        <thead>
          <tr>
            <th>日期</th>
            <th>主客</th>
            <th className="db-team">对手</th>
            <th>比分(客:主)</th>
            <th>胜负</th>
            <th>战绩</th>
          </tr>
        </thead>
        <tbody>
          {season.map((t) => {
            // MM-dd: the season above names its years. A date-only game's day is its Beijing day ([T1]).
            const when = dateOnly
              ? matchDay(t.game.kickoff, BEIJING_TIME_ZONE).slice(5)
              : formatKickoffDateTime(t.game.kickoff, displayZone());
            return (
              <tr key={t.game.id} data-game-id={t.game.id}>
                <td className="db-time">{when}</td>
                <td>{t.atHome ? '主' : '客'}</td>
                <td className="db-team">
                  <Link to={teamLink(t.opponentId)}>{t.opponentName}</Link>
                </td>
                <td className="bb-score">
                  <GameScore game={t.game} />
                </td>
                <td className={t.result === '胜' ? 'bb-win' : t.result === '负' ? 'bb-lose' : 'db-muted'}>
                  {t.result ?? '-'}
                </td>
                <td>{t.result ? `${t.win}胜${t.lose}负` : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
