import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oddsNameAtom } from '../../../state/app-atoms.ts';
import { footballRow } from '../model/fixtures.ts';
import { sportPages } from './sport-pages.tsx';

// The socket stays quiet: the page paints from the REST list.
vi.mock('../../../lib/live/live-connection.ts', async () => {
  const { quietTransport } = await import('../../../lib/live/testing/quiet-transport.ts');
  return { liveTransport: () => quietTransport() };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The football 即时比分 page in a router, on `store`. */
function renderLive(store: ReturnType<typeof createStore>, pages = sportPages) {
  const { Layout, Live } = pages.football;
  const router = createMemoryRouter(
    [{ path: '/football', Component: Layout, children: [{ index: true, Component: Live }] }],
    { initialEntries: ['/football'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** Half a second before Beijing midnight on the replayed 27 June 2018, played at 60×: 28 June is 8 ms away. */
const BEFORE_MIDNIGHT = Date.parse('2018-06-27T15:59:59.500Z');

describe("[T1] 即时比分's company switch reads the score centre's day", () => {
  it("moves to the next day's lines when the score centre's clock passes Beijing midnight", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      Response.json(
        String(url).startsWith('/api/live/football/list')
          ? {
              code: 200,
              msg: '成功',
              data: {
                serverTime: BEFORE_MIDNIGHT,
                clockRate: 60,
                epoch: 'e1',
                seq: 1,
                state: { m1: footballRow({ id: 'm1', state: 2 }) },
              },
            }
          : { code: 200, msg: '成功', data: { matches: [] } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    // A fan who picked another company's lines.
    store.set(oddsNameAtom, '3');
    renderLive(store);
    const companyDays = () =>
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('companyId='))
        .map((url) => url.match(/date=([\d-]+)/)?.[1]);
    await waitFor(() => expect(companyDays()).toContain('2018-06-27'));
    await waitFor(() => expect(companyDays().at(-1)).toBe('2018-06-28'));
  });
});

/** 22:35 Beijing on 27 June 2018 on the score centre's clock. */
const SERVER_NOW = Date.parse('2018-06-27T14:35:00Z');
const DAY_MS = 86_400_000;

describe("[T1] 即时比分's company lines wait for the score centre's day", () => {
  it("with this computer's date a day ahead, asks only for the score centre's day and shows no wrong day's answer", async () => {
    // A page load on which nothing has anchored the clock yet (the module keeps it for the page's life).
    vi.resetModules();
    const { oddsNameAtom: oddsName } = await import('../../../state/app-atoms.ts');
    const { sportPages: pages } = await import('./sport-pages.tsx');
    // The fan's computer says 28 June; the score centre is on 27 June.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SERVER_NOW + DAY_MS);
    let answerList = () => {};
    let answerToday = () => {};
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      const path = String(url);
      if (path.startsWith('/api/live/football/list'))
        return new Promise<Response>((resolve) => {
          answerList = () =>
            resolve(
              Response.json({
                code: 200,
                msg: '成功',
                data: {
                  serverTime: SERVER_NOW,
                  epoch: 'e1',
                  seq: 1,
                  state: { m1: footballRow({ id: 'm1', state: 2 }) },
                },
              }),
            );
        });
      if (path.includes('date=2018-06-27'))
        return new Promise<Response>((resolve) => {
          answerToday = () =>
            resolve(
              Response.json({
                code: 200,
                msg: '成功',
                data: { date: '2018-06-27', companyId: '3', matches: [] },
              }),
            );
        });
      // Any other day's lines are still downloading, as a real body does, until the request is aborted.
      const signal = init?.signal;
      return Promise.resolve({
        ok: true,
        status: 200,
        json: () =>
          new Promise((_, reject) =>
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      } as unknown as Response);
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    store.set(oddsName, '3');
    renderLive(store, pages);
    const companyDays = () =>
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('companyId='))
        .map((url) => url.match(/date=([\d-]+)/)?.[1]);
    await act(async () => answerList());
    await screen.findByText('阿森纳');
    await waitFor(() => expect(companyDays()).toContain('2018-06-27'));
    // Let whatever a dropped request would still do happen before reading the switch.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(companyDays()).toEqual(['2018-06-27']);
    expect(screen.queryByText(/服务器错误/)).toBeNull();
    expect(screen.getByText('加载中…')).toBeTruthy();
    await act(async () => answerToday());
    await waitFor(() => expect(screen.queryByText('加载中…')).toBeNull());
    expect(document.querySelector('.company-error')).toBeNull();
  });
});

describe("[T1] 即时比分's company lines after midnight", () => {
  it("reads yesterday's lines too while one of yesterday's matches is still listed, and only then", async () => {
    // 00:10 Beijing on 28 June 2018: a match of the 27th still in play, one of the 28th to come.
    const afterMidnight = Date.parse('2018-06-27T16:10:00Z');
    let state: Record<string, ReturnType<typeof footballRow>> = {
      late: footballRow({ id: 'late', state: 3, kickoff: Date.parse('2018-06-27T14:00:00Z') }),
      early: footballRow({ id: 'early', state: 0, kickoff: Date.parse('2018-06-28T12:00:00Z') }),
    };
    const fetchMock = vi.fn(async (url: string) =>
      Response.json(
        String(url).startsWith('/api/live/football/list')
          ? {
              code: 200,
              msg: '成功',
              data: { serverTime: afterMidnight, clockRate: 1, epoch: 'e1', seq: 1, state },
            }
          : { code: 200, msg: '成功', data: { date: 'x', companyId: '3', matches: [] } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const companyDays = () =>
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('companyId='))
        .map((url) => url.match(/date=([\d-]+)/)?.[1]);
    const withCompany3 = () => {
      const store = createStore();
      store.set(oddsNameAtom, '3');
      return store;
    };
    renderLive(withCompany3());
    await waitFor(() => expect(new Set(companyDays())).toEqual(new Set(['2018-06-28', '2018-06-27'])));
    cleanup();
    // Once yesterday's matches have left the list, only the day's own lines are read.
    fetchMock.mockClear();
    state = { early: state.early as ReturnType<typeof footballRow> };
    renderLive(withCompany3());
    await waitFor(() => expect(companyDays()).toContain('2018-06-28'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(companyDays()).not.toContain('2018-06-27');
  });
});
