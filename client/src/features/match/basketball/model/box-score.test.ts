import { describe, expect, it } from 'vitest';
import { teamBox } from './box-score.ts';
import { testPlayer } from './test-game.ts';

describe('teamBox', () => {
  const players = [
    testPlayer('替补甲', { starter: false, minutes: 3 }),
    testPlayer('首发甲', { points: 10, fgMade: 4, fgAttempts: 9, ftMade: 2, ftAttempts: 2 }),
    testPlayer('客队', { side: 'away', points: 30 }),
    testPlayer('替补乙', { starter: false, minutes: 8.6, points: 3, threeMade: 1, threeAttempts: 4 }),
    testPlayer('首发乙', { points: 5 }),
  ];

  it('lists starters first in the feed order, then the bench by minutes played', () => {
    const box = teamBox(players, 'home');
    expect(box.rows.map((r) => r.name)).toEqual(['首发甲', '首发乙', '替补乙', '替补甲']);
    expect(box.benchFrom).toBe(2);
  });

  it('prints shooting as made-attempts and minutes rounded', () => {
    const [first, , bench] = teamBox(players, 'home').rows;
    expect([first?.fg, first?.ft, bench?.three, bench?.minutes]).toEqual(['4-9', '2-2', '1-4', '9']);
  });

  it('sums the side’s lines into 合计 and never counts the other side', () => {
    const { total } = teamBox(players, 'home');
    expect([total.name, total.points, total.fg, total.three]).toEqual(['合计', 18, '4-9', '1-4']);
    expect(teamBox(players, 'away').total.points).toBe(30);
  });

  it('a side without lines has no rows', () => {
    expect(teamBox([], 'home').rows).toEqual([]);
  });
});
