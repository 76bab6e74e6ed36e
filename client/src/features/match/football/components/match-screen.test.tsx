import type { ChannelState, JsonObject, Patch, Snapshot, StaleNotice, SubscribeRequest } from '@kuyi/shared';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { BehaviorSubject, of, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { companyOdds } from '../../../handicap/model/odds-fixtures.ts';
import FootballMatchPage, { MatchScreen } from '../football-match-page.tsx';
import type { MatchTab } from '../model/match-tabs.ts';
import { testChannelState, testEvent, testInfo, testWord } from '../model/test-match.ts';

function fakeTransport() {
  const snapshots = new Subject<Snapshot>();
  const patches = new Subject<Patch>();
  const requests: SubscribeRequest[] = [];
  const left: string[] = [];
  const connected = new BehaviorSubject(true);
  const stale = new Subject<StaleNotice>();
  const transport: LiveTransport = {
    snapshots$: snapshots,
    patches$: patches,
    stale$: stale,
    connected$: connected,
    subscribe: (r) => {
      requests.push(r);
      return of({ ok: true, mode: 'snapshot', epoch: 'e', seq: 1 });
    },
    unsubscribe: (channel) => left.push(channel),
  };
  const snapshot = (state: ChannelState, channel = 'football:match:m1') =>
    snapshots.next({ channel, epoch: 'e', seq: 1, state, ts: 0 });
  return { transport, patches, requests, left, snapshot, connected, stale };
}

/** The 资料库 index as the score centre answers it: 英超 under the id of the test match's league. */
const databaseIndex = {
  regions: [
    {
      region: '英格兰',
      competitions: [
        {
          id: 'l1',
          name: '英超',
          alias: 'Premier League',
          color: '#3f1f8f',
          region: '英格兰',
          kind: 'league',
          sport: 'football',
          currentSeason: '2025-2026',
          seasons: ['2025-2026'],
        },
      ],
    },
  ],
};

function stubFetch(header: 'missing' | 'none' = 'none', database: 'listed' | 'none' = 'none') {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/sc/api/football/database') && database === 'listed')
      return Response.json({ code: 200, msg: '成功', data: databaseIndex });
    if (url.includes('/anime'))
      return Response.json({ code: 200, msg: '成功', data: { matchId: 'm1', cursor: 0, items: [] } });
    // The 推荐 tab's arena picks (issue 14): none on this match.
    if (url.includes('/getRecommendByMatchId'))
      return Response.json({ code: 200, msg: '', data: { list: [], total: 0, page: 1, limit: 50 } });
    if (url.includes('/header') && header === 'missing')
      return Response.json({ code: 404, msg: '比赛不存在', data: null }, { status: 404 });
    return Response.json({ code: 200, msg: '成功', data: { serverTime: Date.now(), matches: [] } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderScreen(transport: LiveTransport, tab: MatchTab = 'live') {
  return render(
    <MemoryRouter>
      <MatchScreen id="m1" tab={tab} transport={transport} />
    </MemoryRouter>,
  );
}

const liveState = () =>
  testChannelState({
    info: testInfo({ homeScore: 1, awayScore: 1, homeHalf: 1, awayHalf: 0, venue: '酋长球场' }),
    events: [
      testEvent(1, { kind: 'goal', side: 'home', minute: 12, player: '萨卡', score: '1-0' }),
      testEvent(2, { kind: 'goal', side: 'home', minute: 30, player: '哈弗茨', score: '2-0' }),
      testEvent(3, { kind: 'goalCancelled', side: 'home', minute: 31, score: '1-0' }),
      testEvent(4, { kind: 'goal', side: 'away', minute: 55, player: '帕尔默', score: '1-1' }),
      testEvent(5, { kind: 'yellow', side: 'away', minute: 60, player: '凯塞多' }),
    ],
    words: [
      testWord(1, '比赛开始！', { kind: 'period' }),
      testWord(2, '进球！阿森纳萨卡破门得分！', { kind: 'goal', time: "12'", side: 'home' }),
    ],
    tech: { shots: { home: 9, away: 4 }, possession: { home: 58, away: 42 } },
    lineups: {
      home: {
        formation: '4-3-3',
        starters: [{ name: '拉亚', number: 22, position: 'GK', captain: false }],
        bench: [],
      },
      away: {
        formation: '4-2-3-1',
        starters: [{ name: '桑切斯', number: 1, position: 'GK', captain: false }],
        bench: [],
      },
    },
  });

beforeEach(() => {
  document.title = '酷易体育';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the football match page, live tab', () => {
  it('draws header, timeline with the VAR correction, commentary, stats and line-ups from the channel state', async () => {
    stubFetch();
    const { transport, snapshot, requests } = fakeTransport();
    renderScreen(transport);
    // The match chat panel (issue 15) holds its channel on the page too.
    expect(requests.map((r) => r.channel).sort()).toEqual(['chat:football:m1', 'football:match:m1']);
    snapshot(liveState());

    const score = await screen.findByTestId('score');
    expect(score.textContent).toBe('1-1');
    expect(screen.getByText('半场 1-0')).toBeTruthy();
    expect(screen.getByText('酋长球场')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('阿森纳 1-1 切尔西 - 酷易体育'));

    const timeline = screen.getByTestId('timeline');
    const struck = timeline.querySelector('[data-event-id="m1-2"]');
    expect(struck?.className).toContain('cancelled');
    expect(within(struck as HTMLElement).getByText('VAR取消')).toBeTruthy();
    expect(within(timeline).getByText('VAR：进球无效')).toBeTruthy();
    expect(within(timeline).getByText("30' 哈弗茨的进球被取消")).toBeTruthy();

    const lines = within(screen.getByTestId('commentary')).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(["12'进球！阿森纳萨卡破门得分！", '比赛开始！']);

    const stats = screen.getByTestId('tech-stats');
    expect(within(stats).getByText('控球率')).toBeTruthy();
    expect(within(stats).getByText('58%')).toBeTruthy();
    expect(screen.getByTestId('formation-pitch').textContent).toContain('拉亚');
  });

  it('says under the tabs which parts are real and which the feed generated (info.provenance), and nothing for a feed that does not say', async () => {
    stubFetch();
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    const state = liveState();
    state.info = {
      ...(state.info as JsonObject),
      provenance: {
        source: 'football-data',
        credits: [{ source: 'football-data', parts: ['result', 'halfTime', 'referee'] }],
        modelled: ['events', 'eventMinutes', 'weather'],
      },
    };
    snapshot(state);
    const note = await screen.findByTestId('source-note');
    expect(note.textContent).toBe(
      '赛果、半场比分与裁判来自 football-data.co.uk；事件时间及细节与天气为模拟。',
    );
    cleanup();

    const plain = fakeTransport();
    renderScreen(plain.transport);
    plain.snapshot(liveState());
    await screen.findByTestId('score');
    expect(screen.queryByTestId('source-note')).toBeNull();
  });

  it('a cancelled, postponed or 待定 match shows no zero statistics or line-ups, but says it was not played', async () => {
    for (const state of [-10, -14, -11] as const) {
      stubFetch();
      const { transport, snapshot } = fakeTransport();
      renderScreen(transport);
      // What the feed sends for a match that never kicked off: a block of zeros and even line-ups.
      const base = liveState();
      snapshot({
        ...base,
        info: { ...(base.info as object), state, homeScore: 0, awayScore: 0, periodStart: null },
        tech: { possession: { home: 50, away: 50 }, passAccuracy: { home: 0, away: 0 } },
      });
      await screen.findByText('比赛未进行，暂无技术统计');
      expect(screen.queryByTestId('tech-stats')).toBeNull();
      expect(screen.queryByText('50%')).toBeNull();
      expect(screen.getByText('比赛未进行，暂无阵容')).toBeTruthy();
      expect(screen.queryByTestId('formation-pitch')).toBeNull();
      cleanup();
    }
  });

  it('a match without line-ups from the centre: before kick-off they come an hour before; once played, none', async () => {
    for (const [state, text] of [
      [0, '首发阵容一般在开赛前一小时公布'],
      [-1, '本场暂无阵容数据'],
    ] as const) {
      stubFetch();
      const { transport, snapshot } = fakeTransport();
      renderScreen(transport);
      const { lineups: _, ...base } = liveState() as Record<string, unknown>;
      snapshot({ ...base, info: { ...(base.info as object), state } });
      await screen.findByText(text);
      cleanup();
    }
  });

  it('a match called off says 比赛未进行 in 比赛事件 and 攻势图 too, not "no goals yet" as if it were being played', async () => {
    for (const state of [-10, -14, -11] as const) {
      stubFetch();
      const { transport, snapshot } = fakeTransport();
      renderScreen(transport);
      snapshot(
        testChannelState({
          info: testInfo({ state, homeScore: 0, awayScore: 0, homeHalf: 0, awayHalf: 0, periodStart: null }),
          words: [testWord(1, '本场比赛宣布推迟。', { kind: 'period' })],
        }),
      );
      const events = await screen.findByRole('region', { name: '比赛事件' });
      expect(events.textContent).toBe('比赛事件比赛未进行，暂无比赛事件');
      const momentum = screen.getByRole('region', { name: '攻势图' });
      await waitFor(() => expect(momentum.textContent).toBe('攻势图比赛未进行，暂无攻势数据'));
      cleanup();
    }
  });

  it('a match the centre has no animation for says 本场暂无攻势数据 (not 比赛开始后…) and reads no animation stream', async () => {
    const calls = stubFetch();
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    snapshot(testChannelState({ info: testInfo({ state: 0, hasAnimation: false, periodStart: null }) }));
    const momentum = await screen.findByRole('region', { name: '攻势图' });
    await waitFor(() => expect(momentum.textContent).toBe('攻势图本场暂无攻势数据'));
    expect(calls.mock.calls.some(([url]) => String(url).includes('/anime'))).toBe(false);
  });

  it('a commentary line and a goal arriving as patches show at once, newest line on top', async () => {
    stubFetch();
    const { transport, snapshot, patches } = fakeTransport();
    renderScreen(transport);
    snapshot(liveState());
    await screen.findByTestId('commentary');
    patches.next({
      channel: 'football:match:m1',
      epoch: 'e',
      seq: 2,
      ts: 0,
      put: {
        'w:3': testWord(3, '进球！切尔西帕尔默破门得分！', { kind: 'goal', time: "70'" }),
        info: { awayScore: 2 },
      },
    });
    await waitFor(() => expect(screen.getByTestId('score').textContent).toBe('1-2'));
    const first = within(screen.getByTestId('commentary')).getAllByRole('listitem')[0];
    expect(first?.textContent).toBe("70'进球！切尔西帕尔默破门得分！");
    await waitFor(() => expect(document.title).toBe('阿森纳 1-2 切尔西 - 酷易体育'));
  });

  it('says under the score when the live link drops or the score centre goes quiet, and stops once it is back', async () => {
    stubFetch();
    const { transport, snapshot, connected, stale } = fakeTransport();
    renderScreen(transport);
    snapshot(liveState());
    await screen.findByTestId('score');
    expect(screen.queryByTestId('connection')).toBeNull();
    act(() => connected.next(false));
    expect(screen.getByTestId('connection').textContent).toBe('重新连接中');
    act(() => connected.next(true));
    expect(screen.queryByTestId('connection')).toBeNull();
    act(() => stale.next({ sport: 'football', stale: true, since: 0 }));
    expect(screen.getByTestId('connection').textContent).toBe('数据延迟');
    // A basketball notice is not about this page.
    act(() => stale.next({ sport: 'football', stale: false, since: 0 }));
    act(() => stale.next({ sport: 'basketball', stale: true, since: 0 }));
    expect(screen.queryByTestId('connection')).toBeNull();
  });

  it('a link already down when the notice first looks still says 重新连接中 under a score on screen', async () => {
    // The notice subscribes in an effect, which can run after the link has dropped (a flake in CI): it
    // then never saw the link up, yet the score above it is data a fan may read as current.
    stubFetch();
    const { transport, snapshot, connected } = fakeTransport();
    connected.next(false);
    renderScreen(transport);
    snapshot(liveState());
    await screen.findByTestId('score');
    expect((await screen.findByTestId('connection')).textContent).toBe('重新连接中');
  });

  it('unsubscribes the match and chat channels when the page is left', async () => {
    stubFetch();
    const { transport, snapshot, left } = fakeTransport();
    const view = renderScreen(transport);
    snapshot(liveState());
    await screen.findByTestId('score');
    view.unmount();
    expect(left.sort()).toEqual(['chat:football:m1', 'football:match:m1']);
  });

  it('指数 on 分析: each company’s 亚盘 初盘 and 即时 from odds:football:{id}, held only while 分析 is open', async () => {
    const fetchMock = stubFetch();
    // The analysis read fails: 指数 still shows above the 重试.
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/analysis')
        ? Response.json({ code: 503, msg: '服务暂不可用', data: null }, { status: 503 })
        : Response.json({ code: 200, msg: '成功', data: { serverTime: Date.now(), matches: [] } }),
    );
    const { transport, snapshot, requests, left } = fakeTransport();
    const view = renderScreen(transport, 'analysis');
    snapshot(liveState());
    const panel = await screen.findByTestId('odds-summary');
    expect(within(panel).getByText('指数加载中…')).toBeTruthy();
    await waitFor(() => expect(requests.map((r) => r.channel)).toContain('odds:football:m1'));
    snapshot({ '1': companyOdds() as unknown as JsonObject }, 'odds:football:m1');
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual(['公司主队盘口客队', '澳门初盘0.82半球0.92', '即时0.90平/半0.86']),
    );
    expect(await screen.findByText('服务暂不可用')).toBeTruthy();
    // 直播 draws no 指数: the odds channel is let go, the match channel kept.
    view.rerender(
      <MemoryRouter>
        <MatchScreen id="m1" tab="live" transport={transport} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(left).toEqual(['odds:football:m1']));
    expect(screen.queryByTestId('odds-summary')).toBeNull();
  });

  it('the league name in the header links to its 资料库 page when the database lists the league', async () => {
    stubFetch('none', 'listed');
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    snapshot(liveState());
    const link = await screen.findByTestId('league-link');
    expect(link.textContent).toBe('英超');
    expect(link.getAttribute('href')).toBe('/database/league/l1');
    // Its teams' names lead to their season page (球队资料) in the same league.
    expect(screen.getByTestId('home-name').getAttribute('href')).toBe('/database/league/l1/2025-2026/team/h');
  });

  it('a league the database does not list stays plain text: no link to a page that is not there', async () => {
    const fetchMock = stubFetch();
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    snapshot(liveState());
    await screen.findByTestId('score');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/sc/api/football/database'))).toBe(
        true,
      ),
    );
    expect(screen.queryByTestId('league-link')).toBeNull();
    expect(screen.getByText('英超').tagName).toBe('SPAN');
    // Team names stay text too: no 球队资料 where the 资料库 does not list the league.
    expect(screen.getByTestId('home-name').tagName).toBe('SPAN');
  });

  it('an id the score centre does not know says so (the channel answers empty, the header 404)', async () => {
    const fetchMock = stubFetch('missing');
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    snapshot({});
    expect(await screen.findByRole('heading', { name: '比赛不存在或已结束很久' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/header?matchId=m1'))).toBe(true);
  });

  it('the 推荐 tab says honestly that there are no arena picks and links to the arena', async () => {
    stubFetch();
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport, 'recommend');
    snapshot(liveState());
    expect(await screen.findByText('本场比赛暂无竞技场推荐')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去竞技场看看其他推荐' }).getAttribute('href')).toBe('/arena');
    expect(screen.getByRole('link', { name: '指数' }).getAttribute('href')).toBe('/handicap/odds?matchId=m1');
    expect(screen.getByRole('link', { name: '推荐' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('match routes', () => {
  const renderRoute = (path: string) => {
    stubFetch();
    const router = createMemoryRouter(
      [{ path: 'livedetail/football/:id?/*', Component: FootballMatchPage }],
      {
        initialEntries: [path],
      },
    );
    render(<RouterProvider router={router} />);
  };

  it('no id, or a sub-page that does not exist, is the site’s 404 page', async () => {
    renderRoute('/livedetail/football');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    cleanup();
    renderRoute('/livedetail/football/m1/odds');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
