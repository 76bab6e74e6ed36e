import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isLoginAtom,
  isShowLoginBoxAtom,
  sessionRestoringAtom,
  userInfoAtom,
} from '../../../state/user-atoms.ts';
import AiHistoryPage from '../../ai/ai-history-page.tsx';
import AiMinePage from '../../ai/ai-mine-page.tsx';
import FocusPage from '../../arena/pages/focus-page.tsx';
import MyAreaPage from '../../arena/pages/my-area-page.tsx';
import MyForecastPage from '../../arena/pages/my-forecast-page.tsx';
import { FollowButton } from '../../follow/follow-button.tsx';
import { MyFollowsPanel } from '../../follow/my-follows-panel.tsx';
import UserPage from '../../follow/user-page.tsx';
import { LikeButton } from '../../forum/components/like-button.tsx';
import { ReplyBox } from '../../forum/components/reply-box.tsx';
import ForumPage from '../../forum/forum-page.tsx';
import PostEditorPage from '../../forum/post-editor-page.tsx';
import { NewsComments } from '../../news/components/news-comments.tsx';
import NewsEditorPage from '../../news/news-editor-page.tsx';
import PaymentCenter from '../../payment/payment-center.tsx';
import ReleaseAndRewardPage from '../../redenvelope/release-and-reward-page.tsx';
import { RewardButton } from '../../redenvelope/reward-button.tsx';
import { LoginRequired } from './login-required.tsx';

beforeEach(() => {
  // Nothing answers: a page that asked the server anyway would stay loading, not offer a login.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders `element` at `path` for a visitor whose remembered login is still being restored. */
function restoringAt(element: ReactNode, path = '/', route = '*') {
  const store = createStore();
  store.set(isLoginAtom, false);
  store.set(userInfoAtom, null);
  store.set(sessionRestoringAtom, true);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const loginButton = () => screen.queryByRole('button', { name: '登录' });

describe('LoginRequired: no login prompt flashes while a remembered login is restored', () => {
  it('[LR1] shows 加载中… while restoring, the prompt once the server says there is no session, nothing when logged in', () => {
    const store = restoringAt(
      <LoginRequired className="note">
        <button type="button">登录</button>
      </LoginRequired>,
    );
    expect(screen.getByText('加载中…').className).toBe('note');
    expect(loginButton()).toBeNull();
    act(() => store.set(sessionRestoringAtom, false));
    expect(loginButton()).not.toBeNull();
    act(() => store.set(isLoginAtom, true));
    expect(loginButton()).toBeNull();
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  const pages: [string, ReactNode, string?, string?][] = [
    ['充值中心', <PaymentCenter key="p" />],
    ['粉丝与关注', <MyFollowsPanel key="f" tab="fans" hrefFor={(t) => `/fans/${t}`} />],
    ['我的主页', <UserPage key="u" />, '/user', '/user/:focus?'],
    [
      '红包与打赏 我的红包',
      <ReleaseAndRewardPage key="r" />,
      '/releaseandreward/envelope',
      '/releaseandreward/:releaseandreward?',
    ],
    ['竞技场 我的主页', <MyAreaPage key="a" />],
    ['竞技场 我的推荐', <MyForecastPage key="m" />],
    ['竞技场 关注', <FocusPage key="o" />],
    ['历史提醒', <AiHistoryPage key="h" />],
    ['我的订阅', <AiMinePage key="s" />],
    ['论坛 关注', <ForumPage key="fo" />, '/forum?tab=attention', '/forum/:area?/:page?'],
    ['发帖', <PostEditorPage key="pe" />, '/post'],
    ['回复框', <ReplyBox key="rb" postId={1} parentId={0} areaId={1} onSent={() => {}} />],
    ['资讯评论', <NewsComments key="nc" newsId={1} />],
    ['发布资讯', <NewsEditorPage key="ne" />],
  ];

  it.each(pages)(
    '[LR2] %s waits instead of offering the login box, then offers it',
    (_name, page, path, route) => {
      const store = restoringAt(page, path, route);
      expect(screen.getAllByText('加载中…').length).toBeGreaterThan(0);
      expect(loginButton()).toBeNull();
      // The gateway said the session is gone: now the page asks for a login.
      act(() => store.set(sessionRestoringAtom, false));
      expect(loginButton()).not.toBeNull();
    },
  );

  it.each([
    ['关注', <FollowButton key="f" userId="5" />],
    ['打赏', <RewardButton key="r" postId={1} authorId={5} />],
    ['点赞', <LikeButton key="l" replyId={1} postId={1} liked={false} likeNum={0} />],
  ] as const)(
    '[LR3] %s waits while restoring; after a login ended elsewhere (its marker cookie still set) it opens the login box',
    (name, button) => {
      // The marker cookie outlives a login ended over the socket ([UA5]) until the next REST answer clears it.
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers only document.cookie
      document.cookie = 'kuyi_login=1; path=/';
      try {
        const store = restoringAt(button);
        const press = () => screen.getByRole('button', { name });
        expect((press() as HTMLButtonElement).disabled).toBe(true);
        act(() => store.set(sessionRestoringAtom, false));
        expect((press() as HTMLButtonElement).disabled).toBe(false);
        act(() => press().click());
        expect(store.get(isShowLoginBoxAtom)).toBe(true);
      } finally {
        // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers only document.cookie
        document.cookie = 'kuyi_login=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      }
    },
  );
});
