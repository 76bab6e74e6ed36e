import { describe, expect, it } from 'vitest';
import { periodColumns } from './quarter-table.ts';

describe('periodColumns', () => {
  it('shows the four quarters before tip-off, all empty', () => {
    const cols = periodColumns({ state: 0, homeQuarters: [], awayQuarters: [] });
    expect(cols.map((c) => c.label)).toEqual(['一', '二', '三', '四']);
    expect(cols.every((c) => c.home === null && !c.current)).toBe(true);
  });

  it('marks the quarter being played and leaves later ones empty', () => {
    const cols = periodColumns({ state: 3, homeQuarters: [20, 25, 4], awayQuarters: [22, 21, 7] });
    expect(cols.map((c) => [c.home, c.away, c.current])).toEqual([
      [20, 22, false],
      [25, 21, false],
      [4, 7, true],
      [null, null, false],
    ]);
  });

  it('adds overtime: one column 加时, several numbered; an overtime just started shows before its points', () => {
    expect(
      periodColumns({ state: 5, homeQuarters: [1, 1, 1, 1], awayQuarters: [1, 1, 1, 1] }).at(-1),
    ).toEqual({
      label: '加时',
      home: null,
      away: null,
      current: true,
    });
    const twoOt = periodColumns({
      state: -1,
      homeQuarters: [1, 1, 1, 1, 9, 12],
      awayQuarters: [1, 1, 1, 1, 9, 8],
    });
    expect(twoOt.map((c) => c.label)).toEqual(['一', '二', '三', '四', '加时1', '加时2']);
    expect(twoOt.some((c) => c.current)).toBe(false);
  });
});
