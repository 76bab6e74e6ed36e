import type { Notice } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NoticePage from './notice-page.tsx';
import { unreadCountAtom } from './unread-atom.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const feedbackNotice: Notice = {
  id: 5,
  kind: 'feedbackClosed',
  text: '你反馈的「页面出错」问题已处理，感谢支持',
  target: { type: 'none' },
  read: false,
  createdAt: '2026-11-24T00:05:00.000Z',
};

describe('消息 page: marking a notice read ([NT5])', () => {
  it('a mark-read the server refuses shows the notice unread again and the badge the server’s count', async () => {
    const asked: string[] = [];
    // The count answers when the test says, so the row's own rollback is seen before the count re-reads the list.
    let answerCount = () => {};
    const countAnswered = new Promise<void>((r) => {
      answerCount = r;
    });
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://site').pathname;
      asked.push(`${init?.method ?? 'GET'} ${path}`);
      const ok = (data: unknown) => Response.json({ code: 200, msg: '查询成功', data });
      if (path.endsWith('/notice/read'))
        return Response.json({ code: 500, msg: '服务器开小差了', data: null }, { status: 500 });
      if (path.endsWith('/notice/unreadCount')) return countAnswered.then(() => ok({ count: 2 }));
      return ok({ list: [feedbackNotice], total: 1, page: 1, limit: 20 });
    });
    const store = createStore();
    store.set(unreadCountAtom, 2);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/userarea/notice']}>
          <NoticePage />
        </MemoryRouter>
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /问题已处理/ }));
    await waitFor(() => expect(asked).toContain('POST /api/user/notice/read'));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: '未读' })).toHaveLength(1));
    expect(store.get(unreadCountAtom)).toBe(1);
    await waitFor(() => expect(asked).toContain('GET /api/user/notice/unreadCount'));
    answerCount();
    await waitFor(() => expect(store.get(unreadCountAtom)).toBe(2));
  });
});
