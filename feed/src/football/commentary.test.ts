import { describe, expect, it } from 'vitest';
import { eventTexts } from './commentary.ts';

describe('[issue17-5] event sentences', () => {
  it('without a player name, a goal names the team once (no “伯恩利伯恩利破门得分”)', () => {
    const t = eventTexts(null, '伯恩利', '利物浦', '1-0', '', null);
    expect(t.goal).toBe('进球！伯恩利破门得分！比分 1-0。');
    for (const text of Object.values(t)) expect(text).not.toContain('伯恩利伯恩利');
    expect(t.yellow).toBe('伯恩利有球员吃到一张黄牌。');
  });

  it('an own goal names the side that put the ball into its own net and the side that benefits', () => {
    // The event's side is the side the goal counts for (伯恩利); 利物浦 conceded it.
    expect(eventTexts(null, '伯恩利', '利物浦', '1-0', '', null).ownGoal).toBe(
      '乌龙球！利物浦不慎将球打进自家球门，伯恩利受益！比分 1-0。',
    );
    expect(eventTexts('范戴克', '伯恩利', '利物浦', '1-0', '', null).ownGoal).toBe(
      '乌龙球！利物浦的范戴克不慎将球打进自家球门，伯恩利受益！比分 1-0。',
    );
  });
});
