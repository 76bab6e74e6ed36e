import { type PickResult, settlementScore } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { profitUnits, settlePick } from './pick-outcome.ts';

// [D6] Every Asian line case from the home side, then mirrored for the away side.
// Columns: home line, home score, away score, result for a home pick.
const ASIAN: [number, number, number, PickResult][] = [
  [0, 1, 0, 'win'],
  [0, 1, 1, 'push'],
  [0, 0, 1, 'loss'],
  [0.25, 1, 1, 'half_loss'],
  [0.25, 2, 1, 'win'],
  [0.25, 0, 1, 'loss'],
  [-0.25, 1, 1, 'half_win'],
  [-0.25, 0, 1, 'loss'],
  [-0.25, 1, 0, 'win'],
  [0.5, 1, 0, 'win'],
  [0.5, 1, 1, 'loss'],
  [-0.5, 1, 1, 'win'],
  [-0.5, 0, 1, 'loss'],
  [0.75, 1, 0, 'half_win'],
  [0.75, 2, 0, 'win'],
  [0.75, 1, 1, 'loss'],
  [-0.75, 0, 1, 'half_loss'],
  [-0.75, 1, 1, 'win'],
  [-0.75, 0, 2, 'loss'],
  [1, 1, 0, 'push'],
  [1, 2, 0, 'win'],
  [1, 1, 1, 'loss'],
  [-1, 0, 1, 'push'],
  [-1, 1, 1, 'win'],
  [-1, 0, 2, 'loss'],
  [1.25, 1, 0, 'half_loss'],
  [1.25, 2, 0, 'win'],
  [-1.25, 0, 1, 'half_win'],
  [-1.25, 0, 2, 'loss'],
  [1.5, 2, 0, 'win'],
  [1.5, 1, 0, 'loss'],
  [1.75, 2, 0, 'half_win'],
  [1.75, 3, 0, 'win'],
  [-1.75, 0, 2, 'half_loss'],
  [2, 2, 0, 'push'],
  [-2, 0, 2, 'push'],
  [2.25, 2, 0, 'half_loss'],
  [-2.5, 0, 2, 'win'],
];

const MIRROR: Record<PickResult, PickResult> = {
  win: 'loss',
  half_win: 'half_loss',
  push: 'push',
  half_loss: 'half_win',
  loss: 'win',
};

describe('[D6] 亚盘 picks settle on the frozen line', () => {
  it.each(ASIAN)('line %s, %i-%i: home pick %s', (line, h, a, result) => {
    expect(settlePick({ market: 'ya', selection: 'home', line }, h, a)).toBe(result);
    expect(settlePick({ market: 'ya', selection: 'away', line }, h, a)).toBe(MIRROR[result]);
  });
});

const TOTALS: [number, number, PickResult][] = [
  [2.5, 3, 'win'],
  [2.5, 2, 'loss'],
  [2, 2, 'push'],
  [2.25, 2, 'half_loss'],
  [2.25, 3, 'win'],
  [2.75, 3, 'half_win'],
  [2.75, 2, 'loss'],
  [3, 4, 'win'],
  [0.5, 0, 'loss'],
];

describe('[D6] 大小 picks', () => {
  it.each(TOTALS)('line %s, %i goals: over %s', (line, goals, result) => {
    expect(settlePick({ market: 'da', selection: 'over', line }, goals, 0)).toBe(result);
    expect(settlePick({ market: 'da', selection: 'under', line }, 0, goals)).toBe(MIRROR[result]);
  });
});

describe('欧赔 (1x2) picks', () => {
  it.each([
    ['home', 2, 1, 'win'],
    ['home', 1, 1, 'loss'],
    ['draw', 1, 1, 'win'],
    ['draw', 0, 1, 'loss'],
    ['away', 0, 1, 'win'],
    ['away', 3, 1, 'loss'],
  ] as const)('%s at %i-%i is %s', (selection, h, a, result) => {
    expect(settlePick({ market: 'ou', selection, line: null }, h, a)).toBe(result);
  });
});

describe('[D6] a match that went to extra time settles on its 90-minute score', () => {
  // 1–1 after 90 minutes, 2–1 after extra time, then no shoot-out: the ET goal changes no bet.
  const row = { homeScore: 2, awayScore: 1, regular: { home: 1, away: 1 }, homePenalty: null };
  const on90 = (pick: Parameters<typeof settlePick>[0]) => {
    const s = settlementScore(row);
    if (!s) throw new Error('no settlement score');
    return settlePick(pick, s.home, s.away);
  };

  it('亚盘, 大小 and 欧赔 all read 1–1', () => {
    expect(on90({ market: 'ya', selection: 'home', line: 0.5 })).toBe('loss');
    expect(on90({ market: 'ya', selection: 'away', line: 0 })).toBe('push');
    expect(on90({ market: 'da', selection: 'over', line: 2.5 })).toBe('loss');
    expect(on90({ market: 'da', selection: 'under', line: 2.25 })).toBe('half_win');
    expect(on90({ market: 'ou', selection: 'draw', line: null })).toBe('win');
    expect(on90({ market: 'ou', selection: 'home', line: null })).toBe('loss');
  });
});

describe('profit per unit staked', () => {
  it('pays the water on 亚盘/大小, decimal − 1 on 欧赔, half on half results', () => {
    expect(profitUnits('ya', 0.9, 'win')).toBeCloseTo(0.9);
    expect(profitUnits('da', 0.9, 'half_win')).toBeCloseTo(0.45);
    expect(profitUnits('ou', 2.5, 'win')).toBeCloseTo(1.5);
    expect(profitUnits('ya', 0.9, 'push')).toBe(0);
    expect(profitUnits('ya', 0.9, 'half_loss')).toBe(-0.5);
    expect(profitUnits('ou', 2.5, 'loss')).toBe(-1);
  });
});
