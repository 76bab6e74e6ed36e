import { FootballState } from '@kuyi/shared';

/**
 * Whether a match has been played at all. A cancelled, postponed or undecided (待定) match never kicked off,
 * yet the feed still sends a block of zero statistics for it ("50% 控球率"): the page must not show those as
 * if they were the match's numbers. An abandoned or interrupted match was played in part and keeps its data.
 */
export type PlayState = 'upcoming' | 'not-played' | 'played';

const NOT_PLAYED: ReadonlySet<FootballState> = new Set([
  FootballState.Cancelled,
  FootballState.Postponed,
  FootballState.TBD,
]);

export function playStateOf(state: FootballState): PlayState {
  if (state === FootballState.NotStarted) return 'upcoming';
  return NOT_PLAYED.has(state) ? 'not-played' : 'played';
}
