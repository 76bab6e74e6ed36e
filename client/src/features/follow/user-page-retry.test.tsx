import type { FollowUser } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser, testUserInfo } from '../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import UserPage from './user-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const info = testUserInfo({ id: '5', userName: '老王看球' });
const relation = {
  userId: '5',
  attentionCount: 3,
  fansCount: 1,
  isAttention: false,
  isFans: false,
  isSubscribe: false,
};
const fan: FollowUser = {
  userId: '8',
  userName: '球迷阿强',
  headImage: '',
  attentionCount: 2,
  fansCount: 0,
  isAttention: false,
  isFans: true,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const ok = (data: unknown) => Response.json({ code: 200, msg: '查询成功', data });
const blip = () => Response.json({ code: 500, msg: '服务器开小差了', data: null });

/** The gateway for /user/5; the first read of `failing` (a path fragment) fails, as after a network blip. */
function stubOnceFailing(failing: string) {
  let failed = false;
  vi.stubGlobal('fetch', async (url: string) => {
    if (!failed && url.includes(failing)) {
      failed = true;
      return blip();
    }
    if (url.includes('selectUserInfoNew')) return ok(info);
    if (url.includes('ByUserAndCurrUser')) return ok(relation);
    if (url.includes('getFansListByUserId')) return ok({ list: [fan], total: 1, page: 1, limit: 20 });
    return ok({ list: [], total: 0, page: 1, limit: 20 });
  });
}

function at(path: string) {
  const store = createStore();
  store.set(isLoginAtom, true);
  store.set(userInfoAtom, testUser());
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/:focus?" element={<UserPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('a failed read on /user offers 重试', () => {
  it('the profile: the reason with 重试, which reads it again', async () => {
    stubOnceFailing('selectUserInfoNew');
    at('/user/5');
    expect((await screen.findByRole('alert')).textContent).toContain('服务器开小差了');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '老王看球' })).toBeTruthy();
  });

  it('an unknown user (404) offers no 重试: reading again cannot help', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 404, msg: '用户不存在', data: null }));
    at('/user/404');
    expect((await screen.findByRole('alert')).textContent).toBe('用户不存在');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('the fans list: the reason with 重试, which reads the list again', async () => {
    stubOnceFailing('getFansListByUserId');
    at('/user/5?tab=fans');
    expect((await screen.findByRole('alert')).textContent).toContain('服务器开小差了');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('球迷阿强')).toBeTruthy();
  });
});
