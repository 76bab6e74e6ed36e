import {
  type BasketballAnalysis,
  type BasketballPoints,
  type BasketballResult,
  basketballPointsSchema,
  basketballStandingRowSchema,
  type ChannelState,
  type JsonObject,
  type Patch,
  type Snapshot,
  type StaleNotice,
  type SubscribeRequest,
} from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { BehaviorSubject, of, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveTransport } from '../../../lib/live/live-transport.ts';
import BasketballMatchPage, { BasketballScreen } from './basketball-match-page.tsx';
import { basketballTabOf } from './model/page-path.ts';
import type { BasketballStandingRow } from './model/standing-row.ts';
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

  it('a finished game’s 指数 has no 即时 row: its last in-play price is not live', async () => {
    stubFetch();
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    const finished = testInfo({
      state: -1,
      odds: { ya: { line: -12.5, home: 1.2, away: 0.6 }, da: null, ou: null },
      closing: { ya: { line: -3.5, home: 0.9, away: 0.9 }, da: null, ou: null },
    });
    snapshot(MATCH, { ...liveState(), info: json(finished) });
    const ya = (await screen.findByTestId('main-odds')).querySelector('[data-market="ya"]') as HTMLElement;
    const labels = within(ya)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('th')?.textContent);
    expect(labels).toEqual(['初盘', '终盘']);
    expect(ya.textContent).not.toContain('1.20');
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

/** 球员之最's rows as "home|stat|away" text in document order (name, then number, on both sides). */
const leaderRows = () =>
  within(screen.getByTestId('player-leaders'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.children].map((c) => c.textContent).join('|'));

describe('球员之最 (the leaders panel)', () => {
  it('shows each side’s top scorer, rebounder and assister from the box score’s lines, and moves with them live without a fetch of its own', async () => {
    const fetchMock = stubFetch();
    const { transport, snapshot, patches } = fakeTransport();
    renderScreen(transport);
    snapshot(MATCH, {
      ...liveState(),
      'p:0': json(testPlayer('詹姆斯', { points: 20, rebounds: 5, assists: 7 })),
      'p:1': json(testPlayer('里夫斯', { starter: false, points: 6, rebounds: 5 })),
      'p:2': json(testPlayer('库里', { side: 'away', points: 25, assists: 4 })),
    });
    const panel = await screen.findByRole('region', { name: '球员之最' });
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['湖人', '勇士']);
    // A tie names both, in the box score's order; no rebound yet for 勇士 is "-", not 库里 with 0.
    expect(leaderRows()).toEqual(['詹姆斯20|得分|库里25', '詹姆斯里夫斯5|篮板|-', '詹姆斯7|助攻|库里4']);
    const reads = fetchMock.mock.calls.length;

    // 里夫斯 hits a three and grabs a board: the same patch that moves the box score moves the leaders.
    patches.next({
      channel: MATCH,
      epoch: 'e',
      seq: 2,
      ts: 0,
      put: { 'p:1': { points: 23, rebounds: 6 }, 'p:2': { rebounds: 1 } },
    });
    await waitFor(() =>
      expect(leaderRows()).toEqual(['里夫斯23|得分|库里25', '里夫斯6|篮板|库里1', '詹姆斯7|助攻|库里4']),
    );
    expect(within(screen.getByTestId('box-home')).getByText('23')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(reads);
  });

  it('no player data says so: 暂无球员数据 for a game without lines, 比赛未开始 before tip-off (not rows of 0)', async () => {
    stubFetch();
    const { transport, snapshot } = fakeTransport();
    renderScreen(transport);
    snapshot(MATCH, { info: json(testInfo()), tech: json({}) });
    expect((await screen.findByRole('region', { name: '球员之最' })).textContent).toBe(
      '球员之最暂无球员数据',
    );
    expect(screen.queryByTestId('player-leaders')).toBeNull();

    cleanup();
    const before = fakeTransport();
    renderScreen(before.transport);
    before.snapshot(MATCH, {
      info: json(testInfo({ state: 0, homeScore: 0, awayScore: 0, homeQuarters: [], awayQuarters: [] })),
      'p:0': json(testPlayer('詹姆斯', { minutes: 0 })),
      'p:1': json(testPlayer('库里', { side: 'away', minutes: 0 })),
    });
    expect((await screen.findByRole('region', { name: '球员之最' })).textContent).toBe(
      '球员之最比赛未开始，暂无球员数据',
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
    renderRoute('/livedetail/basketball/b1/recommend');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});

/** A finished game between two of 湖人 (h), 勇士 (a), 快船 (c); kickoff on 2026-11-{day}, Beijing evening. */
function result(id: string, day: number, home: [string, number], away: [string, number]): BasketballResult {
  const names: Record<string, string> = { h: '湖人', a: '勇士', c: '快船' };
  return {
    id,
    kickoff: Date.UTC(2026, 10, day, 11, 30),
    leagueName: 'NBA',
    homeId: home[0],
    homeName: names[home[0]] ?? home[0],
    homeScore: home[1],
    awayId: away[0],
    awayName: names[away[0]] ?? away[0],
    awayScore: away[1],
  };
}

/**
 * A table row as the feed's schema reads it, with the standings page's columns: 胜差 against 勇士's 14-3, a
 * 1连胜 unless told. `conference` makes it an NBA row.
 */
const standing = (
  teamId: string,
  teamName: string,
  rank: number,
  win: number,
  lose: number,
  over: Partial<BasketballStandingRow> = {},
) =>
  basketballStandingRowSchema.parse({
    rank,
    teamId,
    teamName,
    played: win + lose,
    win,
    lose,
    winRate: Math.round((win / (win + lose)) * 1000) / 10,
    pointsFor: (win + lose) * 110,
    pointsAgainst: (win + lose) * 105,
    homeWin: Math.ceil(win / 2),
    homeLose: Math.floor(lose / 2),
    awayWin: Math.floor(win / 2),
    awayLose: Math.ceil(lose / 2),
    last10Win: 7,
    last10Lose: 3,
    streak: 1,
    gamesBehind: (14 - win + lose - 3) / 2,
    ...over,
  });

const ANALYSIS: BasketballAnalysis = {
  matchId: 'b1',
  headToHead: [result('m2', 10, ['a', 120], ['h', 104]), result('m1', 3, ['h', 110], ['a', 100])],
  homeRecent: [
    result('m2', 10, ['a', 120], ['h', 104]),
    result('r1', 8, ['h', 99], ['c', 90]),
    result('m1', 3, ['h', 110], ['a', 100]),
  ],
  awayRecent: [result('m2', 10, ['a', 120], ['h', 104]), result('m1', 3, ['h', 110], ['a', 100])],
  homeStanding: standing('h', '湖人', 3, 12, 5, { streak: -2 }),
  awayStanding: standing('a', '勇士', 1, 14, 3),
};

const POINTS: BasketballPoints = {
  league: {
    id: 'nba',
    name: 'NBA',
    alias: 'NBA',
    color: '#c8102e',
    region: '美国',
    kind: 'league',
    sport: 'basketball',
    currentSeason: '2025-2026',
  } as BasketballPoints['league'],
  season: '2025-2026',
  rows: [
    standing('c', '快船', 2, 13, 4),
    standing('a', '勇士', 1, 14, 3),
    standing('h', '湖人', 3, 12, 5, { streak: -2 }),
  ],
};

/** The NBA: 湖人 and 勇士 in 西部, 凯尔特人 and 尼克斯 in 东部; the feed's rank is league-wide. */
const NBA_POINTS = basketballPointsSchema.parse({
  ...POINTS,
  rows: [
    standing('a', '勇士', 1, 14, 3, { conference: '西部', division: '太平洋赛区' }),
    standing('b', '凯尔特人', 2, 13, 4, { conference: '东部', division: '大西洋赛区', gamesBehind: 0 }),
    standing('h', '湖人', 3, 12, 5, { conference: '西部', division: '太平洋赛区', streak: -2 }),
    standing('n', '尼克斯', 4, 11, 6, { conference: '东部', division: '大西洋赛区', gamesBehind: 2 }),
  ],
});

const NBA_ANALYSIS: BasketballAnalysis = {
  ...ANALYSIS,
  homeStanding: NBA_POINTS.rows.find((r) => r.teamId === 'h') ?? null,
  awayStanding: NBA_POINTS.rows.find((r) => r.teamId === 'a') ?? null,
};

/** Answers analysis and points as given (or fails them), everything else as an empty day. */
function stubReads(
  answers: { analysis?: BasketballAnalysis | 'fail'; points?: BasketballPoints | 'fail' } = {},
) {
  const fetchMock = vi.fn(async (url: string) => {
    if (
      (url.includes('/basketball/analysis') && answers.analysis === 'fail') ||
      (url.includes('/basketball/points') && answers.points === 'fail')
    )
      return Response.json({ code: 503, msg: '服务暂不可用，请稍后再试', data: null }, { status: 503 });
    if (url.includes('/basketball/analysis'))
      return Response.json({ code: 200, msg: '成功', data: answers.analysis ?? ANALYSIS });
    if (url.includes('/basketball/points'))
      return Response.json({ code: 200, msg: '成功', data: answers.points ?? POINTS });
    return Response.json({ code: 200, msg: '成功', data: { serverTime: Date.now(), matches: [] } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The page's route, with a fake socket: the tab comes from the URL as on the site. */
function renderTabs(transport: LiveTransport, path = '/livedetail/basketball/b1/live') {
  function Routed() {
    const params = useParams();
    return <BasketballScreen id="b1" tab={basketballTabOf(params['*']) ?? 'live'} transport={transport} />;
  }
  const router = createMemoryRouter([{ path: 'livedetail/basketball/:id/*', Component: Routed }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const headText = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].map((c) => c.textContent).join('|');

const rowsText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent).join('|'));

describe('the basketball match page tabs (直播 / 分析 / 积分)', () => {
  it('分析 shows both teams’ 联赛排名, 历史交锋 with its summary and winner, and each team’s 近期战绩; tab switches keep the game’s channel', async () => {
    const fetchMock = stubReads();
    const { transport, snapshot, requests, left } = fakeTransport();
    const router = renderTabs(transport);
    snapshot(MATCH, liveState());
    await screen.findByTestId('quarters');
    await waitFor(() => expect(requests.map((r) => r.channel)).toContain(ODDS));
    expect(screen.getByRole('link', { name: '直播' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: '分析' }));
    const standings = await screen.findByTestId('bb-standings');
    expect(router.state.location.pathname).toBe('/livedetail/basketball/b1/analysis');
    expect(screen.queryByTestId('quarters')).toBeNull();
    // By rank: 勇士 (1st) above 湖人 (3rd), each tagged 客 / 主, with titan007's columns.
    expect(headText(standings)).toBe(
      '排名|球队|胜|负|胜率|胜差|主场|客场|近10场|连胜/连败|场均得分|场均失分',
    );
    expect(rowsText(standings)).toEqual([
      '1|客勇士|14|3|82.4%|-|7-1|7-2|7-3|1连胜|110.0|105.0',
      '3|主湖人|12|5|70.6%|2|6-2|6-3|7-3|2连败|110.0|105.0',
    ]);
    // A league without conferences (this answer's) needs no second read for the places.
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/basketball/points'))).toBe(false);
    expect(screen.getByRole('link', { name: '完整积分榜 ›' }).getAttribute('href')).toBe(
      '/livedetail/basketball/b1/integral',
    );
    expect(screen.getByTestId('bb-h2h-summary').textContent).toBe('近2次交锋 湖人 1胜1负');
    const h2h = screen.getByTestId('bb-h2h');
    expect(rowsText(h2h)).toEqual(['26-11-10|勇士|120-104|湖人|负', '26-11-03|湖人|110-100|勇士|胜']);
    expect(within(h2h).getAllByRole('row')[1]?.querySelector('.bb-winner')?.textContent).toBe('勇士');
    const [home, away] = screen.getAllByTestId('bb-recent');
    expect(within(home as HTMLElement).getByText('近3场 2胜1负')).toBeTruthy();
    // From 湖人's side: the loss at 勇士 reads 104-120 负, away.
    expect(rowsText(within(home as HTMLElement).getByRole('table'))[0]).toBe('26-11-10|客|勇士|104-120|负');
    expect(within(away as HTMLElement).getByText('近2场 1胜1负')).toBeTruthy();
    expect(rowsText(within(away as HTMLElement).getByRole('table'))[0]).toBe('26-11-10|主|湖人|120-104|胜');
    expect(
      fetchMock.mock.calls.some(([u]) => String(u).includes('/sc/api/basketball/analysis?matchId=b1')),
    ).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: '积分' }));
    const table = await screen.findByTestId('bb-standings');
    expect(screen.getByRole('heading', { name: /^NBA 2025-2026\s*积分榜$/ })).toBeTruthy();
    // The table's season opens in the 资料库, which reads the same basketball/points.
    expect(screen.getByRole('link', { name: 'NBA 2025-2026' }).getAttribute('href')).toBe(
      '/database/basketball/nba/2025-2026',
    );
    expect(rowsText(table).map((r) => r.split('|').slice(0, 2).join(' '))).toEqual([
      '1 客勇士',
      '2 快船',
      '3 主湖人',
    ]);
    expect(
      fetchMock.mock.calls.some(([u]) =>
        String(u).includes('/sc/api/basketball/points?leagueId=nba&season=2025-2026'),
      ),
    ).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: '直播' }));
    await screen.findByTestId('quarters');
    // The game's channel was asked for once and never let go: the header's score stayed live throughout.
    expect(requests.filter((r) => r.channel === MATCH)).toHaveLength(1);
    expect(left).not.toContain(MATCH);
    expect(screen.getByTestId('score').textContent).toBe('50-48');
  });

  it('the NBA’s 积分 is a 东部 and a 西部 table, each placed within itself; 分析 places both teams in their conference', async () => {
    const fetchMock = stubReads({ analysis: NBA_ANALYSIS, points: NBA_POINTS });
    const { transport, snapshot } = fakeTransport();
    renderTabs(transport, '/livedetail/basketball/b1/analysis');
    snapshot(MATCH, liveState());
    // 湖人 is 3rd in the league but 2nd in 西部, counted from the 积分 answer.
    expect(rowsText(await screen.findByTestId('bb-standings'))).toEqual([
      '西部第1|客勇士|14|3|82.4%|-|7-1|7-2|7-3|1连胜|110.0|105.0',
      '西部第2|主湖人|12|5|70.6%|2|6-2|6-3|7-3|2连败|110.0|105.0',
    ]);
    expect(
      fetchMock.mock.calls.some(([u]) =>
        String(u).includes('/sc/api/basketball/points?leagueId=nba&season=2025-2026'),
      ),
    ).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: '积分' }));
    const east = await screen.findByRole('table', { name: '东部' });
    const west = screen.getByRole('table', { name: '西部' });
    expect(screen.getAllByTestId('bb-standings')).toEqual([east, west]);
    expect(rowsText(east).map((r) => r.split('|').slice(0, 2).join(' '))).toEqual(['1 凯尔特人', '2 尼克斯']);
    expect(rowsText(west)).toEqual([
      '1|客勇士|14|3|82.4%|-|7-1|7-2|7-3|1连胜|110.0|105.0',
      '2|主湖人|12|5|70.6%|2|6-2|6-3|7-3|2连败|110.0|105.0',
    ]);
    // 连胜 red, 连败 green (Chinese convention); the two teams of the game highlighted.
    expect(within(west).getByText('1连胜').className).toBe('bb-st-win');
    expect(within(west).getByText('2连败').className).toBe('bb-st-lose');
    expect(west.querySelector('tr[data-team-id="h"]')?.className).toBe('fm-hl fm-hl-home');
  });

  it('NBA 分析 without the 积分 answer shows the league-wide rank as such, with the conference', async () => {
    stubReads({ analysis: NBA_ANALYSIS, points: 'fail' });
    const { transport, snapshot } = fakeTransport();
    renderTabs(transport, '/livedetail/basketball/b1/analysis');
    snapshot(MATCH, liveState());
    const standings = await screen.findByTestId('bb-standings');
    expect(rowsText(standings).map((r) => r.split('|').slice(0, 2).join(' '))).toEqual([
      '联盟第1 · 西部 客勇士',
      '联盟第3 · 西部 主湖人',
    ]);
  });

  it('an upstream that gives only 胜/负 shows no empty 胜差, 主场, 客场, 近10场 or 连胜/连败 column', async () => {
    const bare = ({
      rank,
      teamId,
      teamName,
      played,
      win,
      lose,
      winRate,
      pointsFor,
      pointsAgainst,
    }: BasketballStandingRow) => ({
      rank,
      teamId,
      teamName,
      played,
      win,
      lose,
      winRate,
      pointsFor,
      pointsAgainst,
    });
    stubReads({ points: basketballPointsSchema.parse({ ...POINTS, rows: POINTS.rows.map(bare) }) });
    const { transport, snapshot } = fakeTransport();
    renderTabs(transport, '/livedetail/basketball/b1/integral');
    snapshot(MATCH, liveState());
    const table = await screen.findByTestId('bb-standings');
    expect(headText(table)).toBe('排名|球队|胜|负|胜率|场均得分|场均失分');
    expect(rowsText(table)[0]).toBe('1|客勇士|14|3|82.4%|110.0|105.0');
  });

  it('a game not yet played shows its analysis too; no meeting and no table row say so in Chinese', async () => {
    stubReads({
      analysis: { ...ANALYSIS, headToHead: [], awayRecent: [], homeStanding: null, awayStanding: null },
    });
    const { transport, snapshot } = fakeTransport();
    renderTabs(transport, '/livedetail/basketball/b1/analysis');
    snapshot(MATCH, {
      info: json(testInfo({ state: 0, homeScore: 0, awayScore: 0, homeQuarters: [], awayQuarters: [] })),
    });
    expect(await screen.findByText('暂无交锋记录')).toBeTruthy();
    expect(screen.getByRole('region', { name: '联赛排名' }).textContent).toContain('暂无联赛排名');
    const [home, away] = screen.getAllByTestId('bb-recent');
    expect(within(home as HTMLElement).getByText('近3场 2胜1负')).toBeTruthy();
    expect(within(away as HTMLElement).getByText('暂无近期战绩')).toBeTruthy();
  });

  it('a failed analysis read says why with 重试, which reads again', async () => {
    const fetchMock = stubReads({ analysis: 'fail' });
    const { transport, snapshot } = fakeTransport();
    renderTabs(transport, '/livedetail/basketball/b1/analysis');
    snapshot(MATCH, liveState());
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂不可用，请稍后再试');
    stubReads();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('bb-h2h')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/basketball/analysis'))).toHaveLength(1);
  });
});
