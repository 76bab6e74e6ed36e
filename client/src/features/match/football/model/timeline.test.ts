import { describe, expect, it } from 'vitest';
import { testEvent } from './test-match.ts';
import { buildTimeline } from './timeline.ts';

describe('buildTimeline (比赛事件)', () => {
  it('[P3] a VAR decision strikes off the side’s latest goal and reads as a correction with the restored score', () => {
    const items = buildTimeline([
      testEvent(1, { kind: 'goal', side: 'home', minute: 12, player: '萨卡', score: '1-0' }),
      testEvent(2, { kind: 'goal', side: 'away', minute: 30, player: '帕尔默', score: '1-1' }),
      testEvent(3, { kind: 'goal', side: 'home', minute: 40, player: '哈弗茨', score: '2-1' }),
      testEvent(4, { kind: 'goalCancelled', side: 'home', minute: 42, score: '1-1' }),
    ]);
    expect(items.map((i) => [i.minute, i.title, i.cancelled, i.correction])).toEqual([
      ["12'", '进球', false, false],
      ["30'", '进球', false, false],
      ["40'", '进球', true, false],
      ["42'", 'VAR：进球无效', false, true],
    ]);
    expect(items[3]?.detail).toBe("40' 哈弗茨的进球被取消");
    expect(items[3]?.score).toBe('1-1');
  });

  it('two VAR decisions cancel two different goals, never the same one twice', () => {
    const items = buildTimeline([
      testEvent(1, { kind: 'goal', minute: 5, player: 'A', score: '1-0' }),
      testEvent(2, { kind: 'penaltyGoal', minute: 50, player: 'B', score: '2-0' }),
      testEvent(3, { kind: 'goalCancelled', minute: 51, score: '1-0' }),
      testEvent(4, { kind: 'goalCancelled', minute: 60, score: '0-0' }),
    ]);
    expect(items.filter((i) => i.cancelled).map((i) => i.player)).toEqual(['A', 'B']);
  });

  it('names the assist and the player replaced, hides corners, and orders stoppage time before the next half', () => {
    const items = buildTimeline([
      testEvent(5, { kind: 'sub', side: 'away', minute: 46, player: '恩昆库', relatedPlayer: '杰克逊' }),
      testEvent(4, { kind: 'yellow', side: 'away', minute: 45, addedTime: 2, player: '凯塞多' }),
      testEvent(3, { kind: 'corner', minute: 44 }),
      testEvent(2, { kind: 'goal', minute: 20, player: '萨卡', relatedPlayer: '厄德高', score: '1-0' }),
    ]);
    expect(items.map((i) => `${i.minute} ${i.title} ${i.detail ?? ''}`.trim())).toEqual([
      "20' 进球 助攻：厄德高",
      "45+2' 黄牌",
      "46' 换人 换下：杰克逊",
    ]);
  });
});
