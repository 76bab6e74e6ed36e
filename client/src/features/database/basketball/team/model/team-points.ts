import type { TeamGame } from '../../model/team-season.ts';

/** A finished game's points from the team's side (its own, then the opponent's); null before it is played. */
export function teamPoints(t: TeamGame): { for: number; against: number } | null {
  const { homeScore, awayScore } = t.game;
  if (homeScore === null || awayScore === null) return null;
  return t.atHome ? { for: homeScore, against: awayScore } : { for: awayScore, against: homeScore };
}

/** "112:108", the team's points first, as its own page prints a score; "" before the game. */
export function teamScoreText(t: TeamGame): string {
  const p = teamPoints(t);
  return p ? `${p.for}:${p.against}` : '';
}
