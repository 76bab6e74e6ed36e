import type { CompanyOdds, MainOdds } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { companyLines, shownOdds } from './list-odds.ts';

const live: MainOdds = {
  ya: { line: 0, home: 0.2, away: 3.5 },
  da: { line: 3.5, over: 4.1, under: 0.1 },
  ou: { home: 1.05, draw: 8, away: 41 },
};
const closing: MainOdds = {
  ya: { line: 0.5, home: 0.92, away: 0.94 },
  da: { line: 2.5, over: 0.9, under: 0.96 },
  ou: { home: 1.9, draw: 3.4, away: 4.2 },
};

describe('list odds on finished matches ([D6], issue 10)', () => {
  it('a finished match shows the closing line and its result, not the final-whistle prices', () => {
    const shown = shownOdds({ state: -1, homeScore: 2, awayScore: 1 }, { odds: live, closing });
    expect(shown.odds).toBe(closing);
    expect(shown).toMatchObject({ closing: true, ya: '赢', da: '大', ou: 'home' });
  });

  it('a draw against home giving half a goal loses the 亚盘 and goes under 2.5', () => {
    const shown = shownOdds({ state: -1, homeScore: 1, awayScore: 1 }, { odds: live, closing });
    expect(shown).toMatchObject({ ya: '输', da: '小', ou: 'draw' });
  });

  it('a match decided in extra time reads its badges on the 90-minute score, not the final one', () => {
    // 1–1 after 90 minutes, 2–1 after extra time: home giving half a goal lost, 2 goals is under 2.5.
    const row = { state: -1, homeScore: 2, awayScore: 1, regular: { home: 1, away: 1 }, homePenalty: null };
    const shown = shownOdds(row, { odds: live, closing });
    expect(shown).toMatchObject({ odds: closing, closing: true, ya: '输', da: '小', ou: 'draw' });
  });

  it('a shoot-out from an upstream without the regular-time score shows the closing line but no result', () => {
    const row = { state: -1, homeScore: 2, awayScore: 2, homePenalty: 4 };
    expect(shownOdds(row, { odds: live, closing })).toEqual({
      odds: closing,
      closing: true,
      ya: null,
      da: null,
      ou: null,
    });
  });

  it('a match in play shows the live line with no result', () => {
    const shown = shownOdds({ state: 3, homeScore: 2, awayScore: 1 }, { odds: live, closing });
    expect(shown).toEqual({ odds: live, closing: false, ya: null, da: null, ou: null });
  });

  it('without a closing line (an upstream that sends none) a finished row keeps its last line', () => {
    expect(shownOdds({ state: -1, homeScore: 0, awayScore: 0 }, { odds: live, closing: null }).odds).toBe(
      live,
    );
  });

  it("reads another company's close values once the match has kicked off", () => {
    const pair = <T>(open: T, l: T, close?: T) =>
      close === undefined ? { open, live: l } : { open, live: l, close };
    const company = {
      companyId: '3',
      companyName: '皇冠',
      ya: pair(closing.ya, live.ya, closing.ya),
      da: pair(closing.da, live.da, closing.da),
      ou: pair(closing.ou, live.ou, closing.ou),
      halfYa: pair(null, null),
      halfDa: pair(null, null),
      halfOu: pair(null, null),
      updatedAt: 0,
    } as CompanyOdds;
    expect(companyLines(company)).toEqual({ odds: live, closing });
    const before = { ...company, ya: pair(closing.ya, live.ya), da: pair(null, null), ou: pair(null, null) };
    expect(companyLines(before as CompanyOdds).closing).toBeNull();
  });
});
