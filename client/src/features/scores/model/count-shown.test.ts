import { describe, expect, it } from 'vitest';
import { countShown } from './count-shown.ts';

const rows = [
  { id: 'a', leagueId: 'epl', state: 1 },
  { id: 'b', leagueId: 'epl', state: 0 },
  { id: 'c', leagueId: 'csl', state: 3 },
  { id: 'd', leagueId: 'csl', state: 0 },
];
const isLive = (r: { state: number }) => r.state > 0;

describe('match counter (issue 11 bug: it ignored the league filter and hidden matches)', () => {
  it('counts only what the table shows', () => {
    expect(countShown(rows, { hidden: [], excluded: [], isLive })).toEqual({
      shown: 4,
      live: 2,
      hidden: 0,
      filtered: 0,
    });
    expect(countShown(rows, { hidden: ['a'], excluded: ['csl'], isLive })).toEqual({
      shown: 1,
      live: 0,
      hidden: 1,
      filtered: 2,
    });
  });

  it('a hidden match in a filtered-out league counts as filtered, not twice', () => {
    expect(countShown(rows, { hidden: ['c'], excluded: ['csl'] })).toMatchObject({ hidden: 0, filtered: 2 });
  });
});
