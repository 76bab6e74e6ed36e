import { NEWS_MSG, type NewsComment, type NewsDetail, type User } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import HomeNews from '../home/home-news.tsx';
import NewsDetailPage from './news-detail-page.tsx';
import NewsEditorPage from './news-editor-page.tsx';
import NewsListPage from './news-list-page.tsx';

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
const article: NewsDetail = {
  id: 5,
  title: '<b>标题</b>',
  summary: '摘要',
  cover: '',
  parentType: 1,
  childType: 1,
  childTypeName: '英超',
  writer: { id: '1', userName: '编辑部', headImage: '' },
  lang: 'zh',
  source: 'editor',
  matchId: null,
  isTop: false,
  viewNum: 3,
  commentNum: 1,
  publishAt: '2026-11-24T12:00:00.000Z',
  content: '<p>正文<script>alert(1)</script><img src=x onerror="alert(1)"></p>',
};
const comment: NewsComment = {
  id: 1,
  newsId: 5,
  content: '<script>alert(1)</script>',
  author: { id: '2', userName: '读者', headImage: '', rank },
  isLandlord: false,
  createdAt: '2026-11-24T12:05:00.000Z',
};

/** Where the router is: the test reads it to see which URL a pager button went to. */
let where = '';
function Where() {
  const l = useLocation();
  where = `${l.pathname}${l.search}`;
  return null;
}

/** The store of the last page `at` rendered: the tests read the login box's flag from it. */
let lastStore = createStore();

