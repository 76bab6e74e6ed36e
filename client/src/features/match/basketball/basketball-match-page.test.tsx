import type { ChannelState, JsonObject, Patch, Snapshot, StaleNotice, SubscribeRequest } from '@kuyi/shared';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { BehaviorSubject, of, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveTransport } from '../../../lib/live/live-transport.ts';
import BasketballMatchPage, { BasketballScreen } from './basketball-match-page.tsx';
import { testInfo, testPlayer, testWord } from './model/test-game.ts';

const MATCH = 'basketball:match:b1';
const ODDS = 'odds:basketball:b1';
/** The match chat panel (issue 15) holds its channel on the page too. */
const CHAT = 'chat:basketball:b1';
const json = (v: object) => v as unknown as JsonObject;

function fakeTransport() {
  const snapshots = new Subject<Snapshot>();
  const patches = new Subject<Patch>();
  const requests: SubscribeRequest[] = [];
  const left: string[] = [];
  const connected = new BehaviorSubject(true);
  const transport: LiveTransport = {
    snapshots$: snapshots,
    patches$: patches,
    stale$: new Subject<StaleNotice>(),
    connected$: connected,
    subscribe: (r) => {
      requests.push(r);
      return of({ ok: true, mode: 'snapshot', epoch: 'e', seq: 1 });
    },
    unsubscribe: (channel) => left.push(channel),
  };
  const snapshot = (channel: string, state: ChannelState) =>
    snapshots.next({ channel, epoch: 'e', seq: 1, state, ts: 0 });
  return { transport, patches, requests, left, snapshot, connected };
}

