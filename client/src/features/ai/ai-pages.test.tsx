import type { Reminder, ReminderSubscription } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import AiExplainPage from './ai-explain-page.tsx';
import AiHistoryPage from './ai-history-page.tsx';
import AiMinePage from './ai-mine-page.tsx';
import { arrive, arrivedStore, resetArrived } from './reminder-store.ts';
import { SubscribePanel } from './subscribe-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetArrived();
});

const me = testUser();
const sub: ReminderSubscription = {
  id: 3,
  sport: 'football',
  targetKind: 'match',
  targetId: 'f1',
  targetName: '曼联 vs 切尔西',
  kinds: ['goal'],
  createdAt: '2026-11-24T01:00:00.000Z',
};
const reminder = (id: number, read = false): Reminder => ({
  id,
  sport: 'football',
  kind: 'goal',
  matchId: 'f1',
  title: `进球！曼联 ${id}-0 切尔西`,
  body: '曼联进球',
  createdAt: '2026-11-24T01:00:00.000Z',
  read,
});

function at(path: string, loggedIn = true) {
  const store = createStore();
  return atWith(store, path, loggedIn);
}

function atWith(store: ReturnType<typeof createStore>, path: string, loggedIn = true) {
  store.set(isLoginAtom, loggedIn);
  store.set(userInfoAtom, loggedIn ? me : null);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ai/mine" element={<AiMinePage />} />
          <Route path="/ai/history" element={<AiHistoryPage />} />
          <Route path="/ai/explain" element={<AiExplainPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

function stub(answer: (url: string, init?: RequestInit) => unknown) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Response.json(answer(url, init));
  });
  return calls;
}
const ok = (data: unknown, msg = '查询成功') => ({ code: 200, msg, data });

describe('/ai/mine ([AI1])', () => {
  it('[AI1] lists my subscriptions; a kind toggles with PUT; the empty state says how to subscribe', async () => {
    const calls = stub((_url, init) =>
      init?.method === 'PUT' ? ok({ ...sub, kinds: ['goal', 'red'] }, '已更新提醒设置') : ok([sub]),
    );
    at('/ai/mine');
    await screen.findByText('曼联 vs 切尔西');
    const red = screen.getByRole('checkbox', { name: '红牌' });
    expect((red as HTMLInputElement).checked).toBe(false);
    fireEvent.click(red);
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: '红牌' }) as HTMLInputElement).checked).toBe(true),
    );
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(put?.url).toBe('/api/ai/subscriptions/3');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ kinds: ['goal', 'red'] });
  });

  it('[AI1] two kinds toggled in quick succession both stick: the second change does not undo the first', async () => {
    const sent: string[][] = [];
    let answered = 0;
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return Response.json(ok([{ ...sub, kinds: ['kickoff', 'goal', 'red'] }]));
      const { kinds } = JSON.parse(String(init.body)) as { kinds: string[] };
      sent.push(kinds);
      // The answers take a moment, as on a phone: the fan's second click comes before the first answer.
      await new Promise((r) => setTimeout(r, 50));
      answered++;
      return Response.json(ok({ ...sub, kinds }, '已更新提醒设置'));
    });
    at('/ai/mine');
    await screen.findByText('曼联 vs 切尔西');
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    fireEvent.click(box('开赛'));
    fireEvent.click(box('进球'));
    await waitFor(() => expect(answered).toBe(2));
    expect(sent.at(-1)).toEqual(['red']);
    await waitFor(() =>
      expect([box('开赛').checked, box('进球').checked, box('红牌').checked]).toEqual([false, false, true]),
    );
  });

  it('[AI1] empty, error and logged-out states are in Chinese', async () => {
    stub(() => ok([]));
    at('/ai/mine');
    await screen.findByText(/您还没有订阅任何提醒/);
    cleanup();
    stub(() => ({ code: 500, msg: '服务器开小差了', data: null }));
    at('/ai/mine');
    await screen.findByText('加载失败：服务器开小差了');
    cleanup();
    at('/ai/mine', false);
    await screen.findByText(/登录后即可管理您的提醒订阅/);
  });
});

