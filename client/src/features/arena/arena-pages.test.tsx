import { type ArenaPick, dayStart } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toastStore } from '../../lib/toast.ts';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import RecommendTab from '../match/football/components/recommend-tab.tsx';
import { selectionLabel } from './arena-labels.ts';
import { hitRateSeries } from './components/hit-rate-chart.tsx';
import { PickCard } from './components/pick-card.tsx';
import { PublishForm } from './components/publish-form.tsx';
import ExpertPage from './pages/expert-page.tsx';
import FocusPage from './pages/focus-page.tsx';
import ForecastTab from './pages/forecast-tab.tsx';
import IndexTab from './pages/index-tab.tsx';
import MyForecastPage from './pages/my-forecast-page.tsx';
import PickDetailPage from './pages/pick-detail-page.tsx';
import RankingTab from './pages/ranking-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base: ArenaPick = {
  id: 7,
  userId: 3,
  userName: '老王看球',
  headImage: '',
  isModel: false,
  matchId: 'm1',
  leagueName: '英超',
  homeName: '阿森纳',
  awayName: '切尔西',
  kickoff: Date.parse('2026-11-24T20:00:00+08:00'),
  matchDay: '2026-11-24',
  market: 'ya',
  selection: 'home',
  line: 0.25,
  price: 0.92,
  chargeMoney: 0,
  isCharge: false,
  reason: '主队<b>主场</b>强势',
  canRead: true,
  bought: false,
  onSale: false,
  contentHash: 'ab'.repeat(32),
  hashSalt: 'cd'.repeat(16),
  publishedAt: Date.parse('2026-11-24T10:00:00+08:00'),
  status: 'pending',
  result: null,
  homeScore: null,
  awayScore: null,
  settledAt: null,
  likes: 2,
  liked: false,
  buyers: 0,
  refund: null,
};

