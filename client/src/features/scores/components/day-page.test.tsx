import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncServerClock } from '../../../lib/server-clock.ts';
import { addDays, beijingToday } from '../model/day.ts';
import { footballRow } from '../model/fixtures.ts';
import { sportPages } from './sport-pages.tsx';

/**
 * What /api/live/clock answers when a case sets it; otherwise it cannot tell, so the page keeps this computer's
 * clock and reads it again on the next page (an anchored clock would stay anchored for the whole file).
 */
const NO_CLOCK = { code: 503, msg: '服务暂不可用，请稍后再试' };
let clockAnswer: unknown = null;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clockAnswer = null;
});

/** Renders the page at `path`; the day's first reads answer `firstAnswers` in turn, every read after them the day. */
function renderAt(path: string, ...firstAnswers: unknown[]) {
  const queued = [...firstAnswers];
  const fetchMock = vi.fn(async (url: string) => {
    if (String(url) === '/api/live/clock') return Response.json(clockAnswer ?? NO_CLOCK);
    if (queued.length > 0) return Response.json(queued.shift());
    return Response.json({
      code: 200,
      msg: '成功',
      data: {
        date: 'x',
        serverTime: Date.now(),
        matches: [
          footballRow({ id: 'done', state: -1, homeScore: 2, awayScore: 1 }),
          footballRow({ id: 'later', state: 0 }),
          footballRow({ id: 'off', state: -14 }),
        ],
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const { Layout, End, Schedule } = sportPages.football;
  const router = createMemoryRouter(
    [
      {
        path: '/football',
        Component: Layout,
        children: [
          { path: 'end/:date?', Component: End },
          { path: 'schedule/:date?', Component: Schedule },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return fetchMock;
}

const BUSY = { code: 503, msg: '服务暂不可用，请稍后再试' };

const rowIds = () =>
  [...document.querySelectorAll('[data-match-id]')].map((el) => el.getAttribute('data-match-id'));

describe('完场 and 赛程 tabs (end/:date?, schedule/:date?)', () => {
  it('完场 opens on yesterday with a strip of the last 7 days and today, and lists finished matches', async () => {
    const today = beijingToday();
    const fetchMock = renderAt('/football/end');
    await screen.findByText('完');
    expect(rowIds()).toEqual(['done']);
    const dayReads = fetchMock.mock.calls.filter(([url]) => String(url).includes('date='));
    expect(dayReads.map(([url]) => String(url).match(/date=([\d-]+)/)?.[1])).toEqual([addDays(today, -1)]);
    const days = [...document.querySelectorAll('.date-strip .day')];
    expect(days).toHaveLength(8);
    expect(days.at(-1)?.textContent).toContain('今天');
    expect(document.querySelector('.date-strip .day.active')?.getAttribute('href')).toBe(
      `/football/end/${addDays(today, -1)}`,
    );
    expect(screen.getByRole('link', { name: '完场比分' }).className).toContain('active');
  });

  it('赛程 for a chosen day lists what has not begun, including matches put off', async () => {
    const day = addDays(beijingToday(), 3);
    const fetchMock = renderAt(`/football/schedule/${day}`);
    await screen.findByText('推迟');
    expect(rowIds().sort()).toEqual(['later', 'off']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`date=${day}`);
  });

  it('a day the centre could not serve yet (503) is read again on its own, with no error shown meanwhile', async () => {
    const day = addDays(beijingToday(), 2);
    const fetchMock = renderAt(`/football/schedule/${day}`, BUSY);
    await screen.findByText('推迟', undefined, { timeout: 4_000 });
    expect(screen.queryByText(BUSY.msg)).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes(`date=${day}`))).toHaveLength(2);
  });

  it('a day that still fails after the automatic reads says why and reads it again on 重试', async () => {
    const day = addDays(beijingToday(), 2);
    const fetchMock = renderAt(`/football/schedule/${day}`, BUSY, BUSY, BUSY);
    await screen.findByText(BUSY.msg, undefined, { timeout: 8_000 });
    expect(rowIds()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('推迟');
    expect(rowIds().sort()).toEqual(['later', 'off']);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes(`date=${day}`))).toHaveLength(4);
  }, 12_000);

  it('a day past the 7-day strip (a shared link, a typed URL) shows as its own selected tab, so the fan sees which day this is', async () => {
    const day = addDays(beijingToday(), -30);
    renderAt(`/football/end/${day}`);
    await screen.findByText('完');
    const active = document.querySelectorAll('.date-strip .day.active');
    expect(active).toHaveLength(1);
    expect(active[0]?.getAttribute('href')).toBe(`/football/end/${day}`);
    expect(active[0]?.textContent).toContain(day.slice(5));
    // Still the 8 days of the strip besides it, and it sits before the oldest of them.
    const days = [...document.querySelectorAll('.date-strip .day')];
    expect(days).toHaveLength(9);
    expect(days[0]).toBe(active[0]);
  });

  it("[T1] 完场's 今天 is the score centre's day, not this computer's: a replayed 27 June 2018 opens on 26 June and reads no other day", async () => {
    // 22:35 Beijing on 27 June 2018, replayed at 60×, on a computer whose calendar says otherwise.
    clockAnswer = {
      code: 200,
      msg: '成功',
      data: { serverTime: Date.parse('2018-06-27T14:35:00Z'), clockRate: 60 },
    };
    try {
      const fetchMock = renderAt('/football/end');
      await screen.findByText('完');
      const today = [...document.querySelectorAll('.date-strip .day')].find((d) =>
        d.textContent?.includes('今天'),
      );
      expect(today?.getAttribute('href')).toBe('/football/end/2018-06-27');
      expect(document.querySelector('.date-strip .day.active')?.getAttribute('href')).toBe(
        '/football/end/2018-06-26',
      );
      const dayReads = fetchMock.mock.calls.filter(([url]) => String(url).includes('date='));
      expect(dayReads.map(([url]) => String(url).match(/date=([\d-]+)/)?.[1])).toEqual(['2018-06-26']);
    } finally {
      // Later files and cases read this computer's clock again.
      syncServerClock(Date.now(), Date.now(), 1);
    }
  });
});
