import { type BasketballResult, matchDay } from '@kuyi/shared';

export type GameOutcome = '胜' | '负';

/** One finished game seen from one team: the opponent, both scores from its side, and 胜 / 负. */
export interface TeamGame {
  game: BasketballResult;
  /** "25-11-07": the Beijing match day whatever the browser's zone ([T1]). */
  date: string;
  atHome: boolean;
  opponent: string;
  pointsFor: number;
  pointsAgainst: number;
  outcome: GameOutcome;
  /** The side that won, for highlighting its name; null for a level score (basketball plays on, so a feed error). */
  winner: 'home' | 'away' | null;
}

export interface GamesSummary {
  played: number;
  win: number;
  lose: number;
}

/** Null for a game the team was not in. */
export function teamGame(game: BasketballResult, teamId: string): TeamGame | null {
  const atHome = game.homeId === teamId;
  if (!atHome && game.awayId !== teamId) return null;
  const pointsFor = atHome ? game.homeScore : game.awayScore;
  const pointsAgainst = atHome ? game.awayScore : game.homeScore;
  const { homeScore, awayScore } = game;
  return {
    game,
    date: matchDay(game.kickoff).slice(2),
    atHome,
    opponent: atHome ? game.awayName : game.homeName,
    pointsFor,
    pointsAgainst,
    // There are no draws in basketball; a level score is not a win.
    outcome: pointsFor > pointsAgainst ? '胜' : '负',
    winner: homeScore > awayScore ? 'home' : awayScore > homeScore ? 'away' : null,
  };
}

/** A team's games, newest first, at most `limit` (the feed's order is not relied on). */
export function teamGames(games: readonly BasketballResult[], teamId: string, limit = 10): TeamGame[] {
  return games
    .map((g) => teamGame(g, teamId))
    .filter((g): g is TeamGame => g !== null)
    .sort((a, b) => b.game.kickoff - a.game.kickoff)
    .slice(0, limit);
}

export function summarize(games: readonly TeamGame[]): GamesSummary {
  const win = games.filter((g) => g.outcome === '胜').length;
  return { played: games.length, win, lose: games.length - win };
}

/** "近10场 7胜3负". */
export function recentSummary(games: readonly TeamGame[]): string {
  const s = summarize(games);
  return `近${s.played}场 ${s.win}胜${s.lose}负`;
}

/** "近5次交锋 湖人 3胜2负": head-to-head counted from `teamName`'s side. */
export function headToHeadSummary(games: readonly TeamGame[], teamName: string): string {
  const s = summarize(games);
  return `近${s.played}次交锋 ${teamName} ${s.win}胜${s.lose}负`;
}
