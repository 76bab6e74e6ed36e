import type { FootballMatch } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowStore } from '../../../lib/live/row-store.ts';
import { panAtom, settingAtom } from '../../../state/settings-atoms.ts';
import { excludedLeaguesAtom, hiddenAtom, pinnedAtom } from '../atoms/row-prefs-atoms.ts';
import { basketballModel } from '../model/basketball-model.ts';
import { basketballRow, footballRow } from '../model/fixtures.ts';
import { footballModel } from '../model/football-model.ts';
import { leaguesOf } from '../model/order-rows.ts';
import BasketballRow from './basketball-row.tsx';
import FootballRow from './football-row.tsx';
import LeagueFilter from './league-filter.tsx';
import LiveTable from './live-table.tsx';
import SettingsPanel from './settings-panel.tsx';

afterEach(cleanup);

function setup(rows: FootballMatch[], empty?: string) {
  const jotai = createStore();
  const store = new RowStore(footballModel);
  store.replace(Object.fromEntries(rows.map((r) => [r.id, r])), false);
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <LeagueFilter sport="football" leagues={leaguesOf(rows)} />
          <SettingsPanel />
          <LiveTable sport="football" store={store} Row={FootballRow} empty={empty} />
        </>
      ),
    },
    { path: '*', element: <p>match page</p> },
  ]);
  render(
    <Provider store={jotai}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { jotai, store, router };
}

const headers = () => [...document.querySelectorAll('.t-head .cell')].map((h) => h.textContent);
const rowIds = () =>
  [...document.querySelectorAll('[data-match-id]')].map((el) => el.getAttribute('data-match-id'));

