import { describe, expect, it } from 'vitest';
import { playerMarks } from './player-marks.ts';
import { testEvent } from './test-match.ts';
import { buildTimeline } from './timeline.ts';

describe('playerMarks (line-up lists)', () => {
  it('a goal from the spot is marked 点球, as the 比赛事件 line calls it, not as an open-play 进球', () => {
    const items = buildTimeline([
      testEvent(1, { kind: 'penaltyGoal', side: 'home', minute: 35, player: '罗纳里', score: '1-0' }),
      testEvent(2, { kind: 'goal', side: 'home', minute: 73, player: '罗纳里', score: '2-0' }),
    ]);
    expect(playerMarks(items, 'home').get('罗纳里')).toEqual([
      { kind: 'penalty', minute: "35'" },
      { kind: 'goal', minute: "73'" },
    ]);
  });

  it("an own goal is marked on the scorer's own side; a goal VAR struck off is not marked", () => {
    const items = buildTimeline([
      testEvent(1, { kind: 'ownGoal', side: 'away', minute: 20, player: '白', score: '0-1' }),
      testEvent(2, { kind: 'goal', side: 'away', minute: 50, player: '黑', score: '0-2' }),
      testEvent(3, { kind: 'goalCancelled', side: 'away', minute: 52, score: '0-1' }),
    ]);
    expect(playerMarks(items, 'home').get('白')).toEqual([{ kind: 'ownGoal', minute: "20'" }]);
    expect(playerMarks(items, 'away').get('黑')).toBeUndefined();
  });
});
