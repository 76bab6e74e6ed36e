import { describe, expect, it } from 'vitest';
import { formationLines } from './formation.ts';

const player = (name: string, position: string) => ({ name, number: 1, position, captain: false });
const eleven = [
  player('门将', 'GK'),
  ...['d1', 'd2', 'd3', 'd4'].map((n) => player(n, 'DF')),
  ...['m1', 'm2', 'm3', 'm4', 'm5'].map((n) => player(n, 'MF')),
  player('f1', 'FW'),
];

describe('formationLines (阵型图)', () => {
  it('puts the keeper first, then the lines the formation names, in the listed order', () => {
    const lines = formationLines({ formation: '4-2-3-1', starters: eleven, bench: [] });
    expect(lines.map((l) => l.map((p) => p.name))).toEqual([
      ['门将'],
      ['d1', 'd2', 'd3', 'd4'],
      ['m1', 'm2'],
      ['m3', 'm4', 'm5'],
      ['f1'],
    ]);
  });

  it('falls back to lines by position when the formation does not add up', () => {
    const lines = formationLines({ formation: '3-5-3', starters: eleven, bench: [] });
    expect(lines.map((l) => l.length)).toEqual([1, 4, 5, 1]);
  });
});