function renderWith(node: React.ReactNode, login = true) {
  const store = createStore();
  store.set(isLoginAtom, login);
  return render(
    <Provider store={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );
}

describe('arena labels', () => {
  it('[D4] reads lines as fans do: the away side of 平/半 is 受平/半; totals and 1x2', () => {
    expect(selectionLabel({ ...base, selection: 'home' }, base)).toBe('阿森纳 平/半');
    expect(selectionLabel({ ...base, selection: 'away' }, base)).toBe('切尔西 受平/半');
    expect(selectionLabel({ market: 'da', selection: 'over', line: 2.75 })).toBe('大 2.5/3');
    expect(selectionLabel({ market: 'ou', selection: 'draw', line: null })).toBe('平局');
  });
});

describe('PickCard', () => {
  it('shows a settled pick with its result and score, and the sanitized reason', () => {
    renderWith(<PickCard pick={{ ...base, status: 'settled', result: 'win', homeScore: 2, awayScore: 0 }} />);
    expect(screen.getByTestId('arena-pick-status').textContent).toBe('赢');
    expect(screen.getByText('2:0')).toBeTruthy();
    expect(screen.getByText('主场').tagName).toBe('B');
  });

  it('赞 on a pick (spec §7 dianZan) likes it once; logged out it opens the login box instead', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push(`${url} ${String(init?.body)}`);
      return Response.json({ code: 200, msg: '点赞成功', data: { likes: 3 } });
    });
    renderWith(<PickCard pick={base} />);
    const button = screen.getByRole('button', { name: '点赞' });
    expect(button.textContent).toBe('赞 2');
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('赞 3'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([expect.stringMatching(/dianZan .*"recommendId":7/)]);

    cleanup();
    sent.length = 0;
    const store = createStore();
    store.set(isLoginAtom, false);
    render(
      <Provider store={store}>
        <MemoryRouter>
          <PickCard pick={base} />
        </MemoryRouter>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '点赞' }));
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
    expect(sent).toEqual([]);
  });

  it('a pick the fan already liked shows 赞 pressed after a reload (the list says liked), and does not send again', () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      sent.push(String(url));
      return Response.json({ code: 200, msg: '点赞成功', data: { likes: 2 } });
    });
    renderWith(<PickCard pick={{ ...base, liked: true }} />);
    const button = screen.getByRole('button', { name: '点赞' });
    expect(button.textContent).toBe('赞 2');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(sent).toEqual([]);
  });

  it('labels the model account 模型推荐 once, and badges a differently named model account', () => {
    renderWith(<PickCard pick={{ ...base, userName: '模型推荐', isModel: true }} />);
    expect(screen.getAllByText('模型推荐')).toHaveLength(1);
    cleanup();
    renderWith(<PickCard pick={{ ...base, userName: '酷易模型', isModel: true }} />);
    expect(screen.getByText('模型推荐').className).toContain('arena-badge-model');
  });

  it('[AR3] hides a paid reason behind a buy button; buying asks in the site dialog, then shows the content', async () => {
    const bought = {
      ...base,
      isCharge: true,
      chargeMoney: 5.5,
      reason: '买到的理由',
      canRead: true,
      bought: true,
    };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push(`${init.method} ${url} ${init.body}`);
      return Response.json({ code: 200, msg: '购买成功', data: bought });
    });
    // The browser's own confirm box is unbranded ('127.0.0.1 显示', OK/Cancel on an English system): never used.
    const native = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onChange = vi.fn();
    renderWith(
      <PickCard
        pick={{
          ...base,
          isCharge: true,
          chargeMoney: 5.5,
          reason: null,
          canRead: false,
          onSale: true,
          selection: null,
          line: null,
          price: null,
        }}
        onChange={onChange}
      />,
    );
    expect(screen.queryByText('主场')).toBeNull();
    // [AR3] Sealed: the market shows, the side and its line and price are what the 5.50 buys.
    expect(screen.getByText('亚盘')).toBeTruthy();
    expect(screen.getByText('购买后可见')).toBeTruthy();
    expect(screen.queryByText(/阿森纳 平\/半/)).toBeNull();
    expect(screen.getByText(/购买后查看推荐选项与理由/)).toBeTruthy();
    // Spending 球币 asks first in the site's dialog: 取消 buys nothing, 确定 buys once.
    fireEvent.click(screen.getByRole('button', { name: '5.50球币查看' }));
    const ask = screen.getByRole('alertdialog', { name: '确定花费 5.50 球币查看该推荐？' });
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '5.50球币查看' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(bought));
    expect(asked).toEqual(['POST /api/user/arenaRecommend/bugChargeRecommend {"recommendId":7}']);
    expect(native).not.toHaveBeenCalled();
  });

  it('[AR3] a buy refused for want of 球币 says 球币余额不足，请先充值 beside a 去充值 link to /payment; the pick stays sealed', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 400, msg: '球币余额不足，请先充值', data: null }, { status: 400 }),
    );
    const onChange = vi.fn();
    renderWith(
      <PickCard
        pick={{
          ...base,
          isCharge: true,
          chargeMoney: 5.5,
          reason: null,
          canRead: false,
          onSale: true,
          selection: null,
          line: null,
          price: null,
        }}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '5.50球币查看' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('球币余额不足，请先充值');
    expect(within(refusal).getByRole('link', { name: '去充值' }).getAttribute('href')).toBe('/payment');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('购买后可见')).toBeTruthy();
  });

  it('[AR3] a sealed pick whose match has kicked off offers no 球币查看 (the buy would only be refused): it says the sale closed', () => {
    const asked = vi.fn();
    vi.stubGlobal('fetch', asked);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWith(
      <PickCard
        pick={{
          ...base,
          isCharge: true,
          chargeMoney: 3,
          reason: null,
          canRead: false,
          onSale: false,
          selection: null,
          line: null,
          price: null,
          buyers: 1,
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: /球币查看/ })).toBeNull();
    expect(screen.getByText(/比赛已开赛，停止售卖，结算后公开/)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('hit-rate chart series', () => {
  it('is the cumulative hit rate per match day, leaving 走 out', () => {
    const p = (id: number, day: string, result: ArenaPick['result']): ArenaPick => ({
      ...base,
      id,
      matchDay: day,
      kickoff: dayStart(day) + 12 * 3_600_000 + id, // noon Beijing time
      status: 'settled',
      result,
    });
    expect(
      hitRateSeries([
        p(1, '2026-11-20', 'win'),
        p(2, '2026-11-20', 'loss'),
        p(3, '2026-11-21', 'push'),
        p(4, '2026-11-22', 'half_win'),
      ]),
    ).toEqual([
      { day: '11-20', rate: 50 },
      { day: '11-22', rate: 66.7 },
    ]);
  });
});

describe("the football match page's 推荐 tab", () => {
  it("lists the match's picks from getRecommendByMatchId", async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      expect(url).toContain('getRecommendByMatchId?matchId=m1');
      return Response.json({ code: 200, msg: '', data: { list: [base], total: 1, page: 1, limit: 50 } });
    });
    renderWith(<RecommendTab matchId="m1" notStarted />);
    const card = await screen.findByTestId('arena-pick');
    expect(within(card).getByText('老王看球')).toBeTruthy();
    expect(screen.getByRole('link', { name: '发布本场推荐' }).getAttribute('href')).toBe(
      '/arena/forecast?matchId=m1',
    );
  });

  it('keeps an honest empty state when nobody picked the match', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 200, msg: '', data: { list: [], total: 0, page: 1, limit: 50 } }),
    );
    renderWith(<RecommendTab matchId="m2" notStarted={false} />);
    expect(await screen.findByText('本场比赛暂无竞技场推荐')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '发布本场推荐' })).toBeNull();
  });
});

