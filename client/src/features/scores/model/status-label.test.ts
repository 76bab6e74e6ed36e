import { describe, expect, it } from 'vitest';
import { basketballRow, footballRow } from './fixtures.ts';
import { basketballStatus, footballStatus } from './status-label.ts';

const MIN = 60_000;

describe('[D1] footballStatus (the 状态 column, computed on the client from periodStart)', () => {
  it("shows the running minute: 67' in the second half", () => {
    expect(footballStatus(footballRow({ state: 3, periodStart: 0 }), 21 * MIN + 5_000)).toBe("67'");
  });
  it("shows stoppage time as 45+2'", () => {
    expect(footballStatus(footballRow({ state: 1, periodStart: 0 }), 46 * MIN + 1)).toBe("45+2'");
  });
  it("shows 1' right at kick-off and 91' at the start of extra time", () => {
    expect(footballStatus(footballRow({ state: 1, periodStart: 1000 }), 1000)).toBe("1'");
    expect(footballStatus(footballRow({ state: 4, periodStart: 0 }), 0)).toBe("91'");
  });
  it('shows 中场 at half-time, 完 when finished and nothing before kick-off', () => {
    expect(footballStatus(footballRow({ state: 2 }), 0)).toBe('中场');
    expect(footballStatus(footballRow({ state: -1 }), 0)).toBe('完');
    expect(footballStatus(footballRow({ state: 0 }), 0)).toBe('');
    expect(footballStatus(footballRow({ state: -14 }), 0)).toBe('推迟');
  });
});

describe('[D2] basketballStatus (the game clock counts down locally between patches)', () => {
  it('counts down a running clock from its last reading', () => {
    const m = basketballRow({ state: 3, clockSeconds: 312, clockAt: 1_000, clockRunning: true });
    expect(basketballStatus(m, 11_000)).toBe('三节 05:02');
  });
  it('holds a stopped clock and names breaks', () => {
    expect(basketballStatus(basketballRow({ state: 1, clockSeconds: 65, clockAt: 0 }), 99_000)).toBe(
      '一节 01:05',
    );
    expect(basketballStatus(basketballRow({ state: 50 }), 0)).toBe('中场');
    // The break between quarters: the clock stopped at 00:00 (titan007's 三节完), not a running 三节 00:00.
    expect(basketballStatus(basketballRow({ state: 3, clockSeconds: 0, clockRunning: false }), 0)).toBe(
      '三节完',
    );
    expect(basketballStatus(basketballRow({ state: 5, clockSeconds: 0, clockRunning: false }), 0)).toBe(
      '加时1完',
    );
    // A running clock that reached 0 locally waits for the centre's word.
    expect(
      basketballStatus(basketballRow({ state: 3, clockSeconds: 5, clockAt: 0, clockRunning: true }), 9_000),
    ).toBe('三节 00:00');
    expect(basketballStatus(basketballRow({ state: -1 }), 0)).toBe('完');
  });
});
