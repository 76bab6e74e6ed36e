import type { ForumPostDetail, ForumReply, User } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../lib/toast.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import PostDetailPage from './post-detail-page.tsx';
import PostEditorPage from './post-editor-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rank = { rankName: '新手', userRankImg: '', color: '#999' };
const user = (id: string, userName: string): User => ({
  id,
  userName,
  headImage: '',
  userSig: '',
  isVip: false,
  isAdmin: false,
  rank,
});
const author = user('5', '老王');
const other = user('9', '球迷小李');
const admin = { ...user('1', '管理员'), isAdmin: true };
const okData = (data: unknown, msg = '查询成功') => ({ code: 200, msg, data });
const IMG = '/api/user/upload/files/0123456789abcdef0123456789abcdef.png';

const post = (patch: Partial<ForumPostDetail> = {}): ForumPostDetail => ({
  id: 7,
  title: '曼城主场能否拿下',
  summary: '赛前分析',
  images: [IMG],
  parentId: 2,
  areaName: '英超',
  isMoneyReward: '',
  author: { id: author.id, userName: author.userName, headImage: '', rank },
  viewNum: 1,
  replyNum: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastReplyAt: '2026-11-20T08:00:00.000Z',
  content: '<p>赛前<b>分析</b></p>',
  editedAt: null,
  ...patch,
});

const floor = (patch: Partial<ForumReply> = {}): ForumReply => ({
  id: 31,
  postId: 7,
  parentId: 0,
  floor: 1,
  content: '一楼观点',
  author: { id: other.id, userName: other.userName, headImage: '', rank },
  replyTo: null,
  likeNum: 0,
  liked: false,
  childNum: 0,
  children: [],
  createdAt: '2026-11-20T09:00:00.000Z',
  ...patch,
});

const floorsPage = (list: ForumReply[]) => ({ list, total: list.length, page: 1, limit: 20 });

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

type Call = { url: string; init?: RequestInit };
function at(path: string, reader: User | null, answer: (url: string, init?: RequestInit) => unknown) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Response.json(answer(url, init));
  });
  const store = createStore();
  store.set(isLoginAtom, reader !== null);
  store.set(userInfoAtom, reader);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/forumdetail/:id?" element={<PostDetailPage />} />
          <Route path="/post" element={<PostEditorPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return calls;
}

const posted = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.includes(path)).map((c) => JSON.parse(String(c.init?.body)));

/** A detail page whose post and floors come from the arguments; other reads answer empty. */
const detail =
  (p: ForumPostDetail, floors: ForumReply[] = []) =>
  (url: string) => {
    if (url.includes('selectById/7')) return okData(p);
    if (url.includes('getComment')) return okData(floorsPage(floors));
    if (url.includes('addViewNum')) return okData({ viewNum: 2, counted: true });
    return okData(null);
  };

