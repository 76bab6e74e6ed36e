import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FeedbackAdminPage from './feedback-admin-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FeedbackAdminPage', () => {
  it('pages the feedback list with the site pager: 第 n / m 页, 下一页 reads the next page', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://site');
      const page = Number(url.searchParams.get('page'));
      asked.push(String(page));
      const item = {
        id: page,
        userName: `用户${page}`,
        feedbackType: '功能建议',
        feedbackDetail: `第${page}页的反馈`,
        imgList: [],
        phone: '',
        status: 'open',
        createdAt: '2026-11-24T00:05:00.000Z',
      };
      return Response.json({ code: 200, msg: '', data: { list: [item], total: 25, page, limit: 20 } });
    });
    render(<FeedbackAdminPage />);
    expect(await screen.findByText('第 1 / 2 页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 / 2 页')).toBeTruthy();
    expect(asked).toEqual(['1', '2']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '下一页' }).disabled).toBe(true);
  });

  it('closing the last item of the last page turns to the page before, not 暂无反馈 with no pager', async () => {
    let open = 21;
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://site');
      if (url.pathname.endsWith('/close')) {
        open -= 1;
        return Response.json({ code: 200, msg: '已处理', data: null });
      }
      const page = Number(url.searchParams.get('page'));
      asked.push(String(page));
      const first = (page - 1) * 20 + 1;
      const list = Array.from({ length: Math.max(0, Math.min(20, open - first + 1)) }, (_, i) => ({
        id: first + i,
        userName: `用户${first + i}`,
        feedbackType: '功能建议',
        feedbackDetail: `第${first + i}条反馈`,
        imgList: [],
        phone: '',
        status: 'open',
        createdAt: '2026-11-24T00:05:00.000Z',
      }));
      return Response.json({ code: 200, msg: '', data: { list, total: open, page, limit: 20 } });
    });
    render(<FeedbackAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第21条反馈')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '标记已处理' }));
    expect(await screen.findByText('第20条反馈')).toBeTruthy();
    expect(screen.queryByText('暂无反馈')).toBeNull();
    expect(asked).toEqual(['1', '2', '2', '1']);
  });
});
