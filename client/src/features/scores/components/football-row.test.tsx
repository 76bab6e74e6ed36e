import type { FootballMatch } from '@kuyi/shared';
import { cleanup, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RowStore } from '../../../lib/live/row-store.ts';
import { footballRow } from '../model/fixtures.ts';
import { footballModel } from '../model/football-model.ts';
import FootballRow from './football-row.tsx';
import LiveTable from './live-table.tsx';

afterEach(cleanup);

function setup(rows: FootballMatch[]) {
  const store = new RowStore(footballModel);
  store.replace(Object.fromEntries(rows.map((r) => [r.id, r])), false);
  const router = createMemoryRouter([
    { path: '/', element: <LiveTable sport="football" store={store} Row={FootballRow} /> },
  ]);
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** The score cell of a row: the tag must stay inside it, so the phone grid keeps its five columns. */
const scoreCell = (id: string) =>
  document.querySelector(`[data-match-id="${id}"] [data-col="score"]`) as HTMLElement;

describe('the list row of a cup tie past 90 minutes', () => {
  it('a tie won in extra time is tagged 加时 under its score, titan007’s stages as the tooltip', () => {
    setup([footballRow({ id: 'e1', state: -1, homeScore: 1, awayScore: 2, regular: { home: 1, away: 1 } })]);
    const cell = scoreCell('e1');
    expect(cell.className).toBe('cell pens');
    expect(cell.querySelector('.c-score')?.textContent).toBe('1-2');
    const tag = cell.querySelector('.c-pen');
    expect(tag?.textContent).toBe('加时');
    expect(tag?.getAttribute('title')).toBe('90分钟[1-1]，120分钟[1-2]');
  });

  it('a shoot-out keeps its 点4-5 tag, the tooltip saying the 120 minutes and who went through', () => {
    setup([
      footballRow({
        id: 'p1',
        state: -1,
        homeName: '山东泰山',
        awayName: '上海海港',
        homeScore: 1,
        awayScore: 1,
        regular: { home: 1, away: 1 },
        homePenalty: 4,
        awayPenalty: 5,
      }),
    ]);
    const tag = scoreCell('p1').querySelector('.c-pen');
    expect(tag?.textContent).toBe('点4-5');
    expect(tag?.getAttribute('title')).toBe('90分钟[1-1]，120分钟[1-1]，点球[4-5]，上海海港胜出');
  });

  it('a match in extra time is tagged 加时 while it runs; one in regular time or won in 90 minutes is not', () => {
    setup([
      footballRow({
        id: 'l1',
        state: 4,
        periodStart: Date.now(),
        homeScore: 1,
        awayScore: 1,
        regular: { home: 1, away: 1 },
      }),
      footballRow({ id: 'l2', state: 3, periodStart: Date.now(), homeScore: 1, awayScore: 1 }),
      footballRow({ id: 'f1', state: -1, homeScore: 2, awayScore: 0, regular: { home: 2, away: 0 } }),
    ]);
    expect(scoreCell('l1').querySelector('.c-pen')?.textContent).toBe('加时');
    expect(scoreCell('l2').querySelector('.c-pen')).toBeNull();
    expect(scoreCell('f1').querySelector('.c-pen')).toBeNull();
    expect(scoreCell('f1').className).toBe('cell');
  });
});