describe('PublishForm', () => {
  it('[AR1] shows the live lines and sends only the market and side — never a line or price', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('releaseRecommendDetail'))
        return Response.json({
          code: 200,
          msg: '',
          data: {
            open: true,
            match: {
              id: 'm1',
              leagueName: '英超',
              kickoff: base.kickoff,
              homeName: '阿森纳',
              awayName: '切尔西',
            },
            options: [
              { market: 'ya', selection: 'home', line: 0.5, price: 0.9 },
              { market: 'ya', selection: 'away', line: 0.5, price: 0.96 },
              { market: 'da', selection: 'over', line: 2.5, price: 0.88 },
              { market: 'da', selection: 'under', line: 2.5, price: 0.98 },
            ],
          },
        });
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ code: 200, msg: '发布成功', data: base });
    });
    const onPublished = vi.fn();
    renderWith(<PublishForm matchId="m1" onPublished={onPublished} />);
    await screen.findByText('阿森纳 半球');
    expect(screen.getByText('切尔西 受半球')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '欧赔' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '大小' }));
    fireEvent.click(screen.getByLabelText(/小 2.5/));
    fireEvent.change(screen.getByPlaceholderText('最多500字'), { target: { value: '天气差' } });
    fireEvent.click(screen.getByRole('button', { name: '发布推荐' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(sent).toEqual([
      { matchId: 'm1', market: 'da', selection: 'under', reason: '天气差', chargeMoney: 0 },
    ]);
  });

  it('[AR1] lines that fail to load (500) say why with 重试, which reads them again and shows the form', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      if (calls === 1) return Response.json({ code: 500, msg: '服务器内部错误', data: null });
      return Response.json({
        code: 200,
        msg: '',
        data: {
          open: true,
          match: {
            id: 'm1',
            leagueName: '英超',
            kickoff: base.kickoff,
            homeName: '阿森纳',
            awayName: '切尔西',
          },
          options: [
            { market: 'ya', selection: 'home', line: 0.5, price: 0.9 },
            { market: 'ya', selection: 'away', line: 0.5, price: 0.96 },
          ],
        },
      });
    });
    renderWith(<PublishForm matchId="m1" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器内部错误');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('阿森纳 半球')).toBeTruthy();
  });

  it('[AR2] 付费 with an empty or out-of-range price is refused in Chinese, never sent as a free pick', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('releaseRecommendDetail'))
        return Response.json({
          code: 200,
          msg: '',
          data: {
            open: true,
            match: {
              id: 'm1',
              leagueName: '英超',
              kickoff: base.kickoff,
              homeName: '阿森纳',
              awayName: '切尔西',
            },
            options: [
              { market: 'ya', selection: 'home', line: 0.5, price: 0.9 },
              { market: 'ya', selection: 'away', line: 0.5, price: 0.96 },
            ],
          },
        });
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ code: 200, msg: '发布成功', data: base });
    });
    renderWith(<PublishForm matchId="m1" />);
    fireEvent.click(await screen.findByLabelText(/阿森纳 半球/));
    fireEvent.click(screen.getByLabelText('付费'));
    for (const price of ['', '0', '100.5', '1.234']) {
      fireEvent.change(screen.getByLabelText('价格（球币）'), { target: { value: price } });
      fireEvent.click(screen.getByRole('button', { name: '发布推荐' }));
      expect(toastStore.get().at(-1)?.text).toBe('付费推荐的价格为0.01-100球币，最多两位小数');
    }
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('价格（球币）'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: '发布推荐' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ selection: 'home', chargeMoney: 2.5 });
  });

  it('refuses to show a form once the match has kicked off', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 200, msg: '', data: { open: false, match: { id: 'm1' }, options: [] } }),
    );
    renderWith(<PublishForm matchId="m1" />);
    expect(await screen.findByText('比赛已开赛，不能发布推荐')).toBeTruthy();
  });
});

