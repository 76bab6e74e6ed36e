import { matchSiteRoute, SITE_ROUTES, siteTitle } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEASON_TABS } from '../features/database/model/database-paths.ts';
import { routes } from './routes.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Every path of spec §2 (with sample parameters). */
const SPEC_PATHS = [
  '/',
  '/about',
  '/disclaimer',
  '/privacy',
  '/service',
  '/userTreaty',
  '/apptreaty',
  '/apptreaty2',
  '/download',
  '/payment',
  '/post',
  '/rank',
  '/regists',
  '/community',
  '/worldcup',
  '/ai',
  '/ai/history',
  '/ai/mine',
  '/ai/aigreement',
  '/ai/explain',
  '/arena',
  '/arena/aceRanking',
  '/arena/expertzone',
  '/arena/forecast',
  '/arena/ranking',
  '/arena/rankRule',
  '/arenaDetail/focus',
  '/basketball',
  '/basketball/end',
  '/basketball/end/2026-11-20',
  '/basketball/schedule/2026-11-24',
  '/football',
  '/football/end/2026-11-20',
  '/football/schedule',
  '/database',
  '/database/cup/12',
  '/database/league/36',
  '/database/cup/12/2025-2026',
  '/database/cup/12/2025-2026/goal',
  '/database/league/36/2025-2026/shooter',
  '/database/league/36/2025-2026/size',
  '/forecastArea/areaFans',
  '/forecastArea/forecast',
  '/forecastArea/foreRecharge',
  '/forecastArea/userPersonal',
  '/forum',
  '/forum/3/2',
  '/forumdetail/99',
  '/handicap',
  '/handicap/haflOdds',
  '/handicap/halfOu',
  '/handicap/halfPoint',
  '/handicap/odds',
  '/handicap/ou',
  '/handicap/triangle',
  '/userarea',
  '/userarea/mybill',
  '/livedetail/basketball/77/analysis',
  '/livedetail/basketball/77/integral',
  '/livedetail/basketball/77/live',
  '/livedetail/football/77/analysis',
  '/livedetail/football/77/integral',
  '/livedetail/football/77/live',
  '/livedetail/football/77/recommend',
  '/recommendation/recommendation',
  '/blank/arena/personInfo',
  '/blank/arena/recommeDetail',
  '/fans',
  '/news/5',
  '/newsMore/2',
  '/newsMoreInfo/5',
  '/releaseandreward/1',
  '/user/focus',
  '/newsDou/1/2',
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('routes (spec §2)', () => {
  it('registers every route of spec §2', () => {
    const unmatched = SPEC_PATHS.filter((p) => {
      const leaf = matchRoutes(routes, p)?.at(-1);
      return !leaf || leaf.route.path === '*';
    });
    expect(unmatched).toEqual([]);
  });

  it('[S1] the shared route table (gateway 404s, titles) and the router agree on every path', () => {
    const missing = SPEC_PATHS.filter((p) => matchSiteRoute(p) === null);
    expect(missing).toEqual([]);
    // Each table pattern, with its parameters filled in, opens a page of the router (not its 404).
    const samples = SITE_ROUTES.map((r) =>
      r.pattern
        .split('/')
        .filter((seg) => !seg.endsWith('?'))
        .map((seg) => (seg.startsWith(':') ? '7' : seg === '*' ? 'person' : seg))
        .join('/'),
    );
    const unrouted = samples.filter((p) => {
      const leaf = matchRoutes(routes, p || '/')?.at(-1);
      return !leaf || leaf.route.path === '*';
    });
    expect(unrouted).toEqual([]);
    expect(matchSiteRoute('/no/such/page')).toBeNull();
    expect(siteTitle('/football')).toBe('足球即时比分 - 酷易体育');
  });

  it('[S1] a 资料库 season sub-page’s server title names the tab it opens (…/goal is 让球盘路)', () => {
    for (const kind of ['league', 'cup'])
      for (const { tab, label } of SEASON_TABS.filter((t) => t.tab !== ''))
        expect(siteTitle(`/database/${kind}/36/2025-2026/${tab}`)).toContain(label);
  });

  it('[S1] a team page and the basketball 资料库 pages have their own server titles, not the 404', () => {
    expect(siteTitle('/database/league/36/2025-2026/team/t1')).toContain('球队资料');
    expect(siteTitle('/database/basketball/1')).toContain('篮球积分榜');
    expect(siteTitle('/database/basketball/1/2018-2019')).toContain('篮球积分榜');
    expect(siteTitle('/database/basketball/1/schedule')).toContain('篮球赛程赛果');
    expect(siteTitle('/database/basketball/1/2018-2019/stats')).toContain('篮球球队统计');
    expect(siteTitle('/database/basketball/1/2018-2019/team/1610612738')).toContain('篮球球队资料');
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('an unknown page inside a section (/arena/no-such-tab) shows the same 404 page', async () => {
    renderAt('/arena/no-such-tab');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('a section with pages but none of its own (/forecastArea) shows the 404 page, not a blank body', async () => {
    renderAt('/forecastArea');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('/rank shows the forum boards, each with an honest empty state, and no page is left "建设中"', async () => {
    renderAt('/rank');
    expect(await screen.findByRole('heading', { name: '排行榜', level: 1 })).toBeTruthy();
    for (const board of ['本周活跃', '发帖榜', '回帖榜', '人气榜']) {
      expect(screen.getByRole('region', { name: board })).toBeTruthy();
    }
    expect(screen.queryByText(/建设中/)).toBeNull();
  });

  it('highlights the current section in the header and carries bd_vid on the download link', async () => {
    renderAt('/ai/history?bd_vid=abc123');
    await screen.findByRole('heading', { name: '历史提醒' });
    expect(screen.getByRole('link', { name: '提醒服务' }).className).toContain('active');
    expect(screen.getByRole('link', { name: '足球比分' }).className).not.toContain('active');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'APP下载' }).getAttribute('href')).toBe(
      '/download?bd_vid=abc123',
    );
    // The side bar's download item opens /download/ (spec §2).
    expect(
      within(screen.getByRole('complementary')).getByRole('link', { name: 'APP下载' }).getAttribute('href'),
    ).toBe('/download/');
  });

  it('keeps bd_vid on the download link after navigating away from the landing URL', async () => {
    window.sessionStorage.clear();
    const router = renderAt('/?bd_vid=click42');
    await screen.findByRole('heading', { name: '酷易体育' });
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { name: '关于酷易体育' });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'APP下载' }).getAttribute('href')).toBe(
      '/download?bd_vid=click42',
    );
  });

  it('shows the footer links, copyright and ICP text', async () => {
    renderAt('/about');
    await screen.findByRole('heading', { name: '关于酷易体育' });
    for (const name of ['关于我们', '免责声明', '联系我们', '隐私政策'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByText(/Copyright ©/).textContent).toMatch(/酷易体育 版权所有.*ICP/);
  });

  it('opens the feedback modal from the side bar and toasts the server msg when the call fails', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ code: 404, msg: '接口不存在', data: null }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/about');
    await screen.findByRole('heading', { name: '关于酷易体育' });
    fireEvent.click(screen.getByRole('button', { name: /意见反馈/ }));
    // The modal subscribes to its atom in an effect; on a loaded machine that effect may run after the click.
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    fireEvent.click(screen.getByLabelText('卡顿'));
    fireEvent.change(dialog.querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: '比分刷新慢' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('接口不存在')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/feedback/addFeedback');
    expect(JSON.parse(String(init.body))).toMatchObject({
      feedbackType: '卡顿',
      feedbackDetail: '比分刷新慢',
      img: '',
    });
    expect(screen.getByRole('dialog', { name: '意见反馈' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '意见反馈' })).toBeNull());
  });
});
