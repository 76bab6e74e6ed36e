import type { Notice } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NoticePage from './notice-page.tsx';
import { unreadCountAtom } from './unread-atom.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = (id: number, patch: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'reply',
  text: `张三 回复了你的帖子《第${id}帖》`,
  target: { type: 'post', postId: id, replyId: 100 + id },
  read: false,
  createdAt: '2026-11-24T00:05:00.000Z',
  ...patch,
});

interface Gateway {
  total?: number;
  list?: Notice[];
  fail?: number;
}

/** A gateway stand-in for the four 消息 calls; records what was asked. */
function stubGateway(g: Gateway) {
  const asked: string[] = [];
  let failures = g.fail ?? 0;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site');
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}${init?.body ? ` ${init.body}` : ''}`);
    const ok = (data: unknown) => Response.json({ code: 200, msg: '查询成功', data });
    if (url.pathname.endsWith('/notice/read')) return ok({ id: 1, unread: 1 });
    if (url.pathname.endsWith('/notice/readAll')) return ok({ marked: 2, unread: 0 });
    if (failures > 0) {
      failures -= 1;
      return Response.json({ code: 500, msg: '服务器开小差了', data: null }, { status: 500 });
    }
    const list = g.list ?? [];
    return ok({ list, total: g.total ?? list.length, page: Number(url.searchParams.get('page')), limit: 20 });
  });
  return asked;
}

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function renderPage(entry = '/userarea/notice') {
  const store = createStore();
  store.set(unreadCountAtom, 2);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/userarea/notice" element={<NoticePage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('消息 page ([NT5])', () => {
  it('lists my notices newest first with the unread marked; pressing one marks it read, lowers the badge and opens its post', async () => {
    const asked = stubGateway({ list: [notice(2), notice(1, { read: true })] });
    const store = renderPage();
    expect(screen.getByText('加载中…')).toBeTruthy();
    const first = await screen.findByText('张三 回复了你的帖子《第2帖》');
    expect(screen.getAllByRole('img', { name: '未读' })).toHaveLength(1);
    fireEvent.click(first);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/forumdetail/2'));
    expect(asked).toContain('POST /api/user/notice/read {"id":2}');
    await waitFor(() => expect(store.get(unreadCountAtom)).toBe(1));
  });

  it('a read notice opens its target without asking the gateway again; a pick opens the pick, a refund the 球币 bill', async () => {
    const asked = stubGateway({
      list: [
        notice(3, {
          kind: 'pickSettled',
          text: '你的推荐 曼联 vs 切尔西 已结算：红',
          target: { type: 'pick', pickId: 9 },
          read: true,
        }),
        notice(4, { kind: 'envelopeRefund', text: '红包已过期', target: { type: 'bill' }, read: true }),
      ],
    });
    renderPage();
    fireEvent.click(await screen.findByText('你的推荐 曼联 vs 切尔西 已结算：红'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/blank/arena/recommeDetail?id=9'),
    );
    expect(asked.filter((a) => a.startsWith('POST'))).toEqual([]);
  });

  it('a notice with nothing to open (a feedback handled) only marks itself read when pressed', async () => {
    const asked = stubGateway({
      list: [
        notice(5, {
          kind: 'feedbackClosed',
          text: '你反馈的「页面出错」问题已处理，感谢支持',
          target: { type: 'none' },
        }),
      ],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /问题已处理/ }));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: '未读' })).toHaveLength(0));
    expect(asked).toContain('POST /api/user/notice/read {"id":5}');
    expect(screen.getByTestId('where').textContent).toBe('/userarea/notice');
  });

  it('reads the list again when the header’s poll finds more unread than before', async () => {
    const asked = stubGateway({ list: [notice(1)] });
    const store = renderPage();
    await screen.findByText('张三 回复了你的帖子《第1帖》');
    const lists = () => asked.filter((a) => a.includes('/notice/list')).length;
    expect(lists()).toBe(1);
    act(() => store.set(unreadCountAtom, 3));
    await waitFor(() => expect(lists()).toBe(2));
    act(() => store.set(unreadCountAtom, 1));
    expect(lists()).toBe(2);
  });

  it('全部已读 marks every notice read and clears the badge', async () => {
    const asked = stubGateway({ list: [notice(2), notice(1)] });
    const store = renderPage();
    await screen.findByText('张三 回复了你的帖子《第2帖》');
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: '未读' })).toHaveLength(0));
    expect(asked).toContain('POST /api/user/notice/readAll {}');
    expect(store.get(unreadCountAtom)).toBe(0);
    expect((screen.getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with nothing to show says 暂无消息 and offers no 全部已读', async () => {
    stubGateway({ list: [] });
    renderPage();
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '全部已读' })).toBeNull();
  });

  it('a failed read says why with 重试, which reads again', async () => {
    stubGateway({ list: [notice(1)], fail: 1 });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('消息加载失败：服务器开小差了');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('张三 回复了你的帖子《第1帖》')).toBeTruthy();
  });

  it('pages through the site pager, the page kept in the address', async () => {
    const asked = stubGateway({ list: [notice(1)], total: 45 });
    renderPage('/userarea/notice?page=2');
    expect(await screen.findByText('第 2 / 3 页')).toBeTruthy();
    expect(asked[0]).toBe('GET /api/user/notice/list?page=2&limit=20');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/userarea/notice?page=3'));
    await waitFor(() => expect(asked).toContain('GET /api/user/notice/list?page=3&limit=20'));
  });
});
