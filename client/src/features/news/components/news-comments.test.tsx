import type { NewsComment, User } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { isLoginAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import { NewsComments } from './news-comments.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rank = { rankName: '新手', userRankImg: '', color: '#999' };
const user = (id: string, userName: string, isAdmin = false): User => ({
  id,
  userName,
  headImage: '',
  userSig: '',
  isVip: false,
  isAdmin,
  rank,
});
const me = user('9', '球迷小李');
const admin = user('1', '管理员', true);
const okData = (data: unknown, msg = '查询成功') => ({ code: 200, msg, data });
const comment = (id: number, authorId: string, content: string): NewsComment => ({
  id,
  newsId: 5,
  content,
  author: { id: authorId, userName: authorId === me.id ? me.userName : '路人', headImage: '', rank },
  isLandlord: false,
  createdAt: '2026-11-24T12:05:00.000Z',
});

type Call = { url: string; body?: unknown };
/** The comments of article 5 as `reader` sees them; a delete takes the comment out of what the next read answers. */
function at(reader: User | null, comments: NewsComment[], answerDelete = (_id: number) => true) {
  let list = [...comments];
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    if (url.includes('deleteComment')) {
      if (!answerDelete(body.id)) return Response.json({ code: 403, msg: '只能删除自己的评论', data: null });
      list = list.filter((c) => c.id !== body.id);
      return Response.json(okData({ id: body.id, deleted: true }, '删除成功'));
    }
    return Response.json(okData({ list, total: list.length, page: 1, limit: 5 }));
  });
  const store = createStore();
  store.set(isLoginAtom, reader !== null);
  store.set(userInfoAtom, reader);
  render(
    <Provider store={store}>
      <NewsComments newsId={5} />
    </Provider>,
  );
  return calls;
}

const itemOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;
const deletes = (calls: Call[]) => calls.filter((c) => c.url.includes('deleteComment')).map((c) => c.body);

describe('news comments: deleting ([N11])', () => {
  it('[N11] 删除 shows on one’s own comment only; a visitor sees none', async () => {
    const two = [comment(1, me.id, '我的评论'), comment(2, '3', '别人的评论')];
    at(me, two);
    expect(within(await itemOf('我的评论')).getByRole('button', { name: '删除' })).toBeTruthy();
    expect(within(await itemOf('别人的评论')).queryByRole('button', { name: '删除' })).toBeNull();
    cleanup();
    at(null, two);
    await screen.findByText('我的评论');
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('[N11] 删除 asks first in the site’s dialog (取消 sends nothing); 确定 deletes and the list and count read again', async () => {
    const calls = at(me, [comment(1, me.id, '我的评论'), comment(2, '3', '别人的评论')]);
    fireEvent.click(within(await itemOf('我的评论')).getByRole('button', { name: '删除' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask.textContent).toContain('确定删除这条评论吗？');
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deletes(calls)).toEqual([]);

    fireEvent.click(within(await itemOf('我的评论')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('我的评论')).toBeNull());
    expect(deletes(calls)).toEqual([{ id: 1 }]);
    expect(screen.getByRole('heading', { name: '评论（1）' })).toBeTruthy();
    expect(toastStore.get().map((t) => t.text)).toContain('评论已删除');
  });

  it('[N11] an admin sees 删除 on every comment and is asked as admin', async () => {
    const calls = at(admin, [comment(1, me.id, '我的评论'), comment(2, '3', '别人的评论')]);
    expect(within(await itemOf('我的评论')).getByRole('button', { name: '删除' })).toBeTruthy();
    fireEvent.click(within(await itemOf('别人的评论')).getByRole('button', { name: '删除' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('确定以管理员身份删除这条评论吗？');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('别人的评论')).toBeNull());
    expect(deletes(calls)).toEqual([{ id: 2 }]);
  });

  it('[N11] a refused delete says why in Chinese and keeps the comment', async () => {
    at(me, [comment(1, me.id, '我的评论')], () => false);
    fireEvent.click(within(await itemOf('我的评论')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.text)).toContain('只能删除自己的评论'));
    expect(screen.getByText('我的评论')).toBeTruthy();
  });
});