describe('another account on the same page', () => {
  it.each([
    ['/ai/mine', /曼联 vs 切尔西/],
    ['/ai/history', /进球！曼联 1-0 切尔西/],
  ])(
    "[AI1][AI6] %s after logging out and in as someone else shows 正在加载…, not the previous account's list",
    async (path, firstLine) => {
      let pending = false;
      vi.stubGlobal('fetch', async () => {
        // The second account's read never answers within the test: what shows meanwhile is the point.
        if (pending) return new Promise<Response>(() => {});
        pending = true;
        return Response.json(
          path === '/ai/mine'
            ? ok([sub])
            : ok({ list: [reminder(1)], total: 1, page: 1, limit: 20, unread: 1 }),
        );
      });
      const store = atWith(createStore(), path);
      await screen.findByText(firstLine);
      act(() => {
        store.set(isLoginAtom, false);
        store.set(userInfoAtom, null);
      });
      act(() => {
        store.set(userInfoAtom, { ...me, id: `${me.id}9`, userName: '另一位' });
        store.set(isLoginAtom, true);
      });
      await screen.findByText('正在加载…');
      expect(screen.queryByText(firstLine)).toBeNull();
    },
  );
});

describe('/ai/history ([AI6])', () => {
  it('[AI6] lists my reminders with the unread count and re-reads when one arrives', async () => {
    let list = [reminder(1, true)];
    const calls = stub(() =>
      ok({ list, total: list.length, page: 1, limit: 20, unread: list.filter((r) => !r.read).length }),
    );
    at('/ai/history');
    await screen.findByText(/进球！曼联 1-0 切尔西/);
    list = [reminder(2), reminder(1, true)];
    arrive([reminder(2)]);
    await screen.findByText(/进球！曼联 2-0 切尔西/);
    expect(screen.getByText(/共 2 条，未读 1 条/)).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/ai/reminders')).length).toBe(2);
  });

  it("[AI6] opening an unread reminder's match marks that one read (POST read {ids}); a read one sends nothing", async () => {
    const calls = stub((url) =>
      url.startsWith('/api/ai/reminders/read')
        ? ok({ marked: 1 }, '已标为已读')
        : ok({ list: [reminder(2), reminder(1, true)], total: 2, page: 1, limit: 20, unread: 1 }),
    );
    at('/ai/history');
    await screen.findByText(/共 2 条，未读 1 条/);
    // Each click leaves the page for the match, so each link is tried on a fresh page.
    fireEvent.click(screen.getAllByRole('link', { name: '查看比赛' })[1] as HTMLElement);
    expect(calls.filter((c) => c.url === '/api/ai/reminders/read')).toHaveLength(0);
    cleanup();
    at('/ai/history');
    await screen.findByText(/共 2 条，未读 1 条/);
    fireEvent.click(screen.getAllByRole('link', { name: '查看比赛' })[0] as HTMLElement);
    const marks = calls.filter((c) => c.url === '/api/ai/reminders/read');
    expect(marks).toHaveLength(1);
    expect(JSON.parse(String(marks[0]?.init?.body))).toEqual({ ids: [2] });
  });

  it('[T1] a reminder is timed on the Beijing clock, written as the site writes times (not 2026/11/24 09:00:00)', async () => {
    stub(() => ok({ list: [reminder(1)], total: 1, page: 1, limit: 20, unread: 1 }));
    at('/ai/history');
    // Sent at 01:00 UTC, which is 09:00 in Beijing; dashes and minutes, as the bill and the news lists.
    const time = await screen.findByText('2026-11-24 09:00');
    expect(time.getAttribute('datetime')).toBe('2026-11-24T01:00:00.000Z');
  });
});