describe('LiveTable (football)', () => {
  it('shows the issue-5 columns with 亚盘 and 大小 by default, and the pan setting hides a column', () => {
    const { jotai } = setup([footballRow()]);
    expect(headers()).toEqual(
      expect.arrayContaining([
        '赛事',
        '时间',
        '状态',
        '主队',
        '比分',
        '客队',
        '半场',
        '角球',
        '亚盘',
        '大小',
      ]),
    );
    expect(headers()).not.toContain('欧赔');
    act(() => jotai.set(panAtom, { ya: false, da: true, ou: true }));
    expect(headers()).not.toContain('亚盘');
    expect(headers()).toContain('欧赔');
  });

  it('toggling 显示指数 in the settings panel hides every odds column', () => {
    const { jotai } = setup([footballRow()]);
    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '设置' })).getByLabelText('显示指数'));
    expect(jotai.get(settingAtom).odds).toBe(false);
    expect(headers()).not.toContain('亚盘');
    expect(headers()).not.toContain('大小');
  });

  it('renders rank, cards, score, the client-computed minute and a link to the match page', () => {
    setup([
      footballRow({
        id: 'x1',
        state: 2,
        homeScore: 2,
        awayScore: 1,
        homeHalf: 2,
        awayHalf: 1,
        homeRed: 1,
        homeYellow: 3,
        homeCorner: 4,
        awayCorner: 2,
      }),
    ]);
    const row = document.querySelector('[data-match-id="x1"]') as HTMLElement;
    expect(within(row).getByText('中场')).toBeTruthy();
    expect(within(row).getByText('[2]')).toBeTruthy();
    expect(row.querySelector('.card-red')?.textContent).toBe('1');
    expect(row.querySelector('.card-yellow')?.textContent).toBe('3');
    expect(within(row).getByText('2-1', { selector: 'a' }).getAttribute('href')).toBe(
      '/livedetail/football/x1/live',
    );
    expect(within(row).getByText('4-2')).toBeTruthy();
    expect(within(row).getByText('半球')).toBeTruthy();
  });

  it('a cup tie level after extra time shows its shoot-out under the score (who went through); others show none', () => {
    setup([
      footballRow({ id: 'p1', state: -1, homeScore: 1, awayScore: 1, homePenalty: 4, awayPenalty: 3 }),
      footballRow({ id: 'p2', state: -1, homeScore: 2, awayScore: 0, kickoff: footballRow().kickoff + 1 }),
    ]);
    const tie = document.querySelector('[data-match-id="p1"] [data-col="score"]') as HTMLElement;
    expect(tie.querySelector('.c-score')?.textContent).toBe('1-1');
    expect(tie.querySelector('.c-pen')?.textContent).toBe('点4-3');
    expect(document.querySelector('[data-match-id="p2"] .c-pen')).toBeNull();
  });

  it('follows a row link inside the app on a plain click, and leaves a ctrl-click to the browser', () => {
    const { router } = setup([footballRow({ id: 'x1', state: 2, homeScore: 2, awayScore: 1 })]);
    const row = document.querySelector('[data-match-id="x1"]') as HTMLElement;
    const score = within(row).getByText('2-1', { selector: 'a' });
    expect(fireEvent.click(score, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    act(() => {
      fireEvent.click(score);
    });
    expect(router.state.location.pathname).toBe('/livedetail/football/x1/live');
  });

  it('pins a match to the top and hides another', () => {
    const { jotai } = setup([
      footballRow({ id: 'a', kickoff: 1 }),
      footballRow({ id: 'b', kickoff: 2 }),
      footballRow({ id: 'c', kickoff: 3 }),
    ]);
    expect(rowIds()).toEqual(['a', 'b', 'c']);
    const row = (id: string) => document.querySelector(`[data-match-id="${id}"]`) as HTMLElement;
    fireEvent.click(within(row('c')).getByRole('button', { name: '置顶' }));
    expect(jotai.get(pinnedAtom)).toEqual([{ sport: 'football', matchId: 'c', kickoff: 3 }]);
    expect(rowIds()).toEqual(['c', 'a', 'b']);
    fireEvent.click(within(row('a')).getByRole('button', { name: '隐藏' }));
    expect(rowIds()).toEqual(['c', 'b']);
  });

  it('re-renders a changed row with the goal highlight and leaves the others alone', () => {
    const a = footballRow({ id: 'a', state: 1, periodStart: 0 });
    const b = footballRow({ id: 'b', state: 1, periodStart: 0, kickoff: a.kickoff + 1 });
    const { store } = setup([a, b]);
    const before = document.querySelector('[data-match-id="b"]');
    act(() => store.replace({ a, b: { ...b, homeScore: 1 } }));
    const rowB = document.querySelector('[data-match-id="b"]') as HTMLElement;
    expect(rowB.className).toContain('goal');
    expect(rowB.querySelector('.c-home')?.className).toContain('scored');
    expect(document.querySelector('[data-match-id="a"]')?.className).not.toContain('goal');
    expect(rowB).toBe(before);
  });

  it('colours a risen price red, a fallen one green and a moved line yellow', () => {
    const a = footballRow({ id: 'a', state: 1, periodStart: 0 });
    const { store } = setup([a]);
    act(() =>
      store.replace({ a: { ...a, odds: { ...a.odds, ya: { line: 0.75, home: 0.99, away: 0.85 } } } }),
    );
    const row = document.querySelector('[data-match-id="a"]') as HTMLElement;
    const cells = [...row.querySelectorAll('.c-ya .odd')].map((el) => el.className);
    expect(cells).toEqual(['odd odd-up', 'odd odd-line odd-hcp', 'odd odd-down']);
  });

  it('builds a row of one element per column, odds and teams held directly by their cell (issue 18)', () => {
    setup([footballRow({ id: 'a', state: 1, periodStart: 0 })]);
    const row = document.querySelector('[data-match-id="a"]') as HTMLElement;
    const cols = [...row.children].map((c) => c.getAttribute('data-col'));
    expect(cols).toEqual(
      [...document.querySelectorAll('.t-head .cell')].map((h) => h.getAttribute('data-col')),
    );
    expect([...row.children].every((c) => c.classList.contains('cell'))).toBe(true);
    const ya = row.querySelector('[data-col="ya"]') as HTMLElement;
    expect(ya.className).toBe('cell c-ya odds');
    expect([...ya.children].map((c) => c.textContent)).toEqual(['0.92', '半球', '0.94']);
    expect(row.querySelector('[data-col="home"] > .name')?.textContent).toBe(footballRow().homeName);
  });

  it('filters by league: unticking a league hides its matches, 全选 brings them back', () => {
    setup([
      footballRow({ id: 'epl', leagueId: 'l1', leagueName: '英超' }),
      footballRow({ id: 'liga', leagueId: 'l2', leagueName: '西甲' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /赛事选择/ }));
    const dialog = within(screen.getByRole('dialog', { name: '赛事选择' }));
    fireEvent.click(dialog.getByLabelText(/西甲/));
    expect(rowIds()).toEqual(['epl']);
    expect(screen.getByRole('button', { name: /赛事选择/ }).textContent).toContain('1/2');
    fireEvent.click(dialog.getByRole('button', { name: '全选' }));
    expect(rowIds()).toEqual(['epl', 'liga']);
  });

  it('a filter that hides every match says so (not 当日暂无完场比赛) and 显示全部比赛 brings them back', () => {
    const { jotai } = setup(
      [
        footballRow({ id: 'epl', leagueId: 'l1', leagueName: '英超' }),
        footballRow({ id: 'liga', leagueId: 'l2', leagueName: '西甲' }),
      ],
      '当日暂无完场比赛',
    );
    act(() => {
      jotai.set(excludedLeaguesAtom, { football: ['l1'], basketball: [] });
      jotai.set(hiddenAtom, ['liga']);
    });
    expect(rowIds()).toEqual([]);
    expect(screen.getByText('当前筛选条件下没有比赛')).toBeTruthy();
    expect(screen.queryByText('当日暂无完场比赛')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '显示全部比赛' }));
    expect(rowIds()).toEqual(['epl', 'liga']);
  });

  it('a day with no match to show keeps its own words', () => {
    setup([], '当日暂无完场比赛');
    expect(screen.getByText('当日暂无完场比赛')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '显示全部比赛' })).toBeNull();
  });

  it('unticking a football league leaves the basketball league of the same id (意乙 40 is not 菲律宾PBA 40)', () => {
    const { jotai } = setup([
      footballRow({ id: 'serie-b', leagueId: '40', leagueName: '意乙' }),
      footballRow({ id: 'epl', leagueId: 'l1', leagueName: '英超' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /赛事选择/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '赛事选择' })).getByLabelText(/意乙/));
    expect(rowIds()).toEqual(['epl']);
    cleanup();
    // The basketball page in the same browser.
    const store = new RowStore(basketballModel);
    store.replace({ pba: basketballRow({ id: 'pba', leagueId: '40', leagueName: '菲律宾PBA' }) }, false);
    const router = createMemoryRouter([
      { path: '/', element: <LiveTable sport="basketball" store={store} Row={BasketballRow} /> },
    ]);
    render(
      <Provider store={jotai}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(rowIds()).toEqual(['pba']);
  });
});

describe('[T1] the 时间 column dates a kick-off that is not on the day the table shows', () => {
  // 00:40 on 11-23 in Beijing: yesterday's 23:30 kick-off is still in play on today's live list.
  const NOW = Date.parse('2026-11-22T16:40:00Z');
  afterEach(() => {
    vi.useRealTimers();
  });

  it("yesterday's match still in play shows 11-22 above 23:30; today's shows the time alone", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setup([
      footballRow({ id: 'late', kickoff: Date.parse('2026-11-22T15:30:00Z'), state: 3, periodStart: NOW }),
      footballRow({ id: 'today', kickoff: Date.parse('2026-11-22T16:15:00Z'), state: 1, periodStart: NOW }),
    ]);
    const time = (id: string) => document.querySelector(`[data-match-id="${id}"] [data-col="time"]`);
    expect(time('late')?.textContent).toBe('11-2223:30');
    expect(time('late')?.querySelector('.k-date')?.textContent).toBe('11-22');
    expect(time('today')?.textContent).toBe('00:15');
    expect(time('today')?.querySelector('.k-date')).toBeNull();
  });
});
