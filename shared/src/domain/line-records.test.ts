import { describe, expect, it } from 'vitest';
import { type LineGame, letGoalTable, overUnderTable } from './line-records.ts';

const game = (
  homeScore: number,
  awayScore: number,
  line: number | null,
  over?: Partial<LineGame>,
): LineGame => ({
  homeId: 'a',
  homeName: '甲',
  awayId: 'b',
  awayName: '乙',
  homeScore,
  awayScore,
  line,
  ...over,
});

describe('[D6] 盘路 and 大小 tables from finished matches and their closing lines', () => {
  it('[D6] 亚盘: a quarter line splits; a half loss counts as a loss and the other side’s half win as a win', () => {
    // A gives 0.25 and wins 1-0 (A 赢); A gives 0.25 and draws (A 输半, B 赢半); A gives 1 and wins 1-0 (走).
    const rows = letGoalTable([game(1, 0, 0.25), game(1, 1, 0.25), game(1, 0, 1)]);
    expect(rows.find((r) => r.teamId === 'a')).toMatchObject({ played: 3, win: 1, push: 1, lose: 1, net: 0 });
    expect(rows.find((r) => r.teamId === 'b')).toMatchObject({ played: 3, win: 1, push: 1, lose: 1, net: 0 });
    expect(rows.find((r) => r.teamId === 'a')?.winRate).toBe(33.3);
  });

  it('[D6] 亚盘: the away side reads a home handicap from its own view (受让)', () => {
    // A gives half a goal and loses 0-1: B covers whole.
    const rows = letGoalTable([game(0, 1, 0.5)]);
    expect(rows.map((r) => [r.rank, r.teamId, r.win, r.lose, r.net])).toEqual([
      [1, 'b', 1, 0, 1],
      [2, 'a', 0, 1, -1],
    ]);
  });

  it('[D6] 大小: both teams count the same outcome; 2 goals on a line of 2 is a push, 2.25 is a half under', () => {
    const rows = overUnderTable([game(1, 0, 2.5), game(1, 1, 2), game(2, 0, 2.25), game(3, 0, 2.75)]);
    for (const id of ['a', 'b'])
      expect(rows.find((r) => r.teamId === id)).toMatchObject({ played: 4, over: 1, push: 1, under: 2 });
  });

  it('matches without a line are not counted; named teams are listed before they played; ties rank by name', () => {
    const teams = [
      { id: 'a', name: '甲' },
      { id: 'b', name: '乙' },
      { id: 'c', name: '丙' },
    ];
    const rows = letGoalTable([game(2, 2, null)], teams);
    expect(rows.map((r) => r.played)).toEqual([0, 0, 0]);
    expect(rows.map((r) => r.teamName)).toEqual(['丙', '甲', '乙']);
    expect(overUnderTable([], teams).map((r) => r.rank)).toEqual([1, 2, 3]);
  });
});