describe('发布推荐', () => {
  it('on a phone, choosing a match brings the publish form (below the match list) into sight; beside the list it stays put', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json({
        code: 200,
        msg: '',
        data: url.includes('getHostFootMatch')
          ? [{ id: 'm1', leagueName: '英超', kickoff: base.kickoff, homeName: '阿森纳', awayName: '切尔西' }]
          : { open: false, match: { id: 'm1' }, options: [] },
      }),
    );
    const scrolled: Element[] = [];
    // jsdom has no layout and no scrollIntoView: the test stands in for both.
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const formTop = { value: 790 }; // the 390 × 844 phone: the form starts under the list
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.classList.contains('arena-forecast-form') ? formTop.value : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
    });
    vi.stubGlobal('innerHeight', 844);
    renderWith(<ForecastTab />);
    fireEvent.click(await screen.findByRole('button', { name: /阿森纳 vs 切尔西/ }));
    await waitFor(() => expect(scrolled.map((e) => e.className)).toEqual(['arena-forecast-form']));

    cleanup();
    scrolled.length = 0;
    formTop.value = 120; // a desktop: the form stands beside the list
    renderWith(<ForecastTab />);
    fireEvent.click(await screen.findByRole('button', { name: /阿森纳 vs 切尔西/ }));
    await screen.findByText('比赛已开赛，不能发布推荐');
    expect(scrolled).toEqual([]);
  });
});

describe('发布推荐 match list', () => {
  it('[AR1] a match that kicked off while the page stood open leaves the list once chosen (its form says 比赛已开赛，不能发布推荐)', async () => {
    const m = (id: string, home: string) => ({
      id,
      leagueName: '英超',
      kickoff: base.kickoff,
      homeName: home,
      awayName: '切尔西',
    });
    let started = false;
    let listReads = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('getHostFootMatch')) {
        listReads += 1;
        return Response.json({
          code: 200,
          msg: '',
          data: started ? [m('m2', '热刺')] : [m('m1', '阿森纳'), m('m2', '热刺')],
        });
      }
      // The feed moved on: m1 is in play by the time it is chosen.
      started = true;
      return Response.json({ code: 200, msg: '', data: { open: false, match: { id: 'm1' }, options: [] } });
    });
    renderWith(<ForecastTab />);
    fireEvent.click(await screen.findByRole('button', { name: /阿森纳 vs 切尔西/ }));
    expect(await screen.findByText('比赛已开赛，不能发布推荐')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /阿森纳 vs 切尔西/ })).toBeNull());
    expect(screen.getByRole('button', { name: /热刺 vs 切尔西/ })).toBeTruthy();
    expect(listReads).toBe(2);
  });
});