function at(path: string, user: User | null, answer: (url: string) => unknown) {
  vi.stubGlobal('fetch', async (url: string) => Response.json(answer(url)));
  const store = createStore();
  store.set(isLoginAtom, user !== null);
  store.set(userInfoAtom, user);
  lastStore = store;
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="/" element={<HomeNews />} />
          <Route path="/news/edit" element={<NewsEditorPage />} />
          <Route path="/newsMoreInfo/:id?" element={<NewsDetailPage />} />
          <Route path="/newsMore/:page?" element={<NewsListPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('news pages (issue 15)', () => {
  it('[N5][N9] the article renders only allow-listed HTML and a <script> comment as text', async () => {
    const { container } = at('/newsMoreInfo/5', me, (url) =>
      url.includes('getComment')
        ? okData({ list: [comment], total: 1, page: 1, limit: 5 })
        : url.includes('getNewsChildType')
          ? okData([])
          : okData(article),
    );
    await screen.findByRole('heading', { level: 1, name: '<b>标题</b>' });
    expect(container.querySelector('.news-content')?.innerHTML).toBe('<p>正文</p>');
    const shown = await screen.findByText('<script>alert(1)</script>');
    expect(shown.className).toBe('news-comment-text');
    expect(container.querySelectorAll('script')).toHaveLength(0);
    expect(screen.getByRole('form', { name: '发表评论' })).toBeTruthy();
  });

  it('[N8] a match report links to its match page; an editor’s article has no such link', async () => {
    const report = { ...article, source: 'report' as const, matchId: '26112603301' };
    at('/newsMoreInfo/5', null, (url) =>
      url.includes('getComment') ? okData({ list: [], total: 0, page: 1, limit: 5 }) : okData(report),
    );
    const link = await screen.findByRole('link', { name: '查看本场比赛详情 ›' });
    expect(link.getAttribute('href')).toBe('/livedetail/football/26112603301/live');
    cleanup();
    at('/newsMoreInfo/5', null, (url) =>
      url.includes('getComment') ? okData({ list: [], total: 0, page: 1, limit: 5 }) : okData(article),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: '查看本场比赛详情 ›' })).toBeNull();
  });

  it('[N9] a visitor is offered the login instead of the comment box', async () => {
    at('/newsMoreInfo/5', null, (url) =>
      url.includes('getComment') ? okData({ list: [], total: 0, page: 1, limit: 5 }) : okData(article),
    );
    await screen.findByText('登录后参与评论。');
    expect(screen.queryByRole('form', { name: '发表评论' })).toBeNull();
    await screen.findByText('暂无评论，快来抢沙发');
  });

  it('[N3] the editor is for admins only', async () => {
    at('/news/edit', me, () => okData([]));
    await screen.findByText('只有管理员可以发布资讯');
    expect(screen.queryByRole('form', { name: '发布资讯' })).toBeNull();
    cleanup();
    at('/news/edit', { ...me, isAdmin: true }, (url) =>
      url.includes('admin/list') ? okData({ list: [], total: 0, page: 1, limit: 20 }) : okData([]),
    );
    await screen.findByRole('form', { name: '发布资讯' });
  });

  it('[N3] a scheduled article empties the form: a second 发布 does not make the same article twice', async () => {
    const published: string[] = [];
    at('/news/edit', { ...me, isAdmin: true }, (url) => {
      if (url.includes('admin/list')) return okData({ list: [], total: 0, page: 1, limit: 20 });
      if (url.includes('getNewsChildType')) return okData([{ id: 3, name: '英超' }]);
      if (url.includes('multiUpload')) return okData([{ fileSrc: '/uploads/cover.png' }]);
      if (url.includes('admin/insert')) {
        published.push(url);
        return okData({ ...article, id: 9, publishAt: '2099-01-01T00:00:00.000Z' });
      }
      return okData([]);
    });
    const form = await screen.findByRole('form', { name: '发布资讯' });
    fireEvent.change(within(form).getByPlaceholderText(/请输入标题/), { target: { value: '明晚英超前瞻' } });
    await within(form).findByRole('option', { name: '英超' });
    fireEvent.change(within(form).getByRole('combobox', { name: '分类' }), { target: { value: '3' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'c.png', { type: 'image/png' });
    fireEvent.change(form.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    const box = form.querySelector('[contenteditable]') as HTMLElement;
    box.innerHTML = '<p>阿森纳主场迎战切尔西</p>';
    fireEvent.input(box);
    fireEvent.change(within(form).getByLabelText('定时发布'), { target: { value: '2099-01-01T08:00' } });
    await waitFor(() => expect(form.querySelector('img')).toBeTruthy());
    fireEvent.submit(form);
    await waitFor(() => expect(published).toHaveLength(1));
    await waitFor(() =>
      expect((within(form).getByPlaceholderText(/请输入标题/) as HTMLInputElement).value).toBe(''),
    );
    expect((form.querySelector('[contenteditable]') as HTMLElement).innerHTML).toBe('');
    fireEvent.submit(form);
    await within(form).findByText(NEWS_MSG.titleRequired);
    expect(published).toHaveLength(1);
  });

  it('the home page lists the latest news, and hides the block while there is none', async () => {
    const { container } = at('/', null, () => okData({ list: [], total: 0, page: 1, limit: 6 }));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    cleanup();
    at('/', null, () => okData({ list: [article], total: 1, page: 1, limit: 6 }));
    const link = await screen.findByRole('link', { name: '<b>标题</b>' });
    expect(link.getAttribute('href')).toBe('/newsMoreInfo/5');
  });

  it('[N1] a page past the last one says so and links back to page 1, not 暂无资讯 over 50 articles', async () => {
    at('/newsMore/99', null, (url) =>
      url.includes('getNewsChildType') ? okData([]) : okData({ list: [], total: 50, page: 99, limit: 20 }),
    );
    const back = await screen.findByRole('link', { name: '返回第一页' });
    expect(back.getAttribute('href')).toBe('/newsMore');
    expect(screen.queryByText('暂无资讯')).toBeNull();
  });

  it('[N1] 下一页 and 上一页 keep page 1’s asOf snapshot in the URL and the call; the tabs and 返回第一页 drop it', async () => {
    const asOf = '812-1795000000000';
    const calls: string[] = [];
    const page = (n: number) =>
      okData({
        list: [{ ...article, id: n, title: `第${n}页资讯` }],
        total: 60,
        page: n,
        limit: 20,
        asOf,
      });
    at('/newsMore', null, (url) => {
      if (url.includes('getNewsChildType')) return okData([]);
      calls.push(url);
      return page(Number(new URL(url, 'http://x').searchParams.get('page')));
    });
    await screen.findByText('第1页资讯');
    expect(calls[0]).not.toContain('asOf');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第2页资讯');
    expect(where).toBe(`/newsMore/2?asOf=${asOf}`);
    expect(calls.at(-1)).toContain(`asOf=${asOf}`);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第3页资讯');
    expect(where).toBe(`/newsMore/3?asOf=${asOf}`);
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await screen.findByText('第2页资讯');
    expect(where).toBe(`/newsMore/2?asOf=${asOf}`);
    expect(calls.at(-1)).toContain(`asOf=${asOf}`);
    fireEvent.click(screen.getByRole('link', { name: '全部' }));
    await screen.findByText('第1页资讯');
    expect(where).toBe('/newsMore');
    expect(calls.at(-1)).not.toContain('asOf');
  });

  it('[N1] a reload of /newsMore/2?asOf=… reads the same snapshot', async () => {
    const calls: string[] = [];
    at('/newsMore/2?asOf=812-1795000000000', null, (url) => {
      if (url.includes('getNewsChildType')) return okData([]);
      calls.push(url);
      return okData({ list: [article], total: 60, page: 2, limit: 20, asOf: '812-1795000000000' });
    });
    await screen.findByText('<b>标题</b>');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('page=2');
    expect(calls[0]).toContain('asOf=812-1795000000000');
  });

  it('[N1] a malformed asOf (400 翻页标记无效) says so and links back to page 1 without it', async () => {
    at('/newsMore/2?asOf=bad', null, (url) =>
      url.includes('getNewsChildType') ? okData([]) : { code: 400, msg: NEWS_MSG.badAsOf, data: null },
    );
    await screen.findByText(NEWS_MSG.badAsOf);
    expect(screen.getByRole('link', { name: '返回第一页' }).getAttribute('href')).toBe('/newsMore');
  });

  it('[N1] a list or an article that fails to load (500) offers 重试, which reads it again; a missing article does not', async () => {
    let fail = true;
    at('/newsMore', null, (url) =>
      url.includes('getNewsChildType')
        ? okData([])
        : fail
          ? { code: 500, msg: '服务器内部错误', data: null }
          : okData({ list: [], total: 0, page: 1, limit: 20 }),
    );
    await screen.findByText('服务器内部错误');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('暂无资讯');
    cleanup();

    fail = true;
    at('/newsMoreInfo/7', null, () =>
      fail ? { code: 500, msg: '服务器内部错误', data: null } : { code: 404, msg: '资讯不存在', data: null },
    );
    await screen.findByText('服务器内部错误');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('资讯不存在');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('[N9] comments that fail to load (500) offer 重试, which reads them again', async () => {
    let fail = true;
    at('/newsMoreInfo/5', null, (url) =>
      url.includes('getComment')
        ? fail
          ? { code: 500, msg: '服务器内部错误', data: null }
          : okData({ list: [comment], total: 1, page: 1, limit: 5 })
        : okData(article),
    );
    const comments = await screen.findByRole('region', { name: '评论' });
    await waitFor(() => expect(comments.textContent).toContain('服务器内部错误'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('<script>alert(1)</script>');
  });

  it('[N9] a comment refused because the session ended (401 请先登录) opens the login box and keeps the text', async () => {
    at('/newsMoreInfo/5', me, (url) =>
      url.includes('insertComment')
        ? { code: 401, msg: '请先登录', data: null }
        : url.includes('getComment')
          ? okData({ list: [], total: 0, page: 1, limit: 5 })
          : okData(article),
    );
    const box = await screen.findByRole('form', { name: '发表评论' });
    const input = box.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '好球' } });
    fireEvent.submit(box);
    await waitFor(() => expect(lastStore.get(isShowLoginBoxAtom)).toBe(true));
    expect(input.value).toBe('好球');
  });
});
