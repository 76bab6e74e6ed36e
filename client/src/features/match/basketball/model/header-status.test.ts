import { describe, expect, it } from 'vitest';
import { basketballTitle, headerStatus } from './header-status.ts';
import { testInfo } from './test-game.ts';

describe('headerStatus', () => {
  it('[D1] counts the running clock down from the last reading', () => {
    const m = testInfo({ state: 3, clockSeconds: 300, clockAt: 1_000_000, clockRunning: true });
    expect(headerStatus(m, 1_000_000 + 12_000)).toBe('第三节 04:48');
  });

  it('a stopped clock stays; a quarter at 0 with the clock stopped is that quarter’s end', () => {
    expect(headerStatus(testInfo({ state: 1, clockSeconds: 75, clockRunning: false }), 9e12)).toBe(
      '第一节 01:15',
    );
    expect(headerStatus(testInfo({ state: 1, clockSeconds: 0, clockRunning: false }), 0)).toBe('第一节结束');
  });

  it('names the breaks and the end, noting overtime', () => {
    expect(headerStatus(testInfo({ state: 50 }), 0)).toBe('中场休息');
    expect(headerStatus(testInfo({ state: 0 }), 0)).toBe('未开赛');
    expect(headerStatus(testInfo({ state: -1, homeQuarters: [1, 1, 1, 1] }), 0)).toBe('完场');
    expect(headerStatus(testInfo({ state: -1, homeQuarters: [1, 1, 1, 1, 9] }), 0)).toBe('完场（加时）');
    expect(headerStatus(testInfo({ state: -14 }), 0)).toBe('推迟');
  });
});

describe('basketballTitle', () => {
  it('has the score once the game is on, VS before', () => {
    expect(basketballTitle(testInfo())).toBe('湖人 50-48 勇士');
    expect(basketballTitle(testInfo({ state: 0 }))).toBe('湖人 VS 勇士');
  });
});
