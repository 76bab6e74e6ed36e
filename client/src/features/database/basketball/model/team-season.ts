import type { BasketballSeasonGame } from '@kuyi/shared';
import { winnerOf } from './schedule-days.ts';

/** One game of a team's season as its own page reads it: where, whom, the result and the record after it. */
export interface TeamGame {
  game: BasketballSeasonGame;
  atHome: boolean;
  opponentId: string;
  opponentName: string;
  /** 胜 / 负, null before the game is played. */
  result: '胜' | '负' | null;
  /** Wins and losses after this game (unchanged by an unplayed one). */
  win: number;
  lose: number;
}

/**
 * [BB6] A team's season in tip-off order with a running record: after each finished game, its wins and losses
 * so far (titan007's 战绩 column); games still to come carry the record as it stands.
 */
export function teamSeason(games: readonly BasketballSeasonGame[], teamId: string): TeamGame[] {
  let win = 0;
  let lose = 0;
  return [...games]
    .filter((g) => g.homeId === teamId || g.awayId === teamId)
    .sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id))
    .map((game) => {
      const atHome = game.homeId === teamId;
      const winner = winnerOf(game);
      const result = winner === null ? null : (winner === 'home') === atHome ? '胜' : '负';
      if (result === '胜') win++;
      if (result === '负') lose++;
      return {
        game,
        atHome,
        opponentId: atHome ? game.awayId : game.homeId,
        opponentName: atHome ? game.awayName : game.homeName,
        result,
        win,
        lose,
      };
    });
}

/** The team's name as the games spell it, or null when it has none in the answer. */
export function teamNameIn(games: readonly BasketballSeasonGame[], teamId: string): string | null {
  for (const g of games) {
    if (g.homeId === teamId) return g.homeName;
    if (g.awayId === teamId) return g.awayName;
  }
  return null;
}
