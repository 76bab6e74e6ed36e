import type { ChannelState, CompanyOdds, JsonObject, OddsHistoryEntry } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../../lib/live/connection-status.ts';
import type { ChannelView } from '../../lib/live/use-channel.ts';
import { basketballRow, footballRow } from '../scores/model/fixtures.ts';
import HandicapPage from './handicap-page.tsx';
import { companyOdds } from './model/odds-fixtures.ts';

/** A fake `odds:{sport}:{id}` channel the test drives; the page reads it through useChannel. */
const channel = {
  view: { kind: 'loading' } as ChannelView,
  held: [] as (string | null)[],
  listeners: new Set<() => void>(),
  set(view: ChannelView) {
    channel.view = view;
    for (const l of channel.listeners) l();
  },
};
const LOADING: ChannelView = { kind: 'loading' };
vi.mock('../../lib/live/use-channel.ts', () => ({
  useChannel: (name: string | null) => {
    channel.held.push(name);
    return useSyncExternalStore(
      (fn) => {
        channel.listeners.add(fn);
        return () => channel.listeners.delete(fn);
      },
      () => (name ? channel.view : LOADING),
    );
  },
}));

/** The page's live link as the test sets it (the real one would open a socket). */
const link = { status: 'live' as ConnectionStatus | null };
vi.mock('../../lib/live/use-connection-status.ts', () => ({
  useConnectionStatus: () => link.status,
}));

const stateOf = (companies: CompanyOdds[]): ChannelState =>
  Object.fromEntries(companies.map((c) => [c.companyId, c as unknown as JsonObject]));

const COMPANIES = [
  companyOdds(),
  companyOdds({ companyId: '3', companyName: '皇冠' }),
  companyOdds({ companyId: '8', companyName: '365' }),
];

const history = (companyId: string): OddsHistoryEntry[] => [
  {
    companyId,
    market: 'ya',
    at: Date.UTC(2026, 10, 22, 4),
    minute: null,
    score: null,
    value: { line: 0.5, home: 0.82, away: 0.92 },
  },
  {
    companyId,
    market: 'ya',
    at: Date.UTC(2026, 10, 22, 12, 30),
    minute: 30,
    score: '1-0',
    value: { line: 0.25, home: 0.9, away: 0.86 },
  },
];

const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });

