import { describe, expect, it } from 'vitest';
import { hasScore } from './has-score.ts';

describe('a row shows its score, not VS', () => {
  it('in play, finished, and also abandoned (腰斩) or interrupted (中断) after play began', () => {
    for (const state of [1, 3, -1, -12, -13]) expect(hasScore(state)).toBe(true);
  });

  it('before kick-off or called off before it (取消, 待定, 推迟): VS', () => {
    for (const state of [0, -10, -11, -14]) expect(hasScore(state)).toBe(false);
  });
});
