import { BasketballState, type CompanyOdds } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { handicapPath, mainOddsTable, moveOf } from './main-odds.ts';

const none = { open: null, live: null };
const Q2 = BasketballState.Q2;
function company(id: string, over: Partial<CompanyOdds> = {}): CompanyOdds {
  return {
    companyId: id,
    companyName: id === '1' ? '澳门' : '皇冠',
    ya: { open: { line: 5.5, home: 0.9, away: 0.9 }, live: { line: 6.5, home: 0.85, away: 0.95 } },
    da: { open: { line: 210.5, over: 0.9, under: 0.9 }, live: null },
    ou: none,
    halfYa: none,
    halfDa: none,
    halfOu: none,
    updatedAt: 0,
    ...over,
  };
}
const rowOdds = {
  ya: null,
  da: { line: 214.5, over: 0.88, under: 0.92 },
  ou: { home: 1.4, draw: 0, away: 2.8 },
};

describe('mainOddsTable', () => {
  it('[D6] reads the main company (澳门) opening and live lines from the odds channel', () => {
    const t = mainOddsTable([company('3'), company('1')], rowOdds, null, Q2);
    expect(t.company).toBe('澳门');
    const ya = t.rows.find((r) => r.market === 'ya');
    expect(ya?.title).toBe('让分');
    expect(ya?.labels).toEqual(['主队', '让分', '客队']);
    expect(ya?.open?.map((c) => c.text)).toEqual(['0.90', expect.any(String), '0.90']);
    expect(ya?.live?.[0]?.text).toBe('0.85');
  });

  it('falls back to the row’s live line where the channel has none, and has no opening then', () => {
    const t = mainOddsTable(null, rowOdds, null, Q2);
    expect(t.company).toBe('澳门');
    const da = t.rows.find((r) => r.market === 'da');
    expect(da?.open).toBeNull();
    expect(da?.live?.[0]?.text).toBe('0.88');
    // 独赢 has no draw in basketball.
    expect(t.rows.find((r) => r.market === 'ou')?.live?.map((c) => c.key)).toEqual(['home', 'away']);
  });

  it('says there is nothing when no market has a line', () => {
    expect(mainOddsTable(null, { ya: null, da: null, ou: null }, null, Q2).any).toBe(false);
  });

  it('shows the closing line once the row carries it', () => {
    const t = mainOddsTable(
      null,
      rowOdds,
      { ya: { line: -3.5, home: 0.9, away: 0.9 }, da: null, ou: null },
      Q2,
    );
    expect(t.rows[0]?.close).not.toBeNull();
  });
});

describe('a game that is over has no 即时 line: its last live price is not live any more', () => {
  const closing = { ya: { line: -2.5, home: 0.88, away: 0.92 }, da: null, ou: null };

  it('完场 with a 终盘: the live price is dropped and the 终盘 stands', () => {
    const t = mainOddsTable([company('1')], rowOdds, closing, BasketballState.Finished);
    expect(t.over).toBe(true);
    const ya = t.rows.find((r) => r.market === 'ya');
    expect(ya?.live).toBeNull();
    expect(ya?.close?.[0]?.text).toBe('0.88');
  });

  it('完场 without a 终盘: the last price quoted is the closing one', () => {
    const t = mainOddsTable(null, rowOdds, null, BasketballState.Finished);
    const da = t.rows.find((r) => r.market === 'da');
    expect(da?.live).toBeNull();
    expect(da?.close?.[0]?.text).toBe('0.88');
    expect(t.any).toBe(true);
  });

  it('腰斩 and 取消 are over too; 中断, 推迟 and 待定 keep their live line', () => {
    for (const state of [BasketballState.Abandoned, BasketballState.Cancelled])
      expect(mainOddsTable(null, rowOdds, null, state).over).toBe(true);
    for (const state of [
      BasketballState.Interrupted,
      BasketballState.Postponed,
      BasketballState.TBD,
      BasketballState.NotStarted,
      BasketballState.Q4,
    ]) {
      const t = mainOddsTable(null, rowOdds, null, state);
      expect(t.over).toBe(false);
      expect(t.rows.find((r) => r.market === 'da')?.live?.[0]?.text).toBe('0.88');
    }
  });
});

describe('moveOf', () => {
  it('colours a live value against the opening one: up, down, unchanged', () => {
    const open = [{ key: 'home', text: '0.90', value: 0.9 }];
    expect(moveOf(open, { key: 'home', text: '0.95', value: 0.95 }, 0)).toBe('up');
    expect(moveOf(open, { key: 'home', text: '0.85', value: 0.85 }, 0)).toBe('down');
    expect(moveOf(open, { key: 'home', text: '0.90', value: 0.9 }, 0)).toBeNull();
    expect(moveOf(null, { key: 'home', text: '0.90', value: 0.9 }, 0)).toBeNull();
  });
});

it('links to the odds centre for this game', () => {
  expect(handicapPath('b 1')).toBe('/handicap?sport=basketball&matchId=b%201');
});
