import { BasketballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { gamePlayState, noStatsText } from './play-state.ts';

describe('gamePlayState', () => {
  it('a cancelled, postponed or 待定 game was not played; abandoned and interrupted ones were, in part', () => {
    expect(gamePlayState(BasketballState.NotStarted)).toBe('upcoming');
    for (const s of [BasketballState.Cancelled, BasketballState.Postponed, BasketballState.TBD])
      expect(gamePlayState(s)).toBe('not-played');
    for (const s of [
      BasketballState.Q1,
      BasketballState.HalfTime,
      BasketballState.OT2,
      BasketballState.Finished,
      BasketballState.Abandoned,
      BasketballState.Interrupted,
    ])
      expect(gamePlayState(s)).toBe('played');
  });

  it('says why there are no numbers yet', () => {
    expect(noStatsText('upcoming', '球员统计')).toBe('比赛未开始，暂无球员统计');
    expect(noStatsText('not-played', '球队统计')).toBe('比赛未进行，暂无球队统计');
  });
});