function stubFetch(header: 'missing' | 'none' = 'none') {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/header') && header === 'missing')
      return Response.json({ code: 404, msg: '比赛不存在', data: null }, { status: 404 });
    return Response.json({ code: 200, msg: '成功', data: { serverTime: Date.now(), matches: [] } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function liveState(): ChannelState {
  return {
    info: json(
      testInfo({
        venue: '斯台普斯中心',
        odds: { ya: { line: -3.5, home: 0.9, away: 0.9 }, da: null, ou: null },
      }),
    ),
    tech: json({ rebounds: { home: 20, away: 15 }, fgPct: { home: 48, away: 41 } }),
    'p:0': json(testPlayer('詹姆斯', { points: 20, fgMade: 8, fgAttempts: 14 })),
    'p:1': json(testPlayer('里夫斯', { starter: false, points: 6 })),
    'p:2': json(testPlayer('库里', { side: 'away', points: 25 })),
    'w:1': json(testWord(1, '第1节比赛开始', { kind: 'period', time: '第1节 12:00' })),
    'w:2': json(testWord(2, '湖人 詹姆斯 两分球命中 (0-2)', { kind: 'score', side: 'home' })),
  };
}

const renderScreen = (transport: LiveTransport) =>
  render(
    <MemoryRouter>
      <BasketballScreen id="b1" transport={transport} />
    </MemoryRouter>,
  );

beforeEach(() => {
  document.title = '酷易体育';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the basketball match page', () => {
  it('draws the header, quarters, box score (starters first), team stats, play-by-play and the main odds', async () => {
    stubFetch();
    const { transport, snapshot, requests } = fakeTransport();
    renderScreen(transport);
    expect(requests.map((r) => r.channel).sort()).toEqual([CHAT, MATCH].sort());
    snapshot(MATCH, liveState());

    expect((await screen.findByTestId('score')).textContent).toBe('50-48');
    // The odds channel is held once there is a game to show it for.
    await waitFor(() => expect(requests.map((r) => r.channel).sort()).toEqual([CHAT, MATCH, ODDS].sort()));
    expect(screen.getByText('斯台普斯中心')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('湖人 50-48 勇士 - 酷易体育'));
    const quarters = screen.getByTestId('quarters');
    expect(within(quarters).getAllByRole('row')[1]?.textContent).toBe('湖人2822--50');
    const home = within(screen.getByTestId('box-home')).getAllByRole('row');
    expect(home.slice(1, 3).map((r) => r.querySelector('th')?.textContent)).toEqual(['首詹姆斯', '里夫斯']);
    expect(within(screen.getByTestId('box-away')).getByText('库里')).toBeTruthy();
    expect(within(screen.getByTestId('team-stats')).getByText('48%')).toBeTruthy();
    const lines = within(screen.getByTestId('play-by-play')).getAllByRole('listitem');
    expect(lines[0]?.textContent).toContain('詹姆斯 两分球命中');
    const odds = screen.getByTestId('main-odds');
    // The row's live 让分 line until the odds channel answers; no opening line is made up.
    const ya = odds.querySelector('[data-market="ya"]') as HTMLElement;
    expect(within(ya).getAllByRole('row')[2]?.textContent).toContain('0.90');
    expect(within(ya).getAllByRole('row')[1]?.textContent).toBe('初盘-');
    expect(screen.getByRole('link', { name: '全部公司与变化 ›' }).getAttribute('href')).toBe(
      '/handicap?sport=basketball&matchId=b1',
    );
  });

  it("an earlier day's game whose odds channel is empty shows the 初盘 read once from scheduleAddOdds?matchId", async () => {
    const company = {
      companyId: '1',
      companyName: '澳门',
      ya: {
        open: { line: -1, home: 0.85, away: 0.89 },
        live: null,
        close: { line: -2, home: 0.88, away: 0.86 },
      },
      da: { open: null, live: null, close: null },
      ou: { open: null, live: null, close: null },
      halfYa: { open: null, live: null, close: null },
      halfDa: { open: null, live: null, close: null },
      halfOu: { open: null, live: null, close: null },
      updatedAt: 0,
    };
    const fetchMock = vi.fn(async (url: string) =>
      Response.json({
        code: 200,
        msg: '成功',
        data: url.includes('/scheduleAddOdds')
          ? { serverTime: Date.now(), matches: [{ match: testInfo(), companies: [company] }] }
          : { serverTime: Date.now(), matches: [] },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { transport, snapshot, requests } = fakeTransport();
    renderScreen(transport);
    snapshot(MATCH, liveState());
    await waitFor(() => expect(requests.map((r) => r.channel)).toContain(ODDS));
    // The pipeline holds today's games only: yesterday's game's odds channel answers with nothing.
    snapshot(ODDS, {});
    const ya = (await screen.findByTestId('main-odds')).querySelector('[data-market="ya"]') as HTMLElement;
    await waitFor(() => expect(within(ya).getAllByRole('row')[1]?.textContent).toBe('初盘0.85+10.89'));
    expect(within(ya).getAllByRole('row')[3]?.textContent).toBe('终盘0.88+20.86');
    const reads = fetchMock.mock.calls.filter(([u]) =>
      String(u).includes('scheduleAddOdds?userId=0&matchId=b1'),
    );
    expect(reads).toHaveLength(1);
  });

  it('before tip-off (and for a game called off) the box score and team totals are not drawn as rows of zeros', async () => {
    stubFetch();
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    // The feed sends both rosters with 0 in every column and zero team totals before the game.
    const zeros = {
      info: json(testInfo({ state: 0, homeScore: 0, awayScore: 0, homeQuarters: [], awayQuarters: [] })),
      tech: json({ points: { home: 0, away: 0 }, fgPct: { home: 0, away: 0 } }),
      'p:0': json(testPlayer('詹姆斯', { minutes: 0 })),
      'p:1': json(testPlayer('库里', { side: 'away', minutes: 0 })),
    };
    snapshot(MATCH, zeros);
    const box = await screen.findByRole('region', { name: '球员统计' });
    expect(box.textContent).toBe('球员统计比赛未开始，暂无球员统计');
    expect(screen.queryByTestId('box-home')).toBeNull();
    expect(screen.getByRole('region', { name: '球队统计' }).textContent).toBe(
      '球队统计比赛未开始，暂无球队统计',
    );
    expect(screen.queryByTestId('team-stats')).toBeNull();

    cleanup();
    const postponed = fakeTransport();
    renderScreen(postponed.transport);
    postponed.snapshot(MATCH, {
      ...zeros,
      info: json(testInfo({ state: -14, homeQuarters: [], awayQuarters: [] })),
    });
    expect((await screen.findByRole('region', { name: '球员统计' })).textContent).toBe(
      '球员统计比赛未进行，暂无球员统计',
    );
    expect(screen.getByRole('region', { name: '球队统计' }).textContent).toBe(
      '球队统计比赛未进行，暂无球队统计',
    );
  });

  it('a play-by-play line and a basket arriving as patches show at once, newest line on top', async () => {
    stubFetch();
    const { transport, snapshot, patches } = fakeTransport();
    renderScreen(transport);
    snapshot(MATCH, liveState());
    await screen.findByTestId('play-by-play');
    patches.next({
      channel: MATCH,
      epoch: 'e',
      seq: 2,
      ts: 0,
      put: {
        'w:3': json(testWord(3, '勇士 库里 三分球命中 (51-50)', { kind: 'score', side: 'away' })),
        info: { awayScore: 51, awayQuarters: [25, 26] },
      },
    });
    await waitFor(() => expect(screen.getByTestId('score').textContent).toBe('50-51'));
    const first = within(screen.getByTestId('play-by-play')).getAllByRole('listitem')[0];
    expect(first?.textContent).toContain('库里 三分球命中');
  });

  it('says under the score while the live link is down, so a frozen score does not pass for the current one', async () => {
    stubFetch();
    const { transport, snapshot, connected } = fakeTransport();
    renderScreen(transport);
    snapshot(MATCH, liveState());
    await screen.findByTestId('score');
    expect(screen.queryByTestId('connection')).toBeNull();
    act(() => connected.next(false));
    expect(screen.getByTestId('connection').textContent).toBe('重新连接中');
    act(() => connected.next(true));
    expect(screen.queryByTestId('connection')).toBeNull();
  });

  it('releases its channels (match, odds, chat) when the page is left', async () => {
    stubFetch();
    const { transport, snapshot, left } = fakeTransport();
    const view = renderScreen(transport);
    snapshot(MATCH, liveState());
    await screen.findByTestId('score');
    view.unmount();
    expect(left.sort()).toEqual([CHAT, MATCH, ODDS].sort());
  });

  it('a game the score centre does not know says so (the channel answers empty, the header 404)', async () => {
    const fetchMock = stubFetch('missing');
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    snapshot(MATCH, {});
    expect(await screen.findByRole('heading', { name: '比赛不存在或已结束很久' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/basketball/header?matchId=b1'))).toBe(
      true,
    );
  });
});

describe('basketball match routes', () => {
  it('no id, or a sub-page that does not exist, is the site’s 404 page', async () => {
    const renderRoute = (path: string) => {
      stubFetch();
      const router = createMemoryRouter(
        [{ path: 'livedetail/basketball/:id?/*', Component: BasketballMatchPage }],
        {
          initialEntries: [path],
        },
      );
      render(<RouterProvider router={router} />);
    };
    renderRoute('/livedetail/basketball');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    cleanup();
    renderRoute('/livedetail/basketball/b1/analysis');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
