import { FootballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { playStateOf } from './play-state.ts';

describe('playStateOf', () => {
  it('a cancelled, postponed or 待定 match was not played; abandoned and interrupted ones were, in part', () => {
    expect(playStateOf(FootballState.Cancelled)).toBe('not-played');
    expect(playStateOf(FootballState.Postponed)).toBe('not-played');
    expect(playStateOf(FootballState.TBD)).toBe('not-played');
    expect(playStateOf(FootballState.NotStarted)).toBe('upcoming');
    for (const s of [
      FootballState.FirstHalf,
      FootballState.HalfTime,
      FootballState.Finished,
      FootballState.Abandoned,
      FootballState.Interrupted,
    ])
      expect(playStateOf(s)).toBe('played');
  });
});
