import { BASKETBALL_SPREAD_MOVE, BASKETBALL_TOTAL_MOVE } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import {
  BASKETBALL_ODDS,
  type BasketballWatchedRow,
  basketballEvents,
  isBigMove,
  OddsWatch,
} from './detect.ts';

const row = (over: Partial<BasketballWatchedRow> = {}): BasketballWatchedRow => ({
  id: 'b1',
  leagueId: 'nba',
  homeId: 'bh1',
  awayId: 'ba1',
  homeName: '湖人',
  awayName: '勇士',
  state: 1,
  homeScore: 20,
  awayScore: 18,
  clockSeconds: 30,
  clockRunning: true,
  odds: {
    ya: { line: -5.5, home: 0.9, away: 0.9 },
    da: { line: 220.5, over: 0.9, under: 0.9 },
    ou: { home: 1.5, draw: 0, away: 2.6 },
  },
  ...over,
});
const kinds = (before: BasketballWatchedRow, after: BasketballWatchedRow) =>
  basketballEvents(before, after).map((e) => [e.kind, e.key, e.title]);

describe('[AI9] basketball events from two versions of a list row', () => {
  it('[AI9] 未开 → 第一节 is a kick-off, keyed apart from football ids', () => {
    expect(kinds(row({ state: 0, clockRunning: false }), row({ state: 1 }))).toEqual([
      ['kickoff', 'basketball:b1:kickoff', '湖人 vs 勇士 开赛了'],
    ]);
  });

  it('[AI9] the 1st and 3rd quarters end when their clock stops at 0, or when the state moves past them', () => {
    const end = row({ clockSeconds: 0, clockRunning: false });
    expect(kinds(row(), end)).toEqual([
      ['quarter', 'basketball:b1:quarter:1', '第一节结束：湖人 20-18 勇士'],
    ]);
    expect(kinds(row({ state: 3 }), row({ state: 3, clockSeconds: 0, clockRunning: false }))).toEqual([
      ['quarter', 'basketball:b1:quarter:3', '第三节结束：湖人 20-18 勇士'],
    ]);
    // A missed break: 第一节 straight to 第二节 still reports the first quarter's end, with the same key.
    expect(kinds(row(), row({ state: 2, clockSeconds: 720 }))).toEqual([
      ['quarter', 'basketball:b1:quarter:1', '第一节结束：湖人 20-18 勇士'],
    ]);
    // The clock standing at 0 in the break is not a second end.
    expect(kinds(end, end)).toEqual([]);
  });

  it('[AI9] the 2nd quarter ends as 半场, the last period as 完场; the 4th at 0 with the score level leads to 加时', () => {
    expect(kinds(row({ state: 2 }), row({ state: 50, clockSeconds: 0, clockRunning: false }))).toEqual([
      ['half', 'basketball:b1:half', '半场结束：湖人 20-18 勇士'],
    ]);
    // 第二节 at 0 is not a 单节结束 (the half-time event follows).
    expect(kinds(row({ state: 2 }), row({ state: 2, clockSeconds: 0, clockRunning: false }))).toEqual([]);
    // 第四节 at 0, not level: the game is over, 完场 reports it.
    expect(kinds(row({ state: 4 }), row({ state: 4, clockSeconds: 0, clockRunning: false }))).toEqual([]);
    expect(kinds(row({ state: 4, clockSeconds: 0, clockRunning: false }), row({ state: -1 }))).toEqual([
      ['full', 'basketball:b1:full', '完场：湖人 20-18 勇士'],
    ]);
    const level = { homeScore: 100, awayScore: 100 };
    const ot = basketballEvents(
      row({ state: 4, ...level }),
      row({ state: 4, ...level, clockSeconds: 0, clockRunning: false }),
    );
    expect(ot).toEqual([
      expect.objectContaining({
        kind: 'quarter',
        key: 'basketball:b1:quarter:4',
        body: '第四节结束，比分持平，进入加时',
      }),
    ]);
  });
});

describe('[AI9] basketball odds moves', () => {
  it(`[AI9] 让分 counts from ${BASKETBALL_SPREAD_MOVE} point, 总分 from ${BASKETBALL_TOTAL_MOVE} points, prices from 10 %`, () => {
    expect(isBigMove('ya.line', -5.5, -6, BASKETBALL_ODDS)).toBe(false);
    expect(isBigMove('ya.line', -5.5, -6.5, BASKETBALL_ODDS)).toBe(true);
    expect(isBigMove('da.line', 220.5, 222, BASKETBALL_ODDS)).toBe(false);
    expect(isBigMove('da.line', 220.5, 218.5, BASKETBALL_ODDS)).toBe(true);
    expect(isBigMove('ya.home', 0.9, 0.99, BASKETBALL_ODDS)).toBe(true);
    expect(isBigMove('ya.home', 0.9, 0.98, BASKETBALL_ODDS)).toBe(false);
  });

  it('[AI9] a move is reported once with basketball labels, a drift adds up, 独赢 without a draw never moves', () => {
    const watch = new OddsWatch(BASKETBALL_ODDS);
    watch.seed(row() as never);
    const half = row({ odds: { ...row().odds, ya: { line: -6, home: 0.9, away: 0.9 } } });
    expect(watch.moves(half as never, 'e:2')).toBeNull();
    const full = row({ odds: { ...row().odds, ya: { line: -6.5, home: 0.9, away: 0.9 } } });
    const move = watch.moves(full as never, 'e:3');
    expect(move).toEqual(
      expect.objectContaining({
        kind: 'odds',
        key: 'basketball:b1:odds:e:3',
        title: '指数大变：湖人 vs 勇士',
        // Line -5.5 is the home side receiving 5.5: +5.5, as the list and the match page read it.
        body: '让分盘口 +5.5 → +6.5',
      }),
    );
    expect(watch.moves(full as never, 'e:4')).toBeNull();
  });
});
