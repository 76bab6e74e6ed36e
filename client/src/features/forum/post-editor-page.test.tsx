import type { ForumPostDetail } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, loginLostAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { useSessionLost } from '../auth/hooks/use-session-lost.ts';
import PostEditorPage from './post-editor-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = testUser();
const okData = (data: unknown, msg = '查询成功') => ({ code: 200, msg, data });
const areas = {
  list: [{ id: 2, name: '英超', intro: '英格兰超级联赛', postNum: 0, todayNum: 0 }],
  total: 1,
  page: 1,
  limit: 50,
};
const post: ForumPostDetail = {
  id: 7,
  title: '曼城主场能否拿下',
  summary: '赛前分析',
  images: [],
  parentId: 2,
  areaName: '英超',
  isMoneyReward: '',
  author: { id: me.id, userName: me.userName, headImage: '', rank: me.rank },
  viewNum: 1,
  replyNum: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastReplyAt: '2026-11-20T08:00:00.000Z',
  content: '<p>赛前分析</p>',
  editedAt: null,
};

/** The app's [UA6] listener: a 401 logs the page out as it does in the shell. */
function SessionLost() {
  useSessionLost();
  return null;
}

type Call = { url: string; init?: RequestInit };
/** The editor at `path` for a logged-in fan; `answer` plays the gateway (areas for anything it leaves). */
function editorAt(path: string, answer: (url: string) => unknown = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Response.json(answer(url) ?? okData(areas));
  });
  const store = createStore();
  store.set(isLoginAtom, true);
  store.set(userInfoAtom, me);
  render(
    <Provider store={store}>
      <SessionLost />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/post" element={<PostEditorPage />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { calls, store };
}

const inserts = (calls: Call[]) =>
  calls.filter((c) => c.url.includes('/posts/insert')).map((c) => JSON.parse(String(c.init?.body)));
const titleBox = () => screen.getByPlaceholderText(/请输入标题/) as HTMLInputElement;
const contentBox = () => screen.getByRole('textbox', { name: '帖子内容' });
const publish = () => screen.getByRole('button', { name: '发布' }) as HTMLButtonElement;

async function writeDraft() {
  await screen.findByRole('option', { name: '英超' });
  fireEvent.change(titleBox(), { target: { value: '周末前瞻' } });
  contentBox().innerHTML = '<p>主场必胜</p>';
  fireEvent.input(contentBox());
}

const logInAgain = (store: ReturnType<typeof createStore>) =>
  act(() => {
    store.set(isLoginAtom, true);
    store.set(userInfoAtom, me);
  });

describe('[F5] a login lost while writing keeps the draft', () => {
  it('[F5] a logout in another tab leaves the form with a login prompt and 发布 off; logged in again, 发布 sends the same title and content', async () => {
    const { calls, store } = editorAt('/post?area=2', (url) =>
      url.includes('/posts/insert') ? okData({ id: 42 }, '发布成功') : undefined,
    );
    await writeDraft();
    act(() => store.set(loginLostAtom, { askToLogin: false }));
    expect(screen.getByText('当前未登录，登录后即可发布，已填写的内容会保留。')).toBeTruthy();
    expect(publish().disabled).toBe(true);
    logInAgain(store);
    expect(titleBox().value).toBe('周末前瞻');
    expect(contentBox().innerHTML).toBe('<p>主场必胜</p>');
    expect(screen.queryByText(/当前未登录/)).toBeNull();
    fireEvent.click(publish());
    await waitFor(() => expect(inserts(calls)).toHaveLength(1));
    expect(inserts(calls)[0]).toMatchObject({ title: '周末前瞻', content: '<p>主场必胜</p>', parentId: 2 });
  });

  it('[F5][UA6] 发布 answered 401 opens the login box over the kept draft; after logging in, 发布 sends it', async () => {
    let sessionGone = true;
    const { calls, store } = editorAt('/post?area=2', (url) => {
      if (!url.includes('/posts/insert')) return undefined;
      return sessionGone ? { code: 401, msg: '请先登录', data: null } : okData({ id: 42 }, '发布成功');
    });
    await writeDraft();
    fireEvent.click(publish());
    await waitFor(() => expect(store.get(isShowLoginBoxAtom)).toBe(true));
    expect(store.get(isLoginAtom)).toBe(false);
    expect(titleBox().value).toBe('周末前瞻');
    sessionGone = false;
    logInAgain(store);
    expect(contentBox().innerHTML).toBe('<p>主场必胜</p>');
    fireEvent.click(publish());
    await waitFor(() => expect(inserts(calls)).toHaveLength(2));
    expect(inserts(calls)[1]).toMatchObject({ title: '周末前瞻', content: '<p>主场必胜</p>' });
  });

  it('[F5][F16] a login lost while editing a post keeps the edited title, not 只能编辑或删除自己的帖子', async () => {
    const { store } = editorAt('/post?edit=7', (url) =>
      url.includes('selectById/7') ? okData(post) : undefined,
    );
    fireEvent.change(await screen.findByDisplayValue('曼城主场能否拿下'), { target: { value: '曼城必胜' } });
    act(() => store.set(loginLostAtom, { askToLogin: false }));
    expect(screen.getByText('当前未登录，登录后即可保存，已填写的内容会保留。')).toBeTruthy();
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    logInAgain(store);
    expect(titleBox().value).toBe('曼城必胜');
  });
});

describe('[RE2] a balance recharged in another tab does not keep refusing the red envelope', () => {
  /** A draft with a 50 球币 envelope, shown 余额不足 on a balance of 10; `balance` is what the server holds. */
  async function shortOfBalance() {
    const wallet = { balance: 10 };
    const editor = editorAt('/post?area=2', (url) => {
      if (url.includes('getQuQiuCoinTotal')) return okData({ currency: 'qiubi', total: wallet.balance });
      if (url.includes('/posts/insert')) return okData({ id: 42 }, '发布成功');
      return undefined;
    });
    await writeDraft();
    fireEvent.click(screen.getByLabelText('发红包'));
    expect(await screen.findByText('当前余额 10.00 球币')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('1-100'), { target: { value: '5' } });
    fireEvent.change(screen.getByPlaceholderText('如 10.00'), { target: { value: '50' } });
    expect((await screen.findByRole('alert')).textContent).toBe('余额不足');
    return { ...editor, wallet };
  }

  it('[RE2] back in view after a recharge, the editor reads the balance again: 余额不足 goes and 发布 sends the post', async () => {
    const { calls, wallet } = await shortOfBalance();
    wallet.balance = 55;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('当前余额 55.00 球币')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    fireEvent.click(publish());
    await waitFor(() => expect(inserts(calls)).toHaveLength(1));
    expect(inserts(calls)[0]).toMatchObject({ isMoneyReward: 1, redEnvelope: { redEnvelopeMoney: '50' } });
  });

  it('[RE2] 发布 reads the balance again before refusing 余额不足: a recharge since is sent, a balance still short is not', async () => {
    const { calls, wallet } = await shortOfBalance();
    // Still short at the server: refused here, said once, nothing sent.
    fireEvent.click(publish());
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('getQuQiuCoinTotal')).length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(publish().disabled).toBe(false));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['余额不足']);
    expect(inserts(calls)).toEqual([]);
    // Recharged in another tab, no focus event seen (the tab never lost it): 发布 still sends.
    wallet.balance = 55;
    fireEvent.click(publish());
    await waitFor(() => expect(inserts(calls)).toHaveLength(1));
    expect(inserts(calls)[0]).toMatchObject({ isMoneyReward: 1, redEnvelope: { redEnvelopeMoney: '50' } });
  });
});