describe('forum authors edit and delete their own posts and replies', () => {
  it('[F15][F16] only the author sees 编辑 and 删除 on the post; a visitor and another user see neither', async () => {
    for (const reader of [null, other]) {
      at('/forumdetail/7', reader, detail(post()));
      await screen.findByRole('heading', { name: '曼城主场能否拿下' });
      // Everything the page reads is in: the floors' empty note is the last to come.
      await screen.findByText('暂无回复，快来抢沙发');
      expect(screen.queryByRole('link', { name: '编辑' })).toBeNull();
      expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
      cleanup();
    }
    at('/forumdetail/7', author, detail(post()));
    expect((await screen.findByRole('link', { name: '编辑' })).getAttribute('href')).toBe('/post?edit=7');
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('[F15] 删除 asks first (取消 sends nothing); 确定 deletes and lands on the area list with a notice of the refunded red envelope', async () => {
    const calls = at('/forumdetail/7', author, (url) =>
      url.includes('/posts/delete')
        ? okData({ id: 7, deleted: true, refundMoney: 1.5 }, '删除成功')
        : detail(post({ isMoneyReward: '1' }))(url),
    );
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask.textContent).toContain('红包未领完的部分将退回你的钱包');
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted(calls, '/posts/delete')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/forum/2');
    expect(posted(calls, '/posts/delete')).toEqual([{ id: 7 }]);
    expect(toastStore.get().map((t) => t.text)).toContain('帖子已删除，红包剩余 1.50 球币已退回');
  });

  it('[F15] a refused delete says why in Chinese and stays on the post', async () => {
    at('/forumdetail/7', author, (url) =>
      url.includes('/posts/delete')
        ? { code: 403, msg: '只能编辑或删除自己的帖子', data: null }
        : detail(post())(url),
    );
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.text)).toContain('只能编辑或删除自己的帖子'));
    expect(screen.getByRole('heading', { name: '曼城主场能否拿下' })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('[F16] an edited post says 编辑于 beside its time', async () => {
    at('/forumdetail/7', null, detail(post({ editedAt: '2026-11-21T02:30:00.000Z' })));
    expect((await screen.findByText(/^编辑于/)).textContent).toBe('编辑于 11-21 10:30');
  });

  it('[F16] 编辑 opens the editor filled with the post; 保存 sends title, content and images to update (no area, no red envelope) and opens the post', async () => {
    const calls = at('/post?edit=7', author, (url) => {
      if (url.includes('/posts/update')) return okData(post({ title: '曼城必胜' }), '修改成功');
      if (url.includes('selectSpecialArea')) return okData({ list: [], total: 0, page: 1, limit: 50 });
      return detail(post({ isMoneyReward: '1' }))(url);
    });
    const title = await screen.findByDisplayValue('曼城主场能否拿下');
    expect(screen.getByRole('heading', { name: '编辑帖子' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '帖子内容' }).innerHTML).toBe('<p>赛前<b>分析</b></p>');
    expect((screen.getByRole('combobox', { name: '专区' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole('option', { name: '英超' })).toBeTruthy();
    expect(screen.getByText('红包与悬赏发布后不能修改')).toBeTruthy();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toContain(IMG);
    fireEvent.change(title, { target: { value: '曼城必胜' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // The post's own page opens (its detail re-read from the server).
    expect(await screen.findByRole('heading', { name: /曼城主场能否拿下/ })).toBeTruthy();
    expect(posted(calls, '/posts/update')).toEqual([
      { id: 7, title: '曼城必胜', content: '<p>赛前<b>分析</b></p>', imageList: [IMG] },
    ]);
    expect(calls.some((c) => c.url.includes('/posts/insert'))).toBe(false);
  });

  it('[F16] another user opening the editor of a post not theirs gets no form', async () => {
    at('/post?edit=7', other, (url) => (url.includes('selectById/7') ? okData(post()) : okData(null)));
    expect(await screen.findByText('只能编辑或删除自己的帖子')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('[F16] the editor’s read failing (500) says why with 重试, which reads the post again and opens the form', async () => {
    let failing = true;
    at('/post?edit=7', author, (url) => {
      if (url.includes('selectById/7'))
        return failing ? { code: 500, msg: '服务器内部错误', data: null } : okData(post());
      return okData(null);
    });
    expect(await screen.findByText('帖子加载失败：服务器内部错误')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '保存' })).toBeTruthy();
  });

  it('[F17] a reply’s author alone sees 删除 on it; after confirming, the floors read again and a kept floor says 该回复已删除 with nothing to press', async () => {
    let deleted = false;
    const mine = floor();
    const theirs = floor({ id: 32, floor: 2, content: '二楼观点', author: post().author });
    const calls = at('/forumdetail/7', other, (url) => {
      if (url.includes('deleteReply')) {
        deleted = true;
        return okData({ id: 31, kept: true }, '删除成功');
      }
      if (url.includes('getComment'))
        return okData(
          floorsPage([
            deleted
              ? { ...mine, content: '该回复已删除', deleted: true, childNum: 1 }
              : { ...mine, childNum: 1 },
            theirs,
          ]),
        );
      return detail(post())(url);
    });
    const first = (await screen.findByText('一楼观点')).closest('li') as HTMLElement;
    const second = screen.getByText('二楼观点').closest('li') as HTMLElement;
    expect(within(second).queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: '删除' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('确定删除这条回复吗？');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    const gone = (await screen.findByText('该回复已删除')).closest('li') as HTMLElement;
    expect(posted(calls, 'deleteReply')).toEqual([{ replyId: 31 }]);
    expect(gone.textContent).toContain('1楼');
    expect(within(gone).queryAllByRole('button')).toEqual([]);
  });

  it('[F19] an admin sees 删除 (no 编辑) on anyone’s post and on every reply; confirming deletes the post and says the author is told', async () => {
    const nested = floor({ id: 40, parentId: 31, floor: 0, content: '楼中楼观点', author: post().author });
    const calls = at('/forumdetail/7', admin, (url) => {
      if (url.includes('/posts/delete')) return okData({ id: 7, deleted: true, refundMoney: 1 }, '删除成功');
      if (url.includes('getComment'))
        return okData(
          floorsPage([
            floor({ childNum: 1, children: [nested] }),
            floor({ id: 32, floor: 2, content: '二楼观点', author: post().author }),
          ]),
        );
      return detail(post())(url);
    });
    const first = (await screen.findByText('一楼观点')).closest('li') as HTMLElement;
    const second = screen.getByText('二楼观点').closest('li') as HTMLElement;
    const inner = screen.getByText('楼中楼观点').closest('li') as HTMLElement;
    for (const li of [first, second, inner])
      expect(within(li).getAllByRole('button', { name: '删除' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '编辑' })).toBeNull();

    const postDelete = screen
      .getAllByRole('button', { name: '删除' })
      .find((b) => b.closest('.forum-author-actions')) as HTMLElement;
    fireEvent.click(postDelete);
    expect(screen.getByRole('alertdialog').textContent).toContain('作者会收到通知');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/forum/2');
    expect(posted(calls, '/posts/delete')).toEqual([{ id: 7 }]);
    expect(toastStore.get().map((t) => t.text)).toContain('帖子已删除，已通知作者');
  });

  it('[F19] an admin’s 删除 on someone else’s reply asks as admin and sends deleteReply', async () => {
    const calls = at('/forumdetail/7', admin, (url) => {
      if (url.includes('deleteReply')) return okData({ id: 31, kept: false }, '删除成功');
      if (url.includes('getComment')) return okData(floorsPage([floor()]));
      return detail(post())(url);
    });
    const first = (await screen.findByText('一楼观点')).closest('li') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: '删除' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('确定以管理员身份删除这条回复吗？');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted(calls, 'deleteReply')).toEqual([{ replyId: 31 }]));
  });
});
