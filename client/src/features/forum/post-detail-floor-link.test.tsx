import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PostDetailPage from './post-detail-page.tsx';

// jsdom has no scrollIntoView; each test records the calls and the original (undefined) comes back after.
const realScroll = Element.prototype.scrollIntoView;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = realScroll;
});

const rank = { rankName: '新手', userRankImg: '', color: '#999' };
const author = { id: '5', userName: '老王', headImage: '', rank };
const okData = (data: unknown) => ({ code: 200, msg: '查询成功', data });
const floor = (n: number) => ({
  id: 100 + n,
  postId: 7,
  parentId: 0,
  floor: n,
  content: `第${n}楼的话`,
  author,
  replyTo: null,
  likeNum: 0,
  liked: false,
  childNum: 0,
  children: [],
  createdAt: '2026-11-20T08:00:00.000Z',
});
const post = {
  id: 7,
  title: '热帖',
  summary: '',
  images: [],
  parentId: 2,
  areaName: '英超',
  isMoneyReward: '',
  author,
  viewNum: 1,
  replyNum: 45,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastReplyAt: '2026-11-20T08:00:00.000Z',
  content: '<p>正文</p>',
};

/** Opens /forumdetail/7 (`query` appended) on a post with 45 floors, 20 a page; answers the floors' page asked. */
function open(query: string) {
  const pages: number[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('selectById/7')) return Response.json(okData(post));
    if (url.includes('getComment')) {
      // As the gateway ([F18]): `floor` asks for the page that shows it (no floor has left this post).
      const params = new URL(url, 'http://x').searchParams;
      const asked = params.get('floor');
      const page = asked ? Math.ceil(Number(asked) / 20) : Number(params.get('page'));
      pages.push(page);
      const first = (page - 1) * 20 + 1;
      const list = Array.from({ length: Math.min(20, 45 - first + 1) }, (_, i) => floor(first + i));
      return Response.json(okData({ list, total: 45, page, limit: 20 }));
    }
    if (url.includes('addViewNum')) return Response.json(okData({ viewNum: 2, counted: true }));
    return Response.json(okData(null));
  });
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[`/forumdetail/7${query}`]}>
        <Routes>
          <Route path="/forumdetail/:id?" element={<PostDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { pages, scrolled };
}

describe('post detail: a reply link (?floor=)', () => {
  it('[NT5][F9] ?floor=23 opens the floors on page 2 (not page 1 first), scrolls to 23楼 and marks it', async () => {
    const { pages, scrolled } = open('?floor=23');
    const text = await screen.findByText('第23楼的话');
    const li = text.closest('li');
    expect(li?.id).toBe('floor-23');
    expect(li?.classList.contains('forum-floor-focus')).toBe(true);
    expect(li?.getAttribute('aria-current')).toBe('location');
    await waitFor(() => expect(scrolled).toEqual(['floor-23']));
    expect(pages).toEqual([2]);
    expect(screen.getByText(/第 2 \/ 3 页/)).toBeTruthy();
    // Only the named floor is marked.
    expect(screen.getByText('第24楼的话').closest('li')?.classList.contains('forum-floor-focus')).toBe(false);
  });

  it('[F18] after floors 1–3 left, ?floor=23 asks the gateway for 23楼’s page and lands on page 1, where it now is', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('selectById/7')) return Response.json(okData(post));
      if (url.includes('getComment')) {
        const params = new URL(url, 'http://x').searchParams;
        asked.push(params.get('floor') ? `floor=${params.get('floor')}` : `page=${params.get('page')}`);
        // Floors 4..23 are shown: one page of 20. Page 2 (23 ÷ 20 rounded up) would be empty.
        const page = params.get('floor') ? 1 : Number(params.get('page'));
        const list = page === 1 ? Array.from({ length: 20 }, (_, i) => floor(i + 4)) : [];
        return Response.json(okData({ list, total: 20, page, limit: 20 }));
      }
      if (url.includes('addViewNum')) return Response.json(okData({ viewNum: 2, counted: true }));
      return Response.json(okData(null));
    });
    Element.prototype.scrollIntoView = () => {};
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/forumdetail/7?floor=23']}>
          <Routes>
            <Route path="/forumdetail/:id?" element={<PostDetailPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    const li = (await screen.findByText('第23楼的话')).closest('li');
    expect(li?.classList.contains('forum-floor-focus')).toBe(true);
    expect(asked).toEqual(['floor=23']);
  });

  it('[F9] without ?floor= (or a bad one) the floors open on page 1 and nothing is marked or scrolled', async () => {
    const { pages, scrolled } = open('?floor=abc');
    expect(await screen.findByText('第1楼的话')).toBeTruthy();
    expect(pages).toEqual([1]);
    expect(scrolled).toEqual([]);
    expect(document.querySelector('.forum-floor-focus')).toBeNull();
  });
});

describe('a floors page past the end', () => {
  it('[F18] turns to the last page that has floors instead of 暂无回复 with no pager (its last floor was deleted)', async () => {
    // 21 floors when the page opened; floor 21 is deleted before the reader turns to page 2.
    let floors = 21;
    const pages: number[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('selectById/7')) return Response.json(okData({ ...post, replyNum: floors }));
      if (url.includes('getComment')) {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        pages.push(page);
        const first = (page - 1) * 20 + 1;
        const list = Array.from({ length: Math.max(0, Math.min(20, floors - first + 1)) }, (_, i) =>
          floor(first + i),
        );
        return Response.json(okData({ list, total: floors, page, limit: 20 }));
      }
      if (url.includes('addViewNum')) return Response.json(okData({ viewNum: 2, counted: true }));
      return Response.json(okData(null));
    });
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/forumdetail/7']}>
          <Routes>
            <Route path="/forumdetail/:id?" element={<PostDetailPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByText('第1楼的话');
    floors = 20;
    (await screen.findByRole('button', { name: '下一页' })).click();
    await waitFor(() => expect(pages).toEqual([1, 2, 1]));
    await screen.findByText('第20楼的话');
    expect(screen.queryByText('暂无回复，快来抢沙发')).toBeNull();
  });
});