describe('推荐广场', () => {
  it('a failed read of the round says so under 今日模型推荐 instead of 今日暂无可推荐的比赛', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('getArenaWhatRound')
        ? Response.json({ code: 500, msg: '服务器繁忙，请稍后再试', data: null })
        : Response.json({ code: 200, msg: '', data: { list: [], total: 0, page: 1, limit: 20 } }),
    );
    renderWith(<IndexTab />, false);
    const model = (await screen.findByRole('heading', { name: '今日模型推荐' })).closest('section');
    if (!model) throw new Error('no section');
    expect(await within(model).findByText('服务器繁忙，请稍后再试')).toBeTruthy();
    expect(within(model).queryByText('今日暂无可推荐的比赛')).toBeNull();
  });

  it('[AR6] 最新推荐 lists the fans’ picks: the model (shown above under 今日模型推荐) is left out of it', async () => {
    const fan: ArenaPick = { ...base, id: 8, userName: '球迷小李' };
    const modelPick: ArenaPick = { ...base, id: 9, userId: 1, userName: '模型推荐', isModel: true };
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('getArenaWhatRound'))
        return Response.json({ code: 200, msg: '', data: { today: '2026-11-24', week: 152 } });
      if (url.includes('getAiAnalysisListByDate'))
        return Response.json({
          code: 200,
          msg: '',
          data: { list: [modelPick], total: 1, page: 1, limit: 6 },
        });
      if (url.includes('getAllArenaRecommendNew')) {
        const list =
          new URL(url, 'http://x').searchParams.get('excludeModel') === '1' ? [fan] : [modelPick, fan];
        return Response.json({ code: 200, msg: '', data: { list, total: list.length, page: 1, limit: 20 } });
      }
      return Response.json({ code: 200, msg: '', data: { title: '竞技场公告', content: '理性看球' } });
    });
    renderWith(<IndexTab />, false);
    const latest = (await screen.findByRole('heading', { name: '最新推荐' })).closest('section');
    if (!latest) throw new Error('no section');
    expect(await within(latest).findByText('球迷小李')).toBeTruthy();
    expect(within(latest).queryByText('模型推荐')).toBeNull();
  });

  it('[AR6] 今日模型推荐 shows six and links to all of the model’s picks when there are more', async () => {
    const modelPick: ArenaPick = { ...base, id: 9, userId: 1, userName: '模型推荐', isModel: true };
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('getArenaWhatRound'))
        return Response.json({ code: 200, msg: '', data: { today: '2026-11-24', week: 152 } });
      if (url.includes('getAiAnalysisListByDate'))
        return Response.json({
          code: 200,
          msg: '',
          data: { list: [modelPick], total: 40, page: 1, limit: 6 },
        });
      if (url.includes('getAllArenaRecommendNew'))
        return Response.json({ code: 200, msg: '', data: { list: [], total: 0, page: 1, limit: 20 } });
      return Response.json({ code: 200, msg: '', data: { title: '竞技场公告', content: '理性看球' } });
    });
    renderWith(<IndexTab />, false);
    const model = (await screen.findByRole('heading', { name: '今日模型推荐' })).closest('section');
    if (!model) throw new Error('no section');
    const more = await within(model).findByRole('link', { name: '查看全部模型推荐' });
    expect(more.getAttribute('href')).toBe('/blank/arena/personInfo?userId=1');
  });
});

