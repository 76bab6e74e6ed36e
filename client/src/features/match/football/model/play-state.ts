import { FootballState, isFootballCalledOff } from '@kuyi/shared';

/**
 * Whether a match has been played at all. A match called off (取消, 推迟, 待定) never kicked off, yet the feed
 * still sends a block of zero statistics for it ("50% 控球率"): the page must not show those as if they were
 * the match's numbers. An abandoned or interrupted match was played in part and keeps its data.
 */
export type PlayState = 'upcoming' | 'not-played' | 'played';

export function playStateOf(state: FootballState): PlayState {
  if (state === FootballState.NotStarted) return 'upcoming';
  return isFootballCalledOff(state) ? 'not-played' : 'played';
}
