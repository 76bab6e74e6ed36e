import type { BasketballSeasonGame } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { gamePagePath } from '../model/basketball-paths.ts';
import { overtimeLabel, winnerOf } from '../model/schedule-days.ts';

/** The score cell's content, a link to the game's match page where it has one ([BB10]). */
export function ToGamePage({ game, children }: { game: BasketballSeasonGame; children: ReactNode }) {
  const href = gamePagePath(game);
  return href ? (
    <Link to={href} className="bb-game-link" title="比赛详情">
      {children}
    </Link>
  ) : (
    children
  );
}

/**
 * [BB5] The score as Chinese basketball sites print it, 客队 first ("108:112"), the winner's points bold and an
 * overtime marker under it; a game in play reads 进行中 (its score is the match page's), one to come VS over
 * 未开赛.
 */
export default function GameScore({ game }: { game: BasketballSeasonGame }) {
  if (game.live)
    return (
      <ToGamePage game={game}>
        <em className="bb-live">进行中</em>
      </ToGamePage>
    );
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
    <ToGamePage game={game}>
      <b className={winner === 'away' ? 'bb-won' : undefined}>{game.awayScore}</b>:
      <b className={winner === 'home' ? 'bb-won' : undefined}>{game.homeScore}</b>
      {ot && <em className="bb-ot">{ot}</em>}
    </ToGamePage>
  );
}