describe('推荐者页面', () => {
  it('a user who does not exist reads 用户不存在 alone, without an empty chart and 该用户还没有发布推荐', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('getArenaUserInfoNew')
        ? Response.json({ code: 404, msg: '用户不存在', data: null }, { status: 404 })
        : Response.json({ code: 200, msg: '', data: { list: [], total: 0 } }),
    );
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/blank/arena/personInfo?userId=999999']}>
          <ExpertPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('用户不存在')).toBeTruthy();
    expect(screen.queryByText('命中率走势')).toBeNull();
    expect(screen.queryByText('该用户还没有发布推荐')).toBeNull();
  });
});

/** /blank/arena/recommeDetail?id=7 on a fresh store, which it returns. */
function renderDetail() {
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/blank/arena/recommeDetail?id=7']}>
        <PickDetailPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('PickDetailPage', () => {
  it('[AR3] reads the pick again when the reader logs in or out: a bought pick shows its content, then hides it', async () => {
    // The gateway's view of a paid pick: sealed for a visitor, open for the user who bought it.
    const sealed = { ...base, isCharge: true, chargeMoney: 5, canRead: false, selection: null, reason: null };
    const open = { ...base, isCharge: true, chargeMoney: 5, canRead: true, bought: true };
    let buyer = false;
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: buyer ? open : sealed }));
    const store = renderDetail();
    await screen.findByText('购买后可见');
    buyer = true;
    act(() => {
      store.set(userInfoAtom, testUser({ id: '42' }));
      store.set(isLoginAtom, true);
    });
    expect(await screen.findByText('主场')).toBeTruthy();
    buyer = false;
    act(() => {
      store.set(isLoginAtom, false);
      store.set(userInfoAtom, null);
    });
    await screen.findByText('购买后可见');
    expect(screen.queryByText('主场')).toBeNull();
  });

  it('[T1] dates the frozen record on the Beijing clock, whatever zone the browser is in', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: base }));
    renderDetail();
    // Published at 10:00 Beijing time, which is 02:00 UTC; written as every date-time of the site is.
    const published = await screen.findByText('2026-11-24 10:00');
    expect(published.previousElementSibling?.textContent).toBe('发布时间');
  });

  it('[T1] writes 开赛时间 as 发布时间 is, with its year on the Beijing calendar (not 11-24 20:00 beside 2026-11-24 10:00)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: base }));
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/blank/arena/recommeDetail?id=7']}>
          <PickDetailPage />
        </MemoryRouter>
      </Provider>,
    );
    const kickoff = await screen.findByText('2026-11-24 20:00');
    expect(kickoff.previousElementSibling?.textContent).toBe('开赛时间');
  });
});

describe('PickDetailPage links', () => {
  it('the pick page offers no 详情 link to itself (a link that goes nowhere); list cards keep theirs', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: base }));
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/blank/arena/recommeDetail?id=7']}>
          <PickDetailPage />
        </MemoryRouter>
      </Provider>,
    );
    const card = await screen.findByTestId('arena-pick');
    expect(within(card).queryByRole('link', { name: '详情' })).toBeNull();
    cleanup();
    renderWith(<PickCard pick={base} />);
    expect(screen.getByRole('link', { name: '详情' }).getAttribute('href')).toBe(
      '/blank/arena/recommeDetail?id=7',
    );
  });
});

describe('PickDetailPage refunds', () => {
  it('[AR3] a refunded buyer reads 已退款 and why (the ledger memo) on the pick page; a pick not refunded says nothing of it', async () => {
    const refunded: ArenaPick = {
      ...base,
      isCharge: true,
      chargeMoney: 3,
      bought: true,
      status: 'settled',
      result: 'win',
      homeScore: 2,
      awayScore: 0,
      refund: { at: base.publishedAt + 86_400_000, memo: '作者已注销退款 阿森纳 vs 切尔西' },
    };
    let answer = refunded;
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: answer }));
    const view = () =>
      render(
        <Provider store={createStore()}>
          <MemoryRouter initialEntries={['/blank/arena/recommeDetail?id=7']}>
            <PickDetailPage />
          </MemoryRouter>
        </Provider>,
      );
    view();
    const line = await screen.findByTestId('arena-refund');
    expect(line.textContent).toBe('已退款 3.00球币（作者已注销退款 阿森纳 vs 切尔西）');
    expect(line.previousElementSibling?.textContent).toBe('我的购买');
    cleanup();
    answer = { ...refunded, refund: null };
    view();
    await screen.findByText('全场 2:0');
    expect(screen.queryByTestId('arena-refund')).toBeNull();
    expect(screen.queryByText(/已退款/)).toBeNull();
  });
});

