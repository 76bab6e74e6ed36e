import type { User } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import ForumPage from './forum-page.tsx';
import { deepPagesNote } from './forum-paging.ts';
import PostDetailPage from './post-detail-page.tsx';
import PostEditorPage from './post-editor-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rank = { rankName: '新手', userRankImg: '', color: '#999' };
const me: User = {
  id: '9',
  userName: '球迷小李',
  headImage: '',
  userSig: '',
  isVip: false,
  isAdmin: false,
  rank,
};
const okData = (data: unknown) => ({ code: 200, msg: '查询成功', data });
const emptyPage = { list: [], total: 0, page: 1, limit: 20 };
const areas = {
  list: [{ id: 2, name: '英超', intro: '英格兰超级联赛', postNum: 0, todayNum: 0 }],
  total: 1,
  page: 1,
  limit: 50,
};

type Call = { url: string; init?: RequestInit };
function at(path: string, login: boolean, answer: (url: string, init?: RequestInit) => unknown) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Response.json(answer(url, init));
  });
  const store = createStore();
  store.set(isLoginAtom, login);
  store.set(userInfoAtom, login ? me : null);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/forum/:area?/:page?" element={<ForumPage />} />
          <Route path="/forumdetail/:id?" element={<PostDetailPage />} />
          <Route path="/post" element={<PostEditorPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return calls;
}

