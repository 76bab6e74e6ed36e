import type { ForumReply } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { ReplyItem } from './reply-item.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rank = { rankName: '新手', userRankImg: '', color: '#999' };
const reply = (id: number, patch: Partial<ForumReply> = {}): ForumReply => ({
  id,
  postId: 7,
  parentId: 31,
  floor: 0,
  content: `楼中楼第${id}条`,
  author: { id: '9', userName: '球迷小李', headImage: '', rank },
  replyTo: null,
  likeNum: 0,
  liked: false,
  childNum: 0,
  children: [],
  createdAt: '2026-11-20T09:00:00.000Z',
  ...patch,
});

const TOTAL = 45;
const PAGE = 20;
const all = Array.from({ length: TOTAL }, (_, i) => reply(i + 1));

/** selectCommentChildNew in 20s; `fail` answers every read with an error. Records the pages asked. */
function stubChildren(fail = false) {
  const pages: number[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://site');
    const page = Number(url.searchParams.get('page'));
    pages.push(page);
    if (fail) return Response.json({ code: 500, msg: '服务器开小差了', data: null });
    const list = all.slice((page - 1) * PAGE, page * PAGE);
    return Response.json({ code: 200, msg: '查询成功', data: { list, total: TOTAL, page, limit: PAGE } });
  });
  return pages;
}

function renderFloor() {
  const floor = reply(31, {
    parentId: 0,
    floor: 1,
    content: '一楼观点',
    childNum: TOTAL,
    children: all.slice(0, 3),
  });
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <ReplyItem floor={floor} postId={7} areaId={2} onChanged={() => {}} onRemoved={() => {}} />
      </MemoryRouter>
    </Provider>,
  );
}

const shownTexts = () =>
  within(screen.getByRole('list', { name: '楼中楼' }))
    .getAllByText(/^楼中楼第\d+条$/)
    .map((el) => el.textContent);

describe('nested replies: 查看全部 and 加载更多回复', () => {
  it('a double click on 加载更多回复 loads the next page once; every reply shows once and the button stays until all are shown', async () => {
    const pages = stubChildren();
    renderFloor();
    fireEvent.click(screen.getByRole('button', { name: `查看全部 ${TOTAL} 条回复` }));
    const more = await screen.findByRole('button', { name: '加载更多回复' });
    expect(shownTexts()).toHaveLength(PAGE);

    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() => expect(shownTexts()).toHaveLength(2 * PAGE));
    expect(pages).toEqual([1, 2]);

    fireEvent.click(await screen.findByRole('button', { name: '加载更多回复' }));
    await waitFor(() => expect(shownTexts()).toHaveLength(TOTAL));
    expect(new Set(shownTexts()).size).toBe(TOTAL);
    expect(screen.queryByRole('button', { name: '加载更多回复' })).toBeNull();
  });

  it('a failed load says why and leaves the button to try again', async () => {
    stubChildren(true);
    renderFloor();
    fireEvent.click(screen.getByRole('button', { name: `查看全部 ${TOTAL} 条回复` }));
    await waitFor(() => expect(toastStore.get().map((t) => t.text)).toContain('服务器开小差了'));
    expect(shownTexts()).toHaveLength(3);
    expect(screen.getByRole('button', { name: `查看全部 ${TOTAL} 条回复` })).toBeTruthy();
  });
});