describe('my picks page', () => {
  it('logged out, /forecastArea/forecast offers the login box instead of the server’s 请先登录 as an error, and asks the server nothing', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ code: 401, msg: '请先登录', data: null }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWith(<MyForecastPage />, false);
    expect(screen.getByText(/登录后查看您发布的推荐/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByText('请先登录')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('我购买的推荐', () => {
  it('[AR3] a buyer finds the picks they bought on 我的推荐, each linking to its detail, a refunded one marked 已退款', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const data = url.includes('getConsumeList')
        ? [
            {
              id: 2,
              pickId: 180,
              money: 2,
              createdAt: base.publishedAt,
              refundedAt: base.publishedAt + 3_600_000,
              status: 'settled',
              homeName: '鹿岛鹿角',
              awayName: '浦和红钻',
            },
            {
              id: 1,
              pickId: 158,
              money: 3,
              createdAt: base.publishedAt,
              refundedAt: null,
              status: 'pending',
              result: null,
              homeName: '川崎前锋',
              awayName: '湘南比马',
            },
            {
              id: 0,
              pickId: 120,
              money: 1.5,
              createdAt: base.publishedAt,
              refundedAt: null,
              status: 'settled',
              result: 'half_loss',
              homeName: '大阪钢巴',
              awayName: '神户胜利船',
            },
          ]
        : url.includes('getIncomeAllDetail')
          ? { income: 0, pending: 0, count: 0 }
          : { list: [], total: 0, page: 1, limit: 20 };
      return Response.json({ code: 200, msg: '', data });
    });
    renderWith(<MyForecastPage />);
    const table = await screen.findByTestId('arena-bought');
    const link = within(table).getByRole('link', { name: '川崎前锋 vs 湘南比马' });
    expect(link.getAttribute('href')).toBe('/blank/arena/recommeDetail?id=158');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toContain('已退款');
    expect(rows[2]).toContain('3.00球币');
    expect(rows[2]).toContain('待结算');
    // A settled purchase says how the pick did.
    expect(rows[3]).toContain('已结算（输半）');
    expect(screen.getByText('您还没有发布推荐，')).toBeTruthy();
  });
});

describe('排行榜', () => {
  it('[AR5] pages past the first 50 ranks, and 下一期 stops at the round under way after paging back', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const u = new URL(url, 'http://x');
      if (u.pathname.endsWith('getArenaWhatRound'))
        return Response.json({ code: 200, msg: '', data: { week: 152, month: 202611, today: '2026-11-27' } });
      const round = Number(u.searchParams.get('whatRound') ?? 152);
      const page = Number(u.searchParams.get('page') ?? 1);
      const ranks = page === 1 ? 50 : 10;
      const list = Array.from({ length: ranks }, (_, i) => {
        const rank = (page - 1) * 50 + i + 1;
        return {
          rank,
          userId: rank,
          userName: `用户${rank}`,
          headImage: '',
          isModel: false,
          settled: 3,
          hits: 1,
          hitRate: 33.3,
          profit: -1,
          roi: -33.3,
        };
      });
      return Response.json({
        code: 200,
        msg: '',
        data: {
          round,
          from: '2026-11-23',
          to: '2026-11-29',
          rankType: 'week',
          list,
          total: 60,
          page,
          limit: 50,
        },
      });
    });
    renderWith(<RankingTab />);
    expect(await screen.findByText('用户50')).toBeTruthy();
    expect(screen.getByText('第1/2页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('用户60')).toBeTruthy();
    expect(screen.queryByText('用户1')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '上一期' }));
    expect(await screen.findByText(/第151期/)).toBeTruthy();
    // A new round starts on its first page.
    expect(await screen.findByText('用户1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一期' }));
    expect(await screen.findByText(/第152期/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '下一期' })).toHaveProperty('disabled', true),
    );
  });
});