function stubFetch(routes: (url: URL) => Response | undefined) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://site');
    return routes(url) ?? Response.json({ code: 404, msg: '比赛不存在', data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/handicap/*', Component: HandicapPage }], {
    initialEntries: [path],
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const companyRows = () =>
  [...document.querySelectorAll('[data-testid="handicap-compare"] tbody tr')].map((r) =>
    r.getAttribute('data-company-id'),
  );

beforeEach(() => {
  channel.view = { kind: 'loading' };
  channel.held = [];
  link.status = 'live';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/handicap with a football match', () => {
  beforeEach(() => {
    stubFetch((url) => {
      if (url.pathname === '/sc/api/football/header')
        return ok({ match: footballRow({ id: 'm1', state: 3, homeScore: 1, periodStart: Date.now() }) });
      if (url.pathname === '/sc/api/football/analyoddsdetail')
        return ok({
          matchId: 'm1',
          companyId: url.searchParams.get('companyId'),
          companyName: 'x',
          market: 'ya',
          history: history(url.searchParams.get('companyId') ?? ''),
        });
      return undefined;
    });
  });

  it('holds odds:football:{id} and compares every company, live above the opening in red', async () => {
    renderAt('/handicap/odds?matchId=m1');
    await screen.findByText('阿森纳');
    expect(channel.held).toContain('odds:football:m1');
    expect(screen.getByText('正在加载指数…')).toBeTruthy();
    act(() => channel.set({ kind: 'live', state: stateOf(COMPANIES), seq: 1 }));
    expect(companyRows()).toEqual(['1', '3', '8']);
    const first = document.querySelector('[data-company-id="1"]') as HTMLElement;
    // 0.82 → 0.90 home water rose; 0.92 → 0.86 away fell; the line reads in words.
    expect(first.querySelector('[data-cell="ya.home"]')?.className).toContain('hc-up');
    expect(first.querySelector('[data-cell="ya.away"]')?.className).toContain('hc-down');
    expect(within(first).getByText('平/半')).toBeTruthy();
  });

  it('a dropped live link is said above the prices (frozen odds looked current); nothing while it is up', async () => {
    renderAt('/handicap/odds?matchId=m1');
    act(() => channel.set({ kind: 'live', state: stateOf(COMPANIES), seq: 1 }));
    await screen.findByText('阿森纳');
    expect(screen.queryByTestId('connection')).toBeNull();
    cleanup();
    link.status = 'reconnecting';
    renderAt('/handicap/odds?matchId=m1');
    await screen.findByText('阿森纳');
    expect(screen.getByTestId('connection').textContent).toBe('重新连接中');
  });

  it('a price that moves while the page is open flashes', async () => {
    renderAt('/handicap/odds?matchId=m1');
    act(() => channel.set({ kind: 'live', state: stateOf(COMPANIES), seq: 1 }));
    const moved = companyOdds({
      ya: { open: COMPANIES[0]!.ya.open, live: { line: 0.25, home: 0.8, away: 0.96 } },
    });
    act(() => channel.set({ kind: 'live', state: stateOf([moved, ...COMPANIES.slice(1)]), seq: 2 }));
    const row = document.querySelector('[data-company-id="1"]') as HTMLElement;
    expect(row.querySelector('[data-cell="ya.home"]')?.className).toContain('hc-flash-down');
    expect(row.querySelector('[data-cell="ya.away"]')?.className).toContain('hc-flash-up');
    expect(document.querySelector('[data-company-id="3"] .hc-live[class*="hc-flash"]')).toBeNull();
  });

  it('clicking a company shows its history, newest step first', async () => {
    renderAt('/handicap/odds?matchId=m1');
    act(() => channel.set({ kind: 'live', state: stateOf(COMPANIES), seq: 1 }));
    fireEvent.click(screen.getByRole('button', { name: '皇冠' }));
    await screen.findByText('皇冠 · 亚盘变化');
    const table = await screen.findByTestId('handicap-history');
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows[0]).toContain("30'");
    expect(rows[0]).toContain('1-0');
    expect(rows[1]).toContain('半球');
    expect(screen.getByRole('button', { name: '皇冠' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a move of the chosen company reads its history again under a new address (a cached answer missed the step)', async () => {
    const reads: string[] = [];
    const inner = globalThis.fetch as unknown as (input: string) => Promise<Response>;
    vi.stubGlobal('fetch', (input: string) => {
      const url = new URL(input, 'http://site');
      if (url.pathname === '/sc/api/football/analyoddsdetail' && url.searchParams.get('companyId') === '1')
        reads.push(url.searchParams.get('v') ?? '');
      return inner(input);
    });
    renderAt('/handicap/odds?matchId=m1');
    act(() => channel.set({ kind: 'live', state: stateOf(COMPANIES), seq: 1 }));
    await waitFor(() => expect(reads.length).toBe(1));
    const moved = companyOdds({
      ya: { open: COMPANIES[0]!.ya.open, live: { line: 0.25, home: 0.8, away: 0.96 } },
      updatedAt: (COMPANIES[0]?.updatedAt ?? 0) + 60_000,
    });
    act(() => channel.set({ kind: 'live', state: stateOf([moved, ...COMPANIES.slice(1)]), seq: 2 }));
    await waitFor(() => expect(reads.length).toBe(2));
    expect(reads[0]).not.toBe(reads[1]);
    expect(reads[1]).toBe(String(moved.updatedAt));
  });

  it('欧赔 shows each outcome’s probability and the 返还率', async () => {
    renderAt('/handicap/triangle?matchId=m1');
    act(() => channel.set({ kind: 'live', state: stateOf([COMPANIES[0]!]), seq: 1 }));
    const row = document.querySelector('[data-company-id="1"]') as HTMLElement;
    // Live 2 / 4 / 4 is a book without margin: 50 %, 25 %, 25 %, everything paid back.
    expect(row.querySelector('[data-cell="ou.home"]')?.textContent).toBe('2.0050.0%');
    expect(row.querySelector('[data-cell="ou.draw"]')?.textContent).toBe('4.0025.0%');
    expect(row.querySelector('[data-cell="ou.rate.live"]')?.textContent).toBe('100.0%');
    expect(document.querySelectorAll('[data-testid="handicap-compare"] th.hc-group')).toHaveLength(3);
  });

  it('a match without companies yet says so', async () => {
    renderAt('/handicap/ou?matchId=m1');
    act(() => channel.set({ kind: 'live', state: {}, seq: 0 }));
    await screen.findByText('暂无指数数据');
  });

  it('an earlier day’s finished match the live channel does not hold shows its odds from one REST read', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/sc/api/football/header')
        return ok({ match: footballRow({ id: 'old', state: -1, homeScore: 3, awayScore: 3 }) });
      if (url.pathname === '/sc/api/football/odds' && url.searchParams.get('matchId') === 'old')
        return ok({ cursor: 9, matches: [{ matchId: 'old', companies: [COMPANIES[2], COMPANIES[0]] }] });
      return undefined;
    });
    renderAt('/handicap/odds?matchId=old');
    // The pipeline only holds today's matches: the channel answers with nothing.
    act(() => channel.set({ kind: 'live', state: {}, seq: 0 }));
    await vi.waitFor(() => expect(companyRows()).toEqual(['1', '8']));
    expect(screen.queryByText('暂无指数数据')).toBeNull();
    const oddsReads = fetchMock.mock.calls.filter(([u]) => String(u).includes('/sc/api/football/odds'));
    expect(oddsReads).toHaveLength(1);
  });
});

describe('/handicap when the odds cannot be read', () => {
  it('a REST read that fails (the channel silent) says why with 重试, instead of 正在加载指数… for ever', async () => {
    let up = false;
    stubFetch((url) => {
      if (url.pathname === '/sc/api/football/header')
        return ok({ match: footballRow({ id: 'old', state: -1, homeScore: 3, awayScore: 3 }) });
      if (url.pathname === '/sc/api/football/odds')
        return up
          ? ok({ cursor: 9, matches: [{ matchId: 'old', companies: [COMPANIES[0]] }] })
          : Response.json({ code: 503, msg: '服务暂不可用，请稍后再试', data: null });
      return undefined;
    });
    renderAt('/handicap/odds?matchId=old');
    // The channel never answers (socket down): the page waits ODDS_ARCHIVE_AFTER_MS, then reads once.
    await screen.findByText('指数加载失败：服务暂不可用，请稍后再试', {}, { timeout: 8_000 });
    expect(screen.queryByText('正在加载指数…')).toBeNull();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(companyRows()).toEqual(['1']));
  }, 15_000);
});

describe('/handicap edge cases', () => {
  it('an unknown match says so and releases the channel', async () => {
    stubFetch(() => undefined);
    renderAt('/handicap/odds?matchId=404404');
    await screen.findByTestId('handicap-missing');
    expect(screen.getByText(/未找到该比赛/)).toBeTruthy();
    expect(channel.held.at(-1)).toBeNull();
  });

  it('basketball compares companies and is honest that there is no history', async () => {
    stubFetch((url) =>
      url.pathname === '/sc/api/basketball/header' ? ok({ match: basketballRow({ id: 'b1' }) }) : undefined,
    );
    renderAt('/handicap/odds?sport=basketball&matchId=b1');
    await screen.findByText('湖人');
    expect(channel.held).toContain('odds:basketball:b1');
    const spread = companyOdds({
      ya: { open: { line: 5.5, home: 0.9, away: 0.84 }, live: { line: 6.5, home: 0.87, away: 0.87 } },
    });
    act(() => channel.set({ kind: 'live', state: stateOf([spread]), seq: 1 }));
    expect(screen.getByText('各公司让分对比')).toBeTruthy();
    expect(screen.getByText('-6.5')).toBeTruthy();
    expect(screen.getByText('暂无该公司的历史变化')).toBeTruthy();
  });

  it('an earlier day’s finished basketball game shows its companies from scheduleAddOdds?matchId, not 暂无指数数据', async () => {
    const game = basketballRow({ id: 'b0', state: -1, homeScore: 82, awayScore: 83 });
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/sc/api/basketball/header') return ok({ match: game });
      if (url.pathname === '/sc/api/basketball/scheduleAddOdds' && url.searchParams.get('matchId') === 'b0')
        return ok({ serverTime: 1, matches: [{ match: game, companies: [COMPANIES[1], COMPANIES[0]] }] });
      return undefined;
    });
    renderAt('/handicap/odds?sport=basketball&matchId=b0');
    // The pipeline holds today's games only: the channel answers with nothing.
    act(() => channel.set({ kind: 'live', state: {}, seq: 0 }));
    await vi.waitFor(() => expect(companyRows()).toEqual(['1', '3']));
    expect(screen.queryByText('暂无指数数据')).toBeNull();
    const reads = fetchMock.mock.calls.filter(([u]) => String(u).includes('/scheduleAddOdds'));
    expect(reads).toHaveLength(1);
  });

  it('basketball tabs are named in basketball words: 让分 / 总分 / 半场独赢, never 亚盘 / 大小 / 欧赔', async () => {
    stubFetch((url) =>
      url.pathname === '/sc/api/basketball/header' ? ok({ match: basketballRow({ id: 'b1' }) }) : undefined,
    );
    renderAt('/handicap/haflOdds?sport=basketball&matchId=b1');
    await screen.findByText('湖人');
    const strip = within(screen.getByRole('navigation', { name: '指数分类' }));
    const names = strip.getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['指数中心', '让分', '总分', '三合一', '半场让分', '半场总分', '半场独赢']);
    expect(strip.getByRole('link', { current: 'page' }).textContent).toBe('半场让分');
    // [S1] the page's <title> names the tab's basketball market too, never 半场亚盘.
    await waitFor(() => expect(document.title).toMatch(/ VS .* 半场让分 - 酷易体育$/));
  });

  it('football tabs keep 亚盘 / 大小 / 半场欧赔', async () => {
    stubFetch(() => undefined);
    renderAt('/handicap');
    const strip = within(screen.getByRole('navigation', { name: '指数分类' }));
    const names = strip.getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['指数中心', '亚盘', '大小', '三合一', '半场亚盘', '半场大小', '半场欧赔']);
  });

  it('the index lists today’s matches, each opening its odds', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/sc/api/football/scheduleByDate'
        ? ok({
            date: '2026-11-22',
            serverTime: Date.now(),
            matches: [
              footballRow({ id: 'later', state: 0 }),
              footballRow({ id: 'now', state: 1, periodStart: Date.now(), homeName: '利物浦' }),
            ],
          })
        : undefined,
    );
    renderAt('/handicap');
    const link = await screen.findByRole('link', { name: /利物浦/ });
    expect(link.getAttribute('href')).toBe('/handicap/odds?matchId=now');
    const ids = [...document.querySelectorAll('[data-match-id]')].map((r) => r.getAttribute('data-match-id'));
    expect(ids).toEqual(['now', 'later']);
    expect(channel.held).toEqual([]);
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain('date=');
    expect(screen.getByRole('link', { name: '篮球' }).getAttribute('href')).toBe(
      '/handicap/odds?sport=basketball',
    );
  });

  it('[T1] after midnight, yesterday’s match still in play shows its date over the time; today’s shows the time alone', async () => {
    stubFetch((url) =>
      url.pathname === '/sc/api/football/scheduleByDate'
        ? ok({
            date: '2026-11-22',
            serverTime: Date.now(),
            matches: [
              // 23:00 and 01:00 Beijing on either side of the list's midnight.
              footballRow({ id: 'late', state: 3, kickoff: Date.parse('2026-11-21T23:00:00+08:00') }),
              footballRow({ id: 'early', state: 0, kickoff: Date.parse('2026-11-22T01:00:00+08:00') }),
            ],
          })
        : undefined,
    );
    renderAt('/handicap');
    const late = await waitFor(() => {
      const cell = document.querySelector('[data-match-id="late"] .hc-time');
      if (!cell) throw new Error('no row yet');
      return cell;
    });
    expect(late.textContent).toBe('11-2123:00');
    expect(late.querySelector('.k-date')?.textContent).toBe('11-21');
    expect(document.querySelector('[data-match-id="early"] .hc-time')?.textContent).toBe('01:00');
  });

  it('[T1] until 06:00 Beijing, yesterday’s matches that ended after midnight stay listed (with their date)', async () => {
    const at = (t: string) => Date.parse(`${t}+08:00`);
    stubFetch((url) => {
      if (url.pathname !== '/sc/api/football/scheduleByDate') return undefined;
      if (url.searchParams.get('date') === '2026-11-21')
        return ok({
          date: '2026-11-21',
          serverTime: at('2026-11-22T01:30:00'),
          matches: [
            footballRow({ id: 'ended', state: -1, kickoff: at('2026-11-21T23:00:00'), homeName: '马竞' }),
            footballRow({ id: 'morning', state: -1, kickoff: at('2026-11-21T10:00:00') }),
          ],
        });
      return ok({
        date: '2026-11-22',
        serverTime: at('2026-11-22T01:30:00'),
        matches: [footballRow({ id: 'early', state: 0, kickoff: at('2026-11-22T09:00:00') })],
      });
    });
    renderAt('/handicap');
    await screen.findByRole('link', { name: /马竞/ });
    const ids = [...document.querySelectorAll('[data-match-id]')].map((r) => r.getAttribute('data-match-id'));
    expect(ids).toEqual(['early', 'ended']);
    expect(document.querySelector('[data-match-id="ended"] .k-date')?.textContent).toBe('11-21');
  });

  it('a day list that failed to load says why and offers 重试, which reads it again', async () => {
    let down = true;
    stubFetch((url) => {
      if (url.pathname !== '/sc/api/football/scheduleByDate') return undefined;
      if (down)
        return Response.json({ code: 503, msg: '服务暂不可用，请稍后再试', data: null }, { status: 503 });
      return ok({
        date: '2026-11-22',
        serverTime: Date.now(),
        matches: [footballRow({ id: 'back', state: 0 })],
      });
    });
    renderAt('/handicap');
    await screen.findByText('服务暂不可用，请稍后再试');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('link', { name: /阿森纳/ });
    expect(screen.queryByText('服务暂不可用，请稍后再试')).toBeNull();
  });

  it('an unknown tab is the 404 page', async () => {
    stubFetch(() => undefined);
    renderAt('/handicap/nope');
    await screen.findByText('This page could not be found');
  });
});

describe('/handicap/haflOdds: 半场盘路 once the half is over', () => {
  it('[D6] a match in its second half, 1-0 at the break, reads each company’s 半场亚盘 盘路 against the half-time score', async () => {
    stubFetch((url) =>
      url.pathname === '/sc/api/football/header'
        ? ok({
            match: footballRow({
              id: 'h1',
              state: 3,
              homeScore: 1,
              awayScore: 1,
              homeHalf: 1,
              awayHalf: 0,
              periodStart: Date.now(),
            }),
          })
        : undefined,
    );
    renderAt('/handicap/haflOdds?matchId=h1');
    await screen.findByText('阿森纳');
    const half = companyOdds({
      halfYa: {
        open: { line: 0.25, home: 0.94, away: 0.8 },
        live: { line: 0, home: 0.9, away: 0.84 },
        close: { line: 0.25, home: 0.92, away: 0.82 },
      },
    });
    act(() => channel.set({ kind: 'live', state: stateOf([half]), seq: 1 }));
    // 平/半 at 1-0: the home side covers both halves of the stake; the full time (1-1, not over) has no 盘路.
    await waitFor(() =>
      expect(document.querySelector('[data-cell="halfYa.result"]')?.textContent).toBe('赢'),
    );
  });
});
