import { describe, expect, it } from 'vitest';
import { companyOdds } from './odds-fixtures.ts';
import { flashKey, priceMoves } from './price-moves.ts';

describe('prices that moved while the page is open', () => {
  it('a rise is up, a fall down, in the market shown only', () => {
    const before = [companyOdds()];
    const after = [
      companyOdds({
        ya: { open: before[0]!.ya.open, live: { line: 0.25, home: 0.95, away: 0.8 } },
        da: { open: before[0]!.da.open, live: { line: 3, over: 0.88, under: 0.86 } },
      }),
    ];
    const moves = priceMoves(before, after, ['ya'], 'football');
    expect(Object.fromEntries(moves)).toEqual({
      [flashKey('1', 'ya', 'home')]: 'up',
      [flashKey('1', 'ya', 'away')]: 'down',
    });
    expect(priceMoves(before, after, ['da'], 'football').get(flashKey('1', 'da', 'line'))).toBe('up');
  });

  it('a company or a line seen for the first time has not moved', () => {
    const first = companyOdds({ halfYa: { open: null, live: null } });
    const later = companyOdds({ halfYa: { open: null, live: { line: 0, home: 0.9, away: 0.9 } } });
    expect(priceMoves([first], [later], ['halfYa'], 'football').size).toBe(0);
    expect(priceMoves([], [companyOdds()], ['ya', 'da', 'ou'], 'football').size).toBe(0);
  });
});
