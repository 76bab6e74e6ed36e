import type { FollowUser } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import UserAreaRoutes from '../userarea/userarea-routes.tsx';
import FansPage from './fans-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = testUser();
const user = (id: number, extra: Partial<FollowUser> = {}): FollowUser => ({
  userId: String(id),
  userName: `用户${id}`,
  headImage: '',
  attentionCount: 2,
  fansCount: 7,
  isAttention: false,
  isFans: true,
  createdAt: '2026-11-24T01:00:00.000Z',
  ...extra,
});
const page = (list: FollowUser[], total = list.length, p = 1) => ({ list, total, page: p, limit: 20 });

function at(path: string, loggedIn = true) {
  const store = createStore();
  store.set(isLoginAtom, loggedIn);
  store.set(userInfoAtom, loggedIn ? me : null);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fans/:fans?" element={<FansPage />} />
          <Route path="/userarea/*" element={<UserAreaRoutes />} />
          <Route path="/user/:focus?" element={<p>用户主页</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

function stub(answer: (url: string) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return Response.json(answer(url));
  });
  return calls;
}

describe('/fans/:fans? (issue 13)', () => {
  it('[FOL2] my fans by default: nickname, counts, a follow-back button and a link to their page', async () => {
    const calls = stub(() => ({ code: 200, msg: '', data: page([user(5), user(6, { isAttention: true })]) }));
    at('/fans');
    expect(await screen.findByText('用户5')).toBeTruthy();
    expect(calls[0]).toBe('/api/user/attention/getFansListByUserId?page=1&limit=20');
    expect(screen.getAllByText('关注 2 · 粉丝 7')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '关注' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '互相关注' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /用户5/ }).getAttribute('href')).toBe('/user/5');
    expect(screen.getByRole('link', { name: '我的粉丝' }).getAttribute('aria-current')).toBe('page');
  });

  it('empty states: 还没有粉丝 and, on the follows tab, 还没有关注任何人', async () => {
    const calls = stub(() => ({ code: 200, msg: '', data: page([]) }));
    at('/fans');
    expect(await screen.findByText('还没有粉丝')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '我的关注' }));
    expect(await screen.findByText('还没有关注任何人')).toBeTruthy();
    expect(calls.at(-1)).toBe('/api/user/attention/getAttentionList?page=1&limit=20');
  });

  it('[FOL2] pages through a long list', async () => {
    const calls = stub((url) => {
      const p = url.includes('page=2') ? 2 : 1;
      return { code: 200, msg: '', data: page([user(p === 1 ? 1 : 21)], 25, p) };
    });
    at('/fans/attention');
    expect(await screen.findByText('用户1')).toBeTruthy();
    expect(screen.getByText('第 1 / 2 页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('用户21')).toBeTruthy();
    expect(calls.at(-1)).toBe('/api/user/attention/getAttentionList?page=2&limit=20');
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed load says why in Chinese', async () => {
    stub(() => ({ code: 500, msg: '服务器繁忙，请稍后再试', data: null }));
    at('/fans');
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeTruthy();
  });

  it('logged out it asks for a login', () => {
    const calls = stub(() => ({}));
    const store = at('/fans', false);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
    expect(calls).toEqual([]);
  });

  it('/userarea/areaFans shows the same lists inside the user centre', async () => {
    stub((url) => ({ code: 200, msg: '', data: url.includes('getFansList') ? page([user(5)]) : page([]) }));
    at('/userarea/areaFans');
    expect(await screen.findByText('用户5')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的粉丝', current: 'page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '我的关注' }));
    await waitFor(() => expect(screen.getByText('还没有关注任何人')).toBeTruthy());
  });
});
