import type { BasketballSeasonGame } from '@kuyi/shared';
import { overtimeLabel, winnerOf } from '../model/schedule-days.ts';

/**
 * [BB5] The score as Chinese basketball sites print it, 客队 first ("108:112"), the winner's points bold and an
 * overtime marker under it; a game not played yet reads VS over 未开赛.
 */
export default function GameScore({ game }: { game: BasketballSeasonGame }) {
  const winner = winnerOf(game);
  if (winner === null)
    return (
      <>
        <span className="bb-vs">VS</span>
        <em className="bb-state">未开赛</em>
      </>
    );
  const ot = overtimeLabel(game.overtimes);
  return (
    <>
      <b className={winner === 'away' ? 'bb-won' : undefined}>{game.awayScore}</b>:
      <b className={winner === 'home' ? 'bb-won' : undefined}>{game.homeScore}</b>
      {ot && <em className="bb-ot">{ot}</em>}
    </>
  );
}
