// [T1] The browser runs in New York: set before anything reads the host zone (vitest forks a process per file).
process.env.TZ = 'America/New_York';

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayZone, LOCAL_ZONE, resolveZone, setDisplayZone } from '../../../lib/time/display-zone.ts';
import { timeZoneAtom } from '../../../state/settings-atoms.ts';
import { beijingToday, isDay } from '../model/day.ts';
import { footballRow } from '../model/fixtures.ts';
import { kickoffLabel } from '../model/status-label.ts';
import { sportPages } from './sport-pages.tsx';

/** 23:30 on 11-23 in New York is already 12:30 on 11-24 in Beijing. */
const NOW = Date.parse('2026-11-24T04:30:00Z');
/** 19:30 in Beijing, 11:30 in London, 06:30 in New York. */
const KICKOFF = Date.parse('2026-11-23T11:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setDisplayZone('Asia/Shanghai');
});

describe('[T1] Beijing days and kick-off times in a browser that is not in Beijing', () => {
  it('the host really is New York, yet today and kick-off times are Beijing ones', () => {
    expect(new Date(NOW).getTimezoneOffset()).toBe(300);
    expect(new Date(NOW).getDate()).toBe(23);
    expect(beijingToday()).toBe('2026-11-24');
    expect(kickoffLabel(KICKOFF)).toBe('19:30');
    expect(kickoffLabel(KICKOFF, true)).toBe('11-23 19:30');
    expect(kickoffLabel(KICKOFF, false, 'Europe/London')).toBe('11:30');
    expect(resolveZone(LOCAL_ZONE)).toBe('America/New_York');
    expect(resolveZone('Mars/Olympus')).toBe('Asia/Shanghai');
    // The page-wide zone that match pages and the odds centre format with follows the setting.
    setDisplayZone(LOCAL_ZONE);
    expect(displayZone()).toBe('America/New_York');
    expect(kickoffLabel(KICKOFF)).toBe('06:30');
  });

  it('route dates are strict: days that do not exist or are not zero-padded are refused', () => {
    for (const bad of ['2026-02-31', '2026-13-01', '2026-1-1', 'yesterday']) expect(isDay(bad)).toBe(false);
    expect(isDay('2026-11-24')).toBe(true);
  });

  it('完场 opens on Beijing yesterday; picking 伦敦 in 设置 moves kick-off times, not the days', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({
        code: 200,
        msg: '成功',
        data: {
          date: '2026-11-23',
          serverTime: NOW,
          matches: [footballRow({ id: 'done', state: -1, homeScore: 1, awayScore: 0, kickoff: KICKOFF })],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { Layout, End } = sportPages.football;
    const router = createMemoryRouter(
      [{ path: '/football', Component: Layout, children: [{ path: 'end/:date?', Component: End }] }],
      { initialEntries: ['/football/end'] },
    );
    const store = createStore();
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await screen.findByText('完');
    // New York's calendar says 11-23 is today; Beijing's says 11-24, so 完场 opens on 11-23.
    // (The other read is /api/live/clock, the score centre's clock the days are counted on.)
    const dayReads = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('date='));
    expect(dayReads).toHaveLength(1);
    expect(dayReads[0]).toContain('date=2026-11-23');
    const todayTab = [...document.querySelectorAll('.date-strip .day')].find((d) =>
      d.textContent?.includes('今天'),
    );
    expect(todayTab?.getAttribute('href')).toBe('/football/end/2026-11-24');
    const timeCell = () => document.querySelector('[data-match-id="done"] .c-time')?.textContent;
    expect(timeCell()).toBe('19:30');
    expect(screen.queryByTestId('zone-note')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    const panel = screen.getByRole('dialog', { name: '设置' });
    fireEvent.change(within(panel).getByRole('combobox', { name: '时区' }), {
      target: { value: 'Europe/London' },
    });
    expect(store.get(timeZoneAtom)).toBe('Europe/London');
    await act(async () => {});
    expect(timeCell()).toBe('11:30');
    expect(screen.getByTestId('zone-note').textContent).toBe('开赛时间：伦敦 · 日期按北京时间');
    // The days did not move with the clock.
    expect(todayTab?.getAttribute('href')).toBe('/football/end/2026-11-24');
    expect(document.querySelector('.date-strip .day.active')?.getAttribute('href')).toBe(
      '/football/end/2026-11-23',
    );
  });
});
