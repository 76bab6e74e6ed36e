import { listChannel, type Patch, todayInBeijing } from '@kuyi/shared';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../model/day.ts';
import { footballRow } from '../model/fixtures.ts';
import { sportPages } from './sport-pages.tsx';

// The socket of the page: the test sends the list channel's patches through it.
const patches$ = new Subject<Patch>();
vi.mock('../../../lib/live/live-connection.ts', async () => {
  const { quietTransport } = await import('../../../lib/live/testing/quiet-transport.ts');
  return { liveTransport: () => quietTransport({ patches$, replayFrom: { epoch: 'e1', seq: 1 } }) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowIds = () =>
  [...document.querySelectorAll('[data-match-id]')].map((el) => el.getAttribute('data-match-id'));

describe("完场 and 赛程 on today's date follow the live list", () => {
  it('a match that ends joins 今天 on 完场 as it happens; yesterday’s match still in the live list after midnight stays out', async () => {
    const now = Date.now();
    const today = todayInBeijing(now);
    const noon = (day: string) => Date.parse(`${day}T12:00:00+08:00`);
    const fetchMock = vi.fn(async (url: string) =>
      Response.json(
        String(url) === '/api/live/clock'
          ? { code: 200, msg: '成功', data: { serverTime: now, clockRate: 1 } }
          : String(url).startsWith('/api/live/football/list')
            ? {
                code: 200,
                msg: '成功',
                data: {
                  serverTime: now,
                  clockRate: 1,
                  epoch: 'e1',
                  seq: 1,
                  state: {
                    done: footballRow({ id: 'done', state: -1, kickoff: noon(today) }),
                    playing: footballRow({ id: 'playing', state: 3, kickoff: noon(today) }),
                    yday: footballRow({ id: 'yday', state: -1, kickoff: noon(addDays(today, -1)) }),
                  },
                },
              }
            : { code: 200, msg: '成功', data: { matches: [] } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { Layout, End } = sportPages.football;
    const router = createMemoryRouter(
      [{ path: '/football', Component: Layout, children: [{ path: 'end/:date?', Component: End }] }],
      { initialEntries: [`/football/end/${today}`] },
    );
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(rowIds()).toEqual(['done']));
    act(() =>
      patches$.next({
        channel: listChannel('football'),
        epoch: 'e1',
        seq: 2,
        ts: Date.now(),
        put: { playing: { state: -1, homeScore: 1 } },
      }),
    );
    await waitFor(() => expect(rowIds().sort()).toEqual(['done', 'playing']));
    // The day is not read over REST as well: the live list is the one source of today.
    const dayReads = fetchMock.mock.calls.filter(([url]) => String(url).includes(`date=${today}`));
    expect(dayReads.filter(([url]) => String(url).includes('scheduleByDate'))).toEqual([]);
  });
});
