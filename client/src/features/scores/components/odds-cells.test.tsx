import { EMPTY_MAIN_ODDS, FootballState, isFootballLive, type MainOdds } from '@kuyi/shared';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type RowLines, sealedMarkets, shownOdds } from '../model/list-odds.ts';
import { asianCell, euroCell, NO_MARKS, totalCell } from './odds-cells.tsx';

afterEach(cleanup);

const spreadText = (line: number) => {
  const { container } = render(
    asianCell({
      odds: { ya: { line, home: 0.89, away: 0.85 }, da: null, ou: null },
      marks: NO_MARKS,
      basketball: true,
    }),
  );
  return container.textContent;
};

describe('a basketball row’s 让分 reads as the odds centre and the match page print it ([D4] spreadLabel)', () => {
  it('a pick’em line is 0, not +0', () => {
    // The 赛程 list printed "0.89 +0 0.85" where the match page said 0.
    expect(spreadText(0)).toBe('0.8900.85');
  });

  it('the home side giving points reads -5.5, receiving reads +3', () => {
    expect(spreadText(5.5)).toBe('0.89-5.50.85');
    expect(spreadText(-3)).toBe('0.89+30.85');
  });
});

describe('a market closed in play reads 封, not "-" (封盘, titan007)', () => {
  const closing: MainOdds = {
    ya: { line: 0.5, home: 0.92, away: 0.94 },
    da: { line: 2.5, over: 0.9, under: 0.96 },
    ou: { home: 1.9, draw: 3.4, away: 4.2 },
  };
  const closed: MainOdds = { ya: null, da: null, ou: { home: 1.2, draw: 6, away: 13 } };

  const rowCells = (state: FootballState, lines: RowLines) => {
    const shown = shownOdds({ state, homeScore: 2, awayScore: 1 }, lines);
    const sealed = sealedMarkets(lines, isFootballLive(state));
    const { container } = render(
      <>
        {asianCell({ odds: shown.odds, marks: NO_MARKS, settled: shown.ya, sealed: sealed.ya })}
        {totalCell({ odds: shown.odds, marks: NO_MARKS, settled: shown.da, sealed: sealed.da })}
        {euroCell({ odds: shown.odds, marks: NO_MARKS, outcome: shown.ou, sealed: sealed.ou })}
      </>,
    );
    return [...container.querySelectorAll('[data-col]')];
  };

  it('an 86th-minute match whose 亚盘 and 大小 have closed shows 封 titled 封盘中 there, and its live 欧赔', () => {
    const [ya, da, ou] = rowCells(FootballState.SecondHalf, { odds: closed, closing });
    for (const cell of [ya, da]) {
      expect(cell?.textContent).toBe('封');
      expect(cell?.getAttribute('title')).toBe('封盘中');
      expect(cell?.querySelector('abbr')?.getAttribute('title')).toBe('封盘中');
      expect(cell?.className).toContain('odds-sealed');
    }
    expect(ou?.textContent).toBe('1.206.0013.00');
  });

  it('a match that never had odds keeps "-" in play', () => {
    const cells = rowCells(FootballState.SecondHalf, { odds: EMPTY_MAIN_ODDS, closing: null });
    expect(cells.map((c) => c.textContent)).toEqual(['-', '-', '-']);
  });

  it('a match not yet kicked off with no quote keeps "-"', () => {
    const cells = rowCells(FootballState.NotStarted, { odds: EMPTY_MAIN_ODDS, closing: null });
    expect(cells.map((c) => c.textContent)).toEqual(['-', '-', '-']);
  });

  it('a finished match still shows its closing line and result, never 封', () => {
    const [ya, da] = rowCells(FootballState.Finished, { odds: EMPTY_MAIN_ODDS, closing });
    expect(ya?.textContent).toBe('0.92半球0.94赢');
    expect(da?.textContent).toBe('0.902.50.96大');
  });
});
