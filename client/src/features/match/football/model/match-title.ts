import type { FootballMatch } from '@kuyi/shared';
import { FootballState, isFootballLive } from '@kuyi/shared';

/** States in which the score means something although the ball is not rolling. */
const SCORED: ReadonlySet<number> = new Set([
  FootballState.Finished,
  FootballState.Abandoned,
  FootballState.Interrupted,
]);

export function hasScore(m: Pick<FootballMatch, 'state'>): boolean {
  return isFootballLive(m.state) || SCORED.has(m.state);
}

/** The tab title, "阿森纳 2-1 切尔西"; "阿森纳 VS 切尔西" before kick-off. */
export function matchTitle(
  m: Pick<FootballMatch, 'state' | 'homeName' | 'awayName' | 'homeScore' | 'awayScore'>,
): string {
  const middle = hasScore(m) ? `${m.homeScore}-${m.awayScore}` : 'VS';
  return `${m.homeName} ${middle} ${m.awayName}`;
}
