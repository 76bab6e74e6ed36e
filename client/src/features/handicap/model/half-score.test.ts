import { describe, expect, it } from 'vitest';
import { basketballRow, footballRow } from '../../scores/model/fixtures.ts';
import { halfTimeScore } from './half-score.ts';

describe('the half-time score the 半场 lines settle on (半场盘路)', () => {
  it('football: the row’s half-time score once the half is over, none before', () => {
    expect(halfTimeScore(footballRow({ state: 1, homeHalf: null, awayHalf: null }), 'football')).toBeNull();
    expect(halfTimeScore(footballRow({ state: 2, homeHalf: 1, awayHalf: 0 }), 'football')).toEqual({
      home: 1,
      away: 0,
    });
    expect(
      halfTimeScore(
        footballRow({ state: -1, homeScore: 3, awayScore: 1, homeHalf: 0, awayHalf: 1 }),
        'football',
      ),
    ).toEqual({ home: 0, away: 1 });
  });

  it('basketball: the first two quarters once 中场 is reached, none during the first half', () => {
    const q = { homeQuarters: [20, 25, 18], awayQuarters: [22, 19, 30] };
    expect(halfTimeScore(basketballRow({ state: 2, ...q }), 'basketball')).toBeNull();
    expect(halfTimeScore(basketballRow({ state: 50, ...q }), 'basketball')).toEqual({ home: 45, away: 41 });
    expect(halfTimeScore(basketballRow({ state: 3, ...q }), 'basketball')).toEqual({ home: 45, away: 41 });
    expect(halfTimeScore(basketballRow({ state: -1, ...q }), 'basketball')).toEqual({ home: 45, away: 41 });
    expect(
      halfTimeScore(basketballRow({ state: -1, homeQuarters: [20], awayQuarters: [22] }), 'basketball'),
    ).toBeNull();
  });
});
