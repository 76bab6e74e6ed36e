import { describe, expect, it } from 'vitest';
import { isScoredKick } from './shootout-kick.ts';

describe('a shoot-out commentary line is a goal only when the kick went in', () => {
  it('reads the feed’s 罚进 / 罚失 and a commentator’s miss', () => {
    expect(isScoredKick('点球大战：山东泰山罚进，1-0。')).toBe(true);
    expect(isScoredKick('点球大战：上海海港罚失，1-0。')).toBe(false);
    expect(isScoredKick('点球大战：上海海港的射门被门将扑出。')).toBe(false);
    expect(isScoredKick('点球大战：山东泰山一脚打飞！')).toBe(false);
  });
});
