import { BEIJING_TIME_ZONE, formatKickoffTime, matchDay } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { displayZone } from '../../../../../lib/time/display-zone.ts';
import { ToGamePage } from '../../components/game-score.tsx';
import { overtimeLabel } from '../../model/schedule-days.ts';
import type { TeamGame } from '../../model/team-season.ts';
import { teamScoreText } from '../model/team-points.ts';

/**
 * [BBT5] 赛程赛果 of the team: every game of its season in tip-off order with the Beijing date ([T1]), 主/客, the
 * opponent (its own page a click away), the score from the team's side with 加时, 胜/负 and the record after
 * it, linking to the game's match page where it has one; a game in play reads 进行中. A game to come reads 未开赛, with its tip-off time only where the source has one (`dateOnly`: no 08:00
 * placeholder, as 赛程赛果 by month); the next one is marked 下一场.
 */
export default function TeamGames({
  season,
  dateOnly,
  teamLink,
}: {
  season: readonly TeamGame[];
  dateOnly: boolean;
  teamLink: (teamId: string) => string;
}) {
  if (season.length === 0) return <p className="db-note">暂无赛程</p>;
  const next = season.find((t) => t.result === null && !t.game.live);
  return (
    <div className="db-scroll">
      <table className="db-table bb-table tm-fixtures bbt-games" data-testid="bbt-games">
        <thead>
          <tr>
            <th>日期</th>
            <th className="db-team">对手</th>
            <th>比分</th>
            <th>胜负</th>
            <th>战绩</th>
          </tr>
        </thead>
        <tbody>
          {season.map((t) => {
            const ot = overtimeLabel(t.game.overtimes);
            const isNext = t === next;
            return (
              <tr key={t.game.id} data-game-id={t.game.id} className={isNext ? 'tm-next' : undefined}>
                <td className="db-time">
                  {matchDay(t.game.kickoff, BEIJING_TIME_ZONE).slice(5)}
                  {isNext && <em className="tm-next-mark">下一场</em>}
                </td>
                <td className="db-team">
                  <span className={t.atHome ? 'tm-side home' : 'tm-side'}>{t.atHome ? '主' : '客'}</span>
                  <Link to={teamLink(t.opponentId)}>{t.opponentName}</Link>
                </td>
                <td className="bb-score">
                  {t.game.live ? (
                    <ToGamePage game={t.game}>
                      <em className="bb-live">进行中</em>
                    </ToGamePage>
                  ) : t.result === null ? (
                    <>
                      {!dateOnly && (
                        <span className="db-muted">{formatKickoffTime(t.game.kickoff, displayZone())}</span>
                      )}
                      <em className="bb-state">未开赛</em>
                    </>
                  ) : (
                    <ToGamePage game={t.game}>
                      <b className="bb-won">{teamScoreText(t)}</b>
                      {ot && <em className="bb-ot">{ot}</em>}
                    </ToGamePage>
                  )}
                </td>
                <td className={t.result === '胜' ? 'bb-win' : t.result === '负' ? 'bb-lose' : 'db-muted'}>
                  {t.result ?? '-'}
                </td>
                <td className={t.result ? undefined : 'db-muted'}>{t.result ? `${t.win}-${t.lose}` : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