describe('failed reads ([AI6])', () => {
  it('[AI6] 我的提醒 and 历史提醒 that fail to load offer 重试, which reads them again', async () => {
    let fail = true;
    stub((url) =>
      fail
        ? { code: 500, msg: '服务器内部错误', data: null }
        : url.startsWith('/api/ai/reminders')
          ? ok({ list: [], total: 0, page: 1, limit: 20, unread: 0 })
          : ok([]),
    );
    at('/ai/mine');
    await screen.findByText(/加载失败：服务器内部错误/);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText(/您还没有订阅任何提醒/);
    cleanup();
    fail = true;
    at('/ai/history');
    await screen.findByText(/加载失败：服务器内部错误/);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText(/暂无提醒记录/);
  });
});

describe('arrivals ([AI4])', () => {
  it('[AI4] a reminder delivered twice (a reconnect racing a push) is shown once', () => {
    expect(arrive([reminder(5)])).toHaveLength(1);
    expect(arrive([reminder(5), reminder(6)])).toHaveLength(1);
    expect(arrivedStore.get().alerts.map((a) => a.id)).toEqual([5, 6]);
  });
});

describe('/ai/explain ([AI7])', () => {
  it("[AI7] shows the model's settled record from the arena", async () => {
    stub(() =>
      ok({
        userName: '模型推荐',
        stats: {
          settled: 12,
          hits: 7,
          misses: 4,
          pushes: 1,
          hitRate: 63.6,
          hitRate7d: 60,
          lastN: { n: 10, hits: 6, label: '近10中6' },
          roi: 8.5,
          profit: 1.02,
        },
      }),
    );
    at('/ai/explain');
    await screen.findByText('63.6%');
    // One format for the record: 60 reads 60.0% beside 63.6%.
    expect(screen.getByText('60.0%')).toBeTruthy();
    expect(screen.getByText('近10中6')).toBeTruthy();
    expect(screen.getByText('8.5%')).toBeTruthy();
  });
});

describe('basketball reminders ([AI9])', () => {
  it('[AI9] a basketball subscription offers basketball kinds only, and is labelled 篮球', async () => {
    stub(() => ok([{ ...sub, sport: 'basketball', targetName: '湖人 vs 勇士', kinds: ['quarter'] }]));
    at('/ai/mine');
    await screen.findByText('湖人 vs 勇士');
    expect(screen.getByText('篮球比赛')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '单节结束' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: '进球' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '赛前模型观点' })).toBeNull();
  });

  it('[AI9] the subscribe panel sends the sport and only that sport’s kinds', async () => {
    const calls = stub(() => ok({ ...sub, sport: 'basketball' }, '订阅成功'));
    const done = vi.fn();
    render(
      <SubscribePanel
        sport="basketball"
        existing={[]}
        choices={[{ targetKind: 'team', targetId: 'bh1', targetName: '湖人', label: '主队 湖人' }]}
        onDone={done}
      />,
    );
    expect(screen.queryByRole('checkbox', { name: '红牌' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '指数大变' }));
    fireEvent.click(screen.getByRole('button', { name: '确定订阅' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      sport: 'basketball',
      targetKind: 'team',
      targetId: 'bh1',
      targetName: '湖人',
      kinds: ['kickoff', 'quarter', 'half', 'full', 'odds'],
    });
  });

  it('[AI9] a basketball reminder in the history links to the basketball match page', async () => {
    const r = {
      ...reminder(1),
      sport: 'basketball' as const,
      matchId: 'b1',
      title: '第一节结束：湖人 30-28 勇士',
    };
    stub(() => ok({ list: [r], total: 1, page: 1, limit: 20, unread: 1 }));
    at('/ai/history');
    await screen.findByText(/第一节结束：湖人 30-28 勇士/);
    expect(screen.getByRole('link', { name: '查看比赛' }).getAttribute('href')).toContain('basketball');
  });
});