describe('forum pages (issue 13)', () => {
  it('[F4] a post renders its title as text and only allow-listed HTML, even if the server let markup through', async () => {
    const title = '<img src=x onerror=alert(1)>标题';
    at('/forumdetail/7', false, (url) => {
      if (url.includes('selectById/7'))
        return okData({
          id: 7,
          title,
          summary: '',
          images: [],
          parentId: 2,
          areaName: '英超',
          isMoneyReward: '',
          author: { id: '5', userName: '<b>老王</b>', headImage: '', rank },
          viewNum: 1,
          replyNum: 0,
          createdAt: '2026-11-20T08:00:00.000Z',
          lastReplyAt: '2026-11-20T08:00:00.000Z',
          content:
            '<p>正文<b>加粗</b><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链</a></p>',
        });
      if (url.includes('getComment')) return okData(emptyPage);
      if (url.includes('addViewNum')) return okData({ viewNum: 2, counted: true });
      return okData(null);
    });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getAllByText('<b>老王</b>').length).toBeGreaterThan(0);
    const content = document.querySelector('.forum-content');
    expect(content?.innerHTML).toBe('<p>正文<b>加粗</b><a>链</a></p>');
    expect(await screen.findByText('暂无回复，快来抢沙发')).toBeTruthy();
  });

  it('[F11] a missing post shows 帖子不存在 in the page card and reports no view for it', async () => {
    const calls = at('/forumdetail/99999', false, (url) =>
      url.includes('selectById/99999') ? { code: 404, msg: '帖子不存在', data: null } : okData(null),
    );
    const missing = await screen.findByText('帖子不存在');
    // The page's card, not bare text against the screen's edge on a phone.
    expect(missing.closest('.forum-detail')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回论坛' }).getAttribute('href')).toBe('/forum');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.some((c) => c.url.includes('addViewNum'))).toBe(false);
  });

  it('[F3] the forum front page keeps its tab and page in the address, so back from a post (or a reload) returns to 最新 page 2', async () => {
    const many = { list: [], total: 45, page: 2, limit: 20 };
    const calls = at('/forum?tab=new&page=2', false, (url) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      if (url.includes('selectHostPosts')) return okData(many);
      return okData(null);
    });
    await waitFor(() => expect(calls.some((c) => c.url.includes('selectHostPosts'))).toBe(true));
    const hosts = calls.filter((c) => c.url.includes('selectHostPosts'));
    expect(hosts.map((c) => new URL(c.url, 'http://x').searchParams.toString())).toEqual([
      'isHost=0&page=2&limit=20',
    ]);
    expect(screen.getByRole('tab', { name: '最新' }).getAttribute('aria-selected')).toBe('true');
    // Another tab starts at its first page.
    fireEvent.click(screen.getByRole('tab', { name: '热门' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('selectHostPosts?isHost=1&page=1'))).toBe(true),
    );
  });

  it('[F2] an unknown area (/forum/99, /forum/abc) says 专区不存在 inside the page card with a way back', async () => {
    at('/forum/99', false, (url) => {
      if (url.includes('getPostScore')) return { code: 404, msg: '专区不存在', data: null };
      if (url.includes('selectSpecialArea')) return okData(areas);
      return okData(emptyPage);
    });
    const missing = await screen.findByText('专区不存在');
    expect(missing.closest('.forum-main')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回论坛' }).getAttribute('href')).toBe('/forum');
    cleanup();
    at('/forum/abc', false, () => okData(emptyPage));
    expect((await screen.findByText('专区不存在')).closest('.forum-main')).toBeTruthy();
  });

  it('[F3] an area with no posts says 暂无帖子，快来发第一帖', async () => {
    at('/forum/2', false, (url) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      if (url.includes('getPostScore'))
        return okData({ parentId: 2, postNum: 0, todayNum: 0, replyNum: 0, userNum: 0 });
      return okData(emptyPage);
    });
    expect(await screen.findByText('暂无帖子，快来发第一帖')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '英超' })).toBeTruthy();
  });

  it('[F3] an area page past the last one (an old /forum/2/99 link) says so and leads back to page 1, not 暂无帖子 over 25 posts', async () => {
    const post = {
      id: 3,
      title: '第一页的帖子',
      summary: '',
      images: [],
      parentId: 2,
      areaName: '英超',
      isMoneyReward: '',
      author: { id: '5', userName: '老王', headImage: '', rank },
      viewNum: 0,
      replyNum: 0,
      createdAt: '2026-11-20T08:00:00.000Z',
      lastReplyAt: '2026-11-20T08:00:00.000Z',
    };
    at('/forum/2/99', false, (url) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      if (url.includes('getPostScore'))
        return okData({ parentId: 2, postNum: 25, todayNum: 0, replyNum: 0, userNum: 1 });
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return okData({ list: page === 1 ? [post] : [], total: 25, page, limit: 20 });
    });
    fireEvent.click(await screen.findByRole('button', { name: '返回第一页' }));
    expect(screen.queryByText('暂无帖子，快来发第一帖')).toBeNull();
    expect(await screen.findByText('第一页的帖子')).toBeTruthy();
  });

  it('[F3] deep pages: a list of more posts than are served offers no page past 仅显示前500页, while its numbers stay the real count', async () => {
    const post = {
      id: 3,
      title: '深处的帖子',
      summary: '',
      images: [],
      parentId: 2,
      areaName: '英超',
      isMoneyReward: '',
      author: { id: '5', userName: '老王', headImage: '', rank },
      viewNum: 0,
      replyNum: 0,
      createdAt: '2026-11-20T08:00:00.000Z',
      lastReplyAt: '2026-11-20T08:00:00.000Z',
    };
    const calls = at('/forum/2/499', false, (url) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      if (url.includes('getPostScore'))
        return okData({ parentId: 2, postNum: 500_000, todayNum: 0, replyNum: 0, userNum: 1 });
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return okData({ list: [post], total: 500_000, page, limit: 20 });
    });
    expect(await screen.findByText('第 499 / 500 页')).toBeTruthy();
    expect(screen.getByText(deepPagesNote(500))).toBeTruthy();
    expect(screen.getByText('500000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 500 / 500 页')).toBeTruthy();
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
    const pages = calls
      .filter((c) => c.url.includes('selectPagingFoType'))
      .map((c) => new URL(c.url, 'http://x').searchParams.get('page'));
    expect(pages).toEqual(['499', '500']);
  });

  it('[F3] deep pages: an address past the last page served (/forum/2/9999, /forum?page=9999) asks for the last one, never a page the gateway refuses', async () => {
    const answer = (url: string) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      if (url.includes('getPostScore'))
        return okData({ parentId: 2, postNum: 500_000, todayNum: 0, replyNum: 0, userNum: 1 });
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return okData({ list: [], total: 500_000, page, limit: 20 });
    };
    const pageAsked = (calls: Call[], call: string) =>
      calls
        .filter((c) => c.url.includes(call))
        .map((c) => new URL(c.url, 'http://x').searchParams.get('page'));
    const area = at('/forum/2/9999', false, answer);
    await waitFor(() => expect(pageAsked(area, 'selectPagingFoType')).toEqual(['500']));
    cleanup();
    const index = at('/forum?tab=new&page=9999', false, answer);
    await waitFor(() => expect(pageAsked(index, 'selectHostPosts')).toEqual(['500']));
  });

  it('[F3] deep pages: a list within the pages served says nothing about a cap', async () => {
    at('/forum?tab=new&page=2', false, (url) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      if (url.includes('selectHostPosts'))
        return okData({
          list: [
            {
              id: 3,
              title: '帖',
              summary: '',
              images: [],
              parentId: 2,
              areaName: '英超',
              isMoneyReward: '',
              author: { id: '5', userName: '老王', headImage: '', rank },
              viewNum: 0,
              replyNum: 0,
              createdAt: '2026-11-20T08:00:00.000Z',
              lastReplyAt: '2026-11-20T08:00:00.000Z',
            },
          ],
          total: 10_000,
          page: 2,
          limit: 20,
        });
      return okData(null);
    });
    expect(await screen.findByText('第 2 / 500 页')).toBeTruthy();
    expect(screen.queryByText(/仅显示前/)).toBeNull();
  });

  it('[F13] the 关注 tab of a fan who follows nobody says so and leads to the hot posts; one who follows quiet writers still reads 关注的人还没有发帖', async () => {
    let follows = 0;
    const answer = (url: string) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      if (url.includes('getAttentionList')) return okData({ list: [], total: follows, page: 1, limit: 1 });
      return okData(emptyPage);
    };
    at('/forum?tab=attention', true, answer);
    expect(await screen.findByText(/你还没有关注任何人/)).toBeTruthy();
    expect(screen.queryByText('关注的人还没有发帖')).toBeNull();
    const hot = screen.getByRole('link', { name: '看看热门帖子' });
    expect(hot.getAttribute('href')).toBe('/forum');
    fireEvent.click(hot);
    expect(await screen.findByRole('tab', { name: '热门', selected: true })).toBeTruthy();
    cleanup();
    follows = 3;
    at('/forum?tab=attention', true, answer);
    expect(await screen.findByText('关注的人还没有发帖')).toBeTruthy();
    expect(screen.queryByText(/你还没有关注任何人/)).toBeNull();
  });

  it('[F3] an area listed on the second page of 专区 (/forum/12, 篮球) opens the area list on that page, 篮球 marked, without reading page 1 first', async () => {
    const names = ['英超', '西甲', '德甲', '意甲', '法甲', '中超', '篮球'];
    const all = names.map((name, i) => ({
      id: i === 6 ? 12 : i + 2,
      name,
      intro: '',
      postNum: 0,
      todayNum: 0,
    }));
    const calls = at('/forum/12', false, (url) => {
      const params = new URL(url, 'http://x').searchParams;
      if (url.includes('selectSpecialArea')) {
        const page = Number(params.get('page'));
        const limit = Number(params.get('limit'));
        return okData({ list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit });
      }
      if (url.includes('getPostScore'))
        return okData({ parentId: 12, postNum: 0, todayNum: 0, replyNum: 0, userNum: 0 });
      return okData(emptyPage);
    });
    const list = await screen.findByRole('region', { name: '专区' });
    const basketball = await within(list).findByRole('link', { name: /篮球/ });
    expect(basketball.closest('li')?.className).toBe('active');
    expect(within(list).queryByRole('link', { name: /英超/ })).toBeNull();
    const fivePerPage = calls
      .map((c) => new URL(c.url, 'http://x'))
      .filter((u) => u.pathname.endsWith('selectSpecialArea') && u.searchParams.get('limit') === '5');
    expect(fivePerPage.map((u) => u.searchParams.get('page'))).toEqual(['2']);
    // The fan can still page back to the first areas.
    fireEvent.click(within(list).getByRole('button', { name: '上一页' }));
    expect(await within(list).findByRole('link', { name: /英超/ })).toBeTruthy();
  });

  it('[F5] the editor asks for a login, then refuses an empty title before sending anything', async () => {
    at('/post', false, () => okData(areas));
    expect(await screen.findByText('登录后才能发帖。')).toBeTruthy();
    cleanup();
    const calls = at('/post?area=2', true, () => okData(areas));
    await screen.findByRole('option', { name: '英超' });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入帖子标题');
    expect(calls.some((c) => c.url.includes('/posts/insert'))).toBe(false);
  });

  it('[F6] the post form opens on a plain-HTTP page, where crypto.randomUUID does not exist', async () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    at('/post?area=2', true, () => okData(areas));
    await screen.findByRole('option', { name: '英超' });
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();
  });

  it('[F6] a submit carries an idempotency key, and a retry after a refusal carries a new one', async () => {
    const calls = at('/post?area=2', true, (url) =>
      url.includes('/posts/insert') ? { code: 400, msg: '专区不存在', data: null } : okData(areas),
    );
    await screen.findByRole('option', { name: '英超' });
    fireEvent.change(screen.getByPlaceholderText(/请输入标题/), { target: { value: '周末前瞻' } });
    const box = screen.getByRole('textbox', { name: '帖子内容' });
    box.innerHTML = '<p>主场必胜</p>';
    fireEvent.input(box);
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect((await screen.findByRole('alert')).textContent).toBe('专区不存在');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/posts/insert'))).toHaveLength(2));
    const keys = calls
      .filter((c) => c.url.includes('/posts/insert'))
      .map((c) => (c.init?.headers as Record<string, string> | undefined)?.['idempotency-key']);
    // The gateway's Idempotency-Key rule (A-Z a-z 0-9 _ -, 8–64 characters).
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).not.toBe(keys[0]);
    const body = JSON.parse(String(calls.find((c) => c.url.includes('/posts/insert'))?.init?.body));
    expect(body).toMatchObject({
      title: '周末前瞻',
      content: '<p>主场必胜</p>',
      parentId: 2,
      imageList: [],
      isMoneyReward: '',
    });
  });

  it('[RE2] the editor shows the 球币 balance beside the red envelope and refuses an amount above it with 余额不足, sending nothing', async () => {
    const calls = at('/post?area=2', true, (url) =>
      url.includes('getQuQiuCoinTotal') ? okData({ currency: 'qiubi', total: 5.5 }) : okData(areas),
    );
    await screen.findByRole('option', { name: '英超' });
    // No envelope, no balance read.
    expect(calls.some((c) => c.url.includes('getQuQiuCoinTotal'))).toBe(false);
    fireEvent.click(screen.getByLabelText('发红包'));
    expect(await screen.findByText('当前余额 5.50 球币')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/请输入标题/), { target: { value: '发红包啦' } });
    const box = screen.getByRole('textbox', { name: '帖子内容' });
    box.innerHTML = '<p>回复就有</p>';
    fireEvent.input(box);
    fireEvent.change(screen.getByPlaceholderText('1-100'), { target: { value: '3' } });
    fireEvent.change(screen.getByPlaceholderText('如 10.00'), { target: { value: '5.51' } });
    // Said as soon as it is typed...
    expect((await screen.findByRole('alert')).textContent).toBe('余额不足');
    // ...and a submit is refused locally with the server's message, said once (not again above 发布).
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['余额不足']);
    expect(calls.some((c) => c.url.includes('/posts/insert'))).toBe(false);
    // The whole balance is fine, and nothing is left saying otherwise.
    fireEvent.change(screen.getByPlaceholderText('如 10.00'), { target: { value: '5.50' } });
    expect(screen.queryAllByRole('alert')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/posts/insert'))).toBe(true));
  });

  it('[F1] a published post replaces the editor: Back from it goes to the board, not to an empty form', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json(
        url.includes('/posts/insert') ? { code: 200, msg: '发布成功', data: { id: 42 } } : okData(areas),
      ),
    );
    function Where() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          {useLocation().pathname}
        </button>
      );
    }
    const store = createStore();
    store.set(isLoginAtom, true);
    store.set(userInfoAtom, me);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/forum/2', '/post?area=2']} initialIndex={1}>
          <Where />
          <Routes>
            <Route path="/post" element={<PostEditorPage />} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByRole('option', { name: '英超' });
    fireEvent.change(screen.getByPlaceholderText(/请输入标题/), { target: { value: '标题' } });
    const box = screen.getByRole('textbox', { name: '帖子内容' });
    box.innerHTML = '<p>内容</p>';
    fireEvent.input(box);
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    fireEvent.click(await screen.findByRole('button', { name: '/forumdetail/42' }));
    expect(screen.getByRole('button', { name: '/forum/2' })).toBeTruthy();
  });

  it('[F10] each floor shows whether the reader liked it, and a login on the page re-reads the list for the reader', async () => {
    let session = false;
    const author = { id: '5', userName: '老王', headImage: '', rank };
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      if (url.includes('selectById/7'))
        return Response.json(
          okData({
            id: 7,
            title: '有赞的帖子',
            summary: '',
            images: [],
            parentId: 2,
            areaName: '英超',
            isMoneyReward: '',
            author,
            viewNum: 1,
            replyNum: 1,
            createdAt: '2026-11-20T08:00:00.000Z',
            lastReplyAt: '2026-11-20T08:00:00.000Z',
            content: '<p>正文</p>',
          }),
        );
      if (url.includes('getComment'))
        return Response.json(
          okData({
            list: [
              {
                id: 1,
                postId: 7,
                parentId: 0,
                floor: 1,
                content: '一楼',
                author,
                replyTo: null,
                likeNum: 1,
                // The gateway answers the reader's own like; a visitor has none.
                liked: session,
                childNum: 0,
                children: [],
                createdAt: '2026-11-20T08:00:00.000Z',
              },
            ],
            total: 1,
            page: 1,
            limit: 20,
          }),
        );
      if (url.includes('addViewNum')) return Response.json(okData({ viewNum: 2, counted: true }));
      return Response.json(okData(null));
    });
    const store = createStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/forumdetail/7']}>
          <Routes>
            <Route path="/forumdetail/:id?" element={<PostDetailPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    const visitorButton = await screen.findByRole('button', { name: '点赞' });

    expect(visitorButton.getAttribute('aria-pressed')).toBe('false');
    expect(visitorButton.textContent).toBe('赞 1');
    // Logging in on the page (the session cookie now goes along): the floors are read again, as this reader.
    session = true;
    act(() => {
      store.set(userInfoAtom, me);
      store.set(isLoginAtom, true);
    });
    await waitFor(() => expect(calls.filter((u) => u.includes('getComment'))).toHaveLength(2));
    const mine = await screen.findByRole('button', { name: '取消点赞' });
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    expect(mine.className).toContain('liked');
    expect(calls.filter((u) => u.includes('getComment'))).toHaveLength(2);
  });

  it('[F9][RE4] a reply to a nested reply re-reads the post and its red envelope: the count goes up and the grabbed part shows', async () => {
    let replied = false;
    const author = { id: '5', userName: '老王', headImage: '', rank };
    const GRABBED = [{ userId: 9, userName: '球迷小李', headImage: '', money: 0.38, createdAt: Date.now() }];
    const reply = (id: number, floor: number, children: unknown[]) => ({
      id,
      postId: 7,
      parentId: floor === 1 && id !== 1 ? 1 : 0,
      floor,
      content: `回复${id}`,
      author,
      replyTo: null,
      likeNum: 0,
      liked: false,
      childNum: children.length,
      children,
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    const calls = at('/forumdetail/7', true, (url) => {
      if (url.includes('selectById/7'))
        return okData({
          id: 7,
          title: '带红包的帖子',
          summary: '',
          images: [],
          parentId: 2,
          areaName: '英超',
          isMoneyReward: '1',
          author,
          viewNum: 1,
          replyNum: replied ? 3 : 2,
          createdAt: '2026-11-20T08:00:00.000Z',
          lastReplyAt: '2026-11-20T08:00:00.000Z',
          content: '<p>回复领红包</p>',
        });
      if (url.includes('getComment'))
        return okData({ list: [reply(1, 1, [reply(2, 1, [])])], total: 1, page: 1, limit: 20 });
      if (url.includes('selectCommentChildNew'))
        return okData({
          list: [reply(2, 1, []), ...(replied ? [reply(3, 1, [])] : [])],
          total: replied ? 2 : 1,
          page: 1,
          limit: 20,
        });
      if (url.includes('insertReply')) {
        replied = true;
        return { code: 200, msg: '回复成功', data: { reply: reply(3, 1, []), redEnvelopeMoney: 0.38 } };
      }
      if (url.includes('getSurplusRedEnvelope'))
        return okData({
          postId: 7,
          authorId: 5,
          isMoneyReward: 1,
          redEnvelopeMoney: 5,
          redEnvelopeCount: 3,
          redEnvelopeType: 1,
          type: 1,
          surplusMoney: replied ? 0 : 0.38,
          surplusCount: replied ? 0 : 1,
          status: replied ? 'finished' : 'active',
          expiresAt: Date.now() + 3_600_000,
          myMoney: replied ? 0.38 : null,
        });
      if (url.includes('selectRedEnvelopeById')) return okData(replied ? GRABBED : []);
      if (url.includes('addViewNum')) return okData({ viewNum: 2, counted: true });
      return okData(null);
    });
    expect(await screen.findByText('回复 2')).toBeTruthy();
    const child = (await screen.findByText('回复2')).closest('li');
    if (!child) throw new Error('no nested reply');
    fireEvent.click(within(child).getByRole('button', { name: '回复' }));
    fireEvent.change(within(child).getByRole('textbox'), { target: { value: '我也来领红包' } });
    fireEvent.click(within(child).getByRole('button', { name: '发表回复' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('insertReply'))).toBe(true));
    expect(await screen.findByText('回复 3')).toBeTruthy();
    expect(await screen.findByText(/我抢到了/)).toBeTruthy();
  });
  it('[F9] a new floor on a post whose floors fill a page shows at once: the list turns to the last page, where it landed', async () => {
    const author = { id: '5', userName: '老王', headImage: '', rank };
    const floor = (n: number, content = `第${n}楼的话`) => ({
      id: n,
      postId: 7,
      parentId: 0,
      floor: n,
      content,
      author,
      replyTo: null,
      likeNum: 0,
      liked: false,
      childNum: 0,
      children: [],
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    let replied = false;
    const calls = at('/forumdetail/7', true, (url) => {
      if (url.includes('selectById/7'))
        return okData({
          id: 7,
          title: '热帖',
          summary: '',
          images: [],
          parentId: 2,
          areaName: '英超',
          isMoneyReward: '',
          author,
          viewNum: 1,
          replyNum: replied ? 21 : 20,
          createdAt: '2026-11-20T08:00:00.000Z',
          lastReplyAt: '2026-11-20T08:00:00.000Z',
          content: '<p>正文</p>',
        });
      if (url.includes('getComment')) {
        // As the gateway ([F18]): `floor` asks for the page that shows it.
        const params = new URL(url, 'http://x').searchParams;
        const asked = params.get('floor');
        const page = asked ? Math.ceil(Number(asked) / 20) : Number(params.get('page'));
        const total = replied ? 21 : 20;
        const list =
          page === 2 && replied
            ? [floor(21, '我的新回复')]
            : Array.from({ length: 20 }, (_, i) => floor(i + 1));
        return okData({ list, total, page, limit: 20 });
      }
      if (url.includes('insertReply')) {
        replied = true;
        return {
          code: 200,
          msg: '回复成功',
          data: { reply: floor(21, '我的新回复'), redEnvelopeMoney: null },
        };
      }
      if (url.includes('addViewNum')) return okData({ viewNum: 2, counted: true });
      return okData(null);
    });
    expect(await screen.findByText('第20楼的话')).toBeTruthy();
    const box = screen.getByRole('form', { name: '回复帖子' });
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '我的新回复' } });
    fireEvent.click(within(box).getByRole('button', { name: '发表回复' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('insertReply'))).toBe(true));
    expect(await screen.findByText('我的新回复', { selector: '.forum-reply-text' })).toBeTruthy();
    expect(screen.getByText(/第 2 \/ 2 页/)).toBeTruthy();
  });

  it('[F3] a post, an area and its posts that fail to load (500) say why with 重试, which reads them again; 帖子不存在 offers none', async () => {
    let failing = true;
    const fail = { code: 500, msg: '服务器内部错误', data: null };
    at('/forumdetail/7', false, (url) => {
      if (failing && (url.includes('selectById/7') || url.includes('getComment'))) return fail;
      if (url.includes('selectById/7'))
        return okData({
          id: 7,
          title: '读回来的帖子',
          summary: '',
          images: [],
          parentId: 2,
          areaName: '英超',
          isMoneyReward: '',
          author: { id: '5', userName: '老王', headImage: '', rank },
          viewNum: 1,
          replyNum: 0,
          createdAt: '2026-11-20T08:00:00.000Z',
          lastReplyAt: '2026-11-20T08:00:00.000Z',
          content: '<p>正文</p>',
        });
      if (url.includes('getComment')) return okData(emptyPage);
      if (url.includes('addViewNum')) return okData({ viewNum: 2, counted: true });
      return okData(null);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器内部错误');
    expect(within(alert).getByRole('link', { name: '返回论坛' })).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '读回来的帖子' })).toBeTruthy();
    cleanup();

    failing = true;
    at('/forum/2', false, (url) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      if (failing) return fail;
      if (url.includes('getPostScore'))
        return okData({ parentId: 2, postNum: 0, todayNum: 0, replyNum: 0, userNum: 0 });
      return okData(emptyPage);
    });
    // A server error is not 专区不存在: the area is there, its numbers could not be read.
    const areaAlert = await screen.findByRole('alert');
    expect(areaAlert.textContent).toContain('服务器内部错误');
    expect(screen.queryByText('专区不存在')).toBeNull();
    failing = false;
    fireEvent.click(within(areaAlert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无帖子，快来发第一帖')).toBeTruthy();
    cleanup();

    failing = true;
    at('/forum?tab=new', false, (url) => {
      if (url.includes('selectSpecialArea')) return okData(areas);
      return failing ? fail : okData(emptyPage);
    });
    const listAlert = await screen.findByRole('alert');
    expect(listAlert.textContent).toContain('帖子加载失败：服务器内部错误');
    failing = false;
    fireEvent.click(within(listAlert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无帖子，快来发第一帖')).toBeTruthy();
    cleanup();

    at('/forumdetail/9', false, (url) =>
      url.includes('selectById/9') ? { code: 404, msg: '帖子不存在', data: null } : okData(null),
    );
    expect(await screen.findByText('帖子不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