describe('排行榜 switching to 月榜', () => {
  it('[AR5] while the month table loads, the week table on screen offers no 上一期 (it would ask for month round 201)', async () => {
    const asked: string[] = [];
    let answerMonth = () => {};
    const table = (rankType: 'week' | 'month', round: number) =>
      Response.json({
        code: 200,
        msg: '',
        data: {
          round,
          from: '2026-11-01',
          to: '2026-11-30',
          rankType,
          list: [],
          total: 0,
          page: 1,
          limit: 50,
        },
      });
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      const u = new URL(url, 'http://x');
      if (u.pathname.endsWith('getArenaWhatRound'))
        return Promise.resolve(
          Response.json({ code: 200, msg: '', data: { week: 152, month: 202611, today: '2026-11-27' } }),
        );
      if (u.searchParams.get('rankType') === 'month')
        return new Promise<Response>((resolve) => {
          answerMonth = () => resolve(table('month', Number(u.searchParams.get('whatRound') ?? 202611)));
        });
      return Promise.resolve(table('week', Number(u.searchParams.get('whatRound') ?? 152)));
    });
    renderWith(<RankingTab />);
    expect(await screen.findByText(/第152期/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '月榜' }));
    await waitFor(() => expect(asked.some((u) => u.includes('rankType=month'))).toBe(true));
    expect(screen.getByRole('button', { name: '上一期' })).toHaveProperty('disabled', true);
    answerMonth();
    expect(await screen.findByText(/2026年11月/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上一期' }));
    await waitFor(() => expect(asked.some((u) => u.includes('whatRound=202610'))).toBe(true));
    expect(asked.some((u) => /whatRound=(15[0-9]|201)\b/.test(u) && u.includes('month'))).toBe(false);
  });
});

describe('ExpertPage', () => {
  it('[AR5] pairs every figure with its own label: 总命中率 beside the rate, the 近N中M record under 近期战绩', async () => {
    const user = {
      userName: '老王看球',
      headImage: '',
      isModel: false,
      userId: 3,
      settled: 5,
      hits: 3,
      misses: 1,
      pushes: 1,
      hitRate: 75,
      hitRate3d: 75,
      hitRate5d: 75,
      hitRate7d: 75,
      lastN: { n: 5, hits: 3, label: '近5中3' },
      currentStreak: 2,
      bestStreak: 2,
      roi: 12.5,
      profit: 0.5,
      aceFlag: 0,
    };
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json({
        code: 200,
        msg: '',
        data: String(url).includes('getArenaUserInfoNew') ? user : { list: [], total: 0 },
      }),
    );
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/blank/arena/personInfo?userId=3']}>
          <ExpertPage />
        </MemoryRouter>
      </Provider>,
    );
    const stats = await screen.findByTestId('arena-stats');
    const pairs = [...stats.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toContainEqual(['总命中率', '75%']);
    expect(pairs).toContainEqual(['近期战绩', '近5中3']);
  });
});

describe('arena load errors', () => {
  it('[AR7] a list that fails to load (500, network) says why and offers 重试, which reads it again; a refusal (401) does not', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return calls === 1
        ? Response.json({ code: 500, msg: '服务器内部错误', data: null })
        : Response.json({ code: 200, msg: '', data: { list: [], total: 0, page: 1, limit: 20 } });
    });
    renderWith(<FocusPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器内部错误');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/您关注的推荐人还没有发布推荐/)).toBeTruthy();
    expect(calls).toBe(2);
    cleanup();
    vi.stubGlobal('fetch', async () => Response.json({ code: 401, msg: '请先登录', data: null }));
    renderWith(<FocusPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('请先登录');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
