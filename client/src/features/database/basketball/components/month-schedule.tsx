import { type BasketballSeasonGame, formatKickoffTime } from '@kuyi/shared';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { displayZone } from '../../../../lib/time/display-zone.ts';
import { groupByBeijingDay, winnerOf } from '../model/schedule-days.ts';
import GameScore from './game-score.tsx';

/**
 * A month of 赛程赛果 by Beijing date: 时间, 客队, 比分 (客:主), 主队, as titan007 lists basketball, the winner in
 * bold. `dateOnly`: the source gives dates without tip-off times (the real NBA season), so no time is made up.
 */
export default function MonthSchedule({
  games,
  dateOnly,
  teamLink,
}: {
  games: readonly BasketballSeasonGame[];
  dateOnly: boolean;
  teamLink: (teamId: string) => string;
}) {
  if (games.length === 0) return <p className="db-note">暂无数据</p>;
  const cols = dateOnly ? 3 : 4;
  const team = (g: BasketballSeasonGame, side: 'home' | 'away') => (
    <Link
      to={teamLink(side === 'home' ? g.homeId : g.awayId)}
      className={winnerOf(g) === side ? 'bb-won' : undefined}
    >
      {side === 'home' ? g.homeName : g.awayName}
    </Link>
  );
  return (
    <div className="db-scroll">
      <table className="db-table bb-table bb-schedule" data-testid="bb-schedule">
        <thead>
          <tr>
            {!dateOnly && <th>时间</th>}
            <th className="db-home">客队</th>
            <th>比分</th>
            <th className="db-team">主队</th>
          </tr>
        </thead>
        <tbody>
          {groupByBeijingDay(games).map((d) => (
            <Fragment key={d.day}>
              <tr className="bb-day-row">
                <th colSpan={cols} scope="colgroup">
                  {d.label}
                </th>
              </tr>
              {d.games.map((g) => (
                <tr key={g.id} data-game-id={g.id}>
                  {!dateOnly && <td className="db-time">{formatKickoffTime(g.kickoff, displayZone())}</td>}
                  <td className="db-home">{team(g, 'away')}</td>
                  <td className="bb-score">
                    <GameScore game={g} />
                  </td>
                  <td className="db-team">{team(g, 'home')}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
