import { BasketballState, type MainOdds as Lines } from '@kuyi/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { mainOddsTable } from '../model/main-odds.ts';
import MainOdds from './main-odds.tsx';

const opening = { line: -3.5, home: 0.9, away: 0.9 };
/** The last in-play price of a game, well above its opening water. */
const lastLive: Lines = { ya: { line: -12.5, home: 1.2, away: 0.6 }, da: null, ou: null };
const closing: Lines = { ya: { line: -4.5, home: 0.88, away: 0.92 }, da: null, ou: null };
const none = { open: null, live: null, close: null };

function renderPanel(state: BasketballState, rowClosing: Lines | null) {
  const companies = [
    {
      companyId: '1',
      companyName: '澳门',
      ya: { open: opening, live: lastLive.ya, close: rowClosing?.ya ?? null },
      da: none,
      ou: none,
      halfYa: none,
      halfDa: none,
      halfOu: none,
      updatedAt: 0,
    },
  ];
  render(
    <MemoryRouter>
      <MainOdds id="b1" table={mainOddsTable(companies, lastLive, rowClosing, state)} />
    </MemoryRouter>,
  );
  const ya = screen.getByTestId('main-odds').querySelector('[data-market="ya"]') as HTMLElement;
  return within(ya)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
}

afterEach(cleanup);

describe('指数 of a game that is over shows no live-looking 即时 row', () => {
  it('in play: 初盘 and 即时, the 即时 coloured against the opening', () => {
    expect(renderPanel(BasketballState.Q4, closing)).toEqual([
      '初盘0.90+3.50.90',
      '即时1.20+12.50.60',
      '终盘0.88+4.50.92',
    ]);
    expect(screen.getByTestId('main-odds').querySelector('.bb-odds-up')).not.toBeNull();
  });

  it('完场 with a 终盘: 即时 is hidden, nothing is coloured as moving', () => {
    expect(renderPanel(BasketballState.Finished, closing)).toEqual(['初盘0.90+3.50.90', '终盘0.88+4.50.92']);
    expect(screen.getByTestId('main-odds').querySelector('.bb-odds-up, .bb-odds-down')).toBeNull();
  });

  it('腰斩 without a 终盘: the last price is labelled 终盘, uncoloured', () => {
    expect(renderPanel(BasketballState.Abandoned, null)).toEqual(['初盘0.90+3.50.90', '终盘1.20+12.50.60']);
    expect(screen.getByTestId('main-odds').querySelector('.bb-odds-up, .bb-odds-down')).toBeNull();
  });
});
