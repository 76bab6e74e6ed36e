import { BasketballState } from '@kuyi/shared';
import { hasScore } from './header-status.ts';

/**
 * Whether a game has been played at all. Before tip-off, and for a game called off (取消, 推迟, 待定), the
 * feed still sends both rosters with 0 in every column and zero team totals: the page must not show those
 * as the game's numbers. An abandoned or interrupted game was played in part and keeps its data.
 */
export type GamePlayState = 'upcoming' | 'not-played' | 'played';

export function gamePlayState(state: BasketballState): GamePlayState {
  if (state === BasketballState.NotStarted) return 'upcoming';
  return hasScore({ state }) ? 'played' : 'not-played';
}

/** What the stats panels say instead of zeros: "比赛未开始，暂无球员统计". */
export function noStatsText(play: Exclude<GamePlayState, 'played'>, what: string): string {
  return `${play === 'upcoming' ? '比赛未开始' : '比赛未进行'}，暂无${what}`;
}
