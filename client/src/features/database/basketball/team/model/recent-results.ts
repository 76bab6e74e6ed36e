import type { TeamGame } from '../../model/team-season.ts';

/** 近10场, as the 积分榜's column counts a team's recent form. */
export const RECENT_GAMES = 10;

/**
 * [BBT2] The last `n` finished games, newest first (the chips read left to right from the latest), so they
 * agree with the 积分榜's 近10场 and 连胜/连败; games still to come are not results.
 */
export function recentResults(season: readonly TeamGame[], n = RECENT_GAMES): TeamGame[] {
  return season
    .filter((t) => t.result !== null)
    .slice(-n)
    .reverse();
}
