import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

const me = testUser();
const info = testUserInfo({
  id: '5',
  userName: '老王看球',
  phone: '',
  signature: '只看英超',
  createdAt: '2026-11-01T00:00:00.000Z',
});
const rel = (isAttention: boolean, fansCount: number) => ({
  userId: '5',
  attentionCount: 3,
  fansCount,
  isAttention,
  isFans: false,
  isSubscribe: false,
});
const post = {
  id: 41,
  title: '周末英超前瞻',
  summary: '',
  images: [],
  parentId: 1,
  areaName: '英超专区',
  isMoneyReward: '',
  author: { id: '5', userName: '老王看球', headImage: '', rank: me.rank },
  viewNum: 12,
  replyNum: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastReplyAt: '2026-11-20T08:00:00.000Z',
};

function at(path: string, routes: (url: string) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return Response.json(routes(url));
  });
  const store = createStore();
  store.set(isLoginAtom, true);
  store.set(userInfoAtom, me);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/:focus?" element={<UserPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return calls;
}

const okData = (data: unknown) => ({ code: 200, msg: '关注成功', data });

describe('/user/:focus? (issue 13)', () => {
  it('[FOL1] shows the nickname and counts; following updates the fan count', async () => {
    at('/user/5', (url) => {
      if (url.includes('selectUserInfoNew')) return okData(info);
      if (url.includes('attentionUser?')) return okData(rel(true, 8));
      if (url.includes('ByUserAndCurrUser')) return okData(rel(false, 7));
      return okData({ list: [post], total: 1, page: 1, limit: 20 });
    });
    expect(await screen.findByRole('heading', { name: '老王看球' })).toBeTruthy();
    expect(screen.getByText('只看英超')).toBeTruthy();
    expect(screen.getByRole('link', { name: '粉丝 7' })).toBeTruthy();
    // Their posts, from the forum, link to the post.
    expect((await screen.findByRole('link', { name: '周末英超前瞻' })).getAttribute('href')).toBe(
      '/forumdetail/41',
    );
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(await screen.findByRole('button', { name: '已关注' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '粉丝 8' })).toBeTruthy();
  });

  it('[VIP3] a VIP member wears the VIP badge on the profile; a non-member none', async () => {
    at('/user/5', (url) => {
      if (url.includes('selectUserInfoNew')) return okData({ ...info, isVip: true });
      if (url.includes('ByUserAndCurrUser')) return okData(rel(false, 7));
      return okData({ list: [], total: 0, page: 1, limit: 20 });
    });
    expect(await screen.findByRole('heading', { name: '老王看球' })).toBeTruthy();
    expect(screen.getByTitle('VIP会员').textContent).toBe('VIP');
    // The level reads as on 我的主页: 等级：name, then the mark.
    expect(document.querySelector('.user-card-rank')?.textContent?.trim()).toBe('等级：新手VIP');
    cleanup();
    at('/user/5', (url) => {
      if (url.includes('selectUserInfoNew')) return okData({ ...info, isVip: false });
      if (url.includes('ByUserAndCurrUser')) return okData(rel(false, 7));
      return okData({ list: [], total: 0, page: 1, limit: 20 });
    });
    expect(await screen.findByRole('heading', { name: '老王看球' })).toBeTruthy();
    expect(screen.queryByTitle('VIP会员')).toBeNull();
  });

  it('an unknown user says so; a posts call that fails says so instead of pretending there are none', async () => {
    at('/user/404', () => ({ code: 404, msg: '用户不存在', data: null }));
    expect(await screen.findByText('用户不存在')).toBeTruthy();
    cleanup();
    at('/user/5', (url) => {
      if (url.includes('selectUserInfoNew')) return okData(info);
      if (url.includes('ByUserAndCurrUser')) return okData(rel(false, 0));
      return { code: 404, msg: '接口不存在', data: null };
    });
    expect(await screen.findByText('帖子加载失败：接口不存在')).toBeTruthy();
  });

  it("[FOL2] the 关注 and 粉丝 tabs list that user's follows and fans; /user alone is my page", async () => {
    const calls = at('/user?tab=fans', (url) => {
      if (url.includes('selectUserInfoNew')) return okData({ ...info, id: '9', userName: '球迷小李' });
      if (url.includes('ByUserAndCurrUser')) return okData(rel(false, 0));
      return okData({ list: [], total: 0, page: 1, limit: 20 });
    });
    expect(await screen.findByText('还没有粉丝')).toBeTruthy();
    expect(calls).toContain('/api/user/user/selectUserInfoNew?userId=9');
    expect(calls).toContain('/api/user/attention/getFansListByUserId?userId=9&page=1&limit=20');
    // My own page has no follow button.
    expect(screen.queryByRole('button', { name: '关注' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '关注' }));
    await waitFor(() => expect(screen.getByText('还没有关注任何人')).toBeTruthy());
    expect(calls.at(-1)).toBe('/api/user/attention/getAttentionListByUserId?userId=9&page=1&limit=20');
  });
});
