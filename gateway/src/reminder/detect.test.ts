import { preMatchView } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { isBigMove, matchEvents, OddsWatch, type WatchedRow } from './detect.ts';

const row = (over: Partial<WatchedRow> = {}): WatchedRow => ({
  id: 'm1',
  leagueId: 'l1',
  homeId: 'h1',
  awayId: 'a1',
  homeName: '曼联',
  awayName: '切尔西',
  state: 0,
  periodStart: null,
  homeScore: 0,
  awayScore: 0,
  homeRed: 0,
  awayRed: 0,
  odds: {
    ya: { line: 0.5, home: 0.9, away: 0.96 },
    da: { line: 2.5, over: 0.9, under: 0.9 },
    ou: { home: 2.0, draw: 3.4, away: 3.8 },
  },
  ...over,
});

describe('[AI2] match events from two versions of a list row', () => {
  it('[AI2] 未开 → 上半场 is a kick-off', () => {
    const events = matchEvents(row(), row({ state: 1 }));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'kickoff', key: 'm1:kickoff', title: '曼联 vs 切尔西 开赛了' }),
    ]);
  });

  it('[AI2] a side scoring is a goal keyed by the new score; a VAR correction downwards is not', () => {
    const [goal] = matchEvents(row({ state: 1 }), row({ state: 1, awayScore: 1 }));
    expect(goal).toMatchObject({ kind: 'goal', key: 'm1:goal:0-1', title: '进球！曼联 0-1 切尔西' });
    expect(goal?.body).toContain('切尔西进球');
    expect(matchEvents(row({ state: 1, homeScore: 1 }), row({ state: 1, homeScore: 0 }))).toEqual([]);
  });

  it("[AI2] a goal or a card says its minute on the feed's clock, stoppage time as 45+2'", () => {
    const kickoff = 1_700_000_000_000;
    const first = (over: Partial<WatchedRow>) => row({ state: 1, periodStart: kickoff, ...over });
    const [goal] = matchEvents(first({}), first({ homeScore: 1 }), kickoff + 26 * 60_000 + 5_000);
    expect(goal?.body).toBe("27' 曼联进球，当前比分 1-0");
    const [late] = matchEvents(first({}), first({ awayRed: 1 }), kickoff + 46 * 60_000 + 30_000);
    expect(late?.body).toBe("45+2' 切尔西被出示红牌（红牌 0-1）");
    const second = row({ state: 3, periodStart: kickoff + 60 * 60_000 });
    const [equaliser] = matchEvents(second, { ...second, awayScore: 1 }, kickoff + 60 * 60_000 + 9 * 60_000);
    expect(equaliser?.body).toBe("55' 切尔西进球，当前比分 0-1");
    // Without a running period (a correction read at half time) there is no minute to give.
    const [atHalf] = matchEvents(row({ state: 2 }), row({ state: 2, homeScore: 1 }), kickoff);
    expect(atHalf?.body).toBe('曼联进球，当前比分 1-0');
  });

  it('[AI2] a red card, half time and full time', () => {
    expect(matchEvents(row({ state: 1 }), row({ state: 1, homeRed: 1 }))[0]).toMatchObject({
      kind: 'red',
      key: 'm1:red:1-0',
    });
    expect(matchEvents(row({ state: 1, homeScore: 1 }), row({ state: 2, homeScore: 1 }))).toEqual([
      expect.objectContaining({ kind: 'half', key: 'm1:half', title: '半场结束：曼联 1-0 切尔西' }),
    ]);
    expect(matchEvents(row({ state: 3 }), row({ state: -1 }))).toEqual([
      expect.objectContaining({ kind: 'full', key: 'm1:full' }),
    ]);
  });

  it('[AI2] nothing that changes no event (corners, the same state) is reported', () => {
    expect(matchEvents(row({ state: 1 }), row({ state: 1 }))).toEqual([]);
    expect(matchEvents(row({ state: 2 }), row({ state: 2 }))).toEqual([]);
  });
});

describe('[AI3] big odds moves: a line by ≥ 0.25, a price by ≥ 10%', () => {
  it('[AI3] exactly at the thresholds counts, just under does not', () => {
    expect(isBigMove('ya.line', 0.5, 0.75)).toBe(true);
    expect(isBigMove('da.line', 2.5, 2.25)).toBe(true);
    expect(isBigMove('ya.line', 0.5, 0.74)).toBe(false);
    expect(isBigMove('ya.home', 0.9, 0.99)).toBe(true); // exactly +10% (0.99 / 0.9 is 1.0999… in floats)
    expect(isBigMove('ou.home', 2.0, 1.8)).toBe(true); // exactly −10%
    expect(isBigMove('ou.home', 2.0, 2.19)).toBe(false); // +9.5%
    expect(isBigMove('ou.draw', 3.0, 3.29)).toBe(false);
  });

  it('[AI3] a move is measured from the last reported value, so a slow drift is reported once it adds up', () => {
    const watch = new OddsWatch();
    const base = row();
    watch.seed(base);
    const step = (line: number, home = 2.0) =>
      row({
        odds: { ...base.odds, ya: { line, home: 0.9, away: 0.96 }, ou: { home, draw: 3.4, away: 3.8 } },
      });
    expect(watch.moves(step(0.5, 2.1), 'e:1')).toBeNull(); // +5%
    const moved = watch.moves(step(0.75, 2.2), 'e:2'); // line +0.25, price +10% from 2.0
    expect(moved).toMatchObject({ kind: 'odds', key: 'm1:odds:e:2' });
    expect(moved?.body).toContain('亚盘盘口 半球 → 半/一');
    expect(moved?.body).toContain('欧赔主胜 2.00 → 2.20（+10%）');
    // References moved with the report: the same values again are no move.
    expect(watch.moves(step(0.75, 2.2), 'e:3')).toBeNull();
  });

  it('[AI3] a market appearing for the first time sets a reference, it is not a move', () => {
    const watch = new OddsWatch();
    watch.seed(row({ odds: { ya: null, da: null, ou: null } }));
    expect(watch.moves(row(), 'e:1')).toBeNull();
  });
});

describe('[AI7] pre-match view', () => {
  it('[AI7] 1x2 probabilities without the margin sum to 100%, expected goals follow the 大小 and 亚盘 lines', () => {
    const view = preMatchView(row().odds);
    const p = view.probabilities!;
    expect(p.home + p.draw + p.away).toBeCloseTo(100, 0);
    expect(p.home).toBeGreaterThan(p.away);
    // An even 2.5 line: the mean total sits near 2.67 (P(≥3) = ½ for a Poisson mean of about 2.67).
    expect(view.xg!.total).toBeGreaterThan(2.5);
    expect(view.xg!.total).toBeLessThan(2.8);
    expect(view.xg!.home - view.xg!.away).toBeCloseTo(0.5, 1);
    expect(preMatchView({ ya: null, da: null, ou: null })).toEqual({ probabilities: null, xg: null });
  });
});
