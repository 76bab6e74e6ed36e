import { cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NEVER, of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oddsNameAtom } from '../../../state/app-atoms.ts';
import { footballRow } from '../model/fixtures.ts';
import { sportPages } from './sport-pages.tsx';

// The socket stays quiet: the page paints from the REST list.
vi.mock('../../../lib/live/live-connection.ts', () => ({
  liveTransport: () => ({
    snapshots$: NEVER,
    patches$: NEVER,
    stale$: NEVER,
    connected$: of(true),
    subscribe: () => NEVER,
    unsubscribe: () => {},
  }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    const { Layout, Live } = sportPages.football;
    const router = createMemoryRouter(
      [{ path: '/football', Component: Layout, children: [{ index: true, Component: Live }] }],
      { initialEntries: ['/football'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    const companyDays = () =>
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('companyId='))
        .map((url) => url.match(/date=([\d-]+)/)?.[1]);
    await waitFor(() => expect(companyDays()).toContain('2018-06-27'));
    await waitFor(() => expect(companyDays().at(-1)).toBe('2018-06-28'));
  });
});
