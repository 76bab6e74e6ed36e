import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import { useFeed } from '../hooks/use-feed.ts';
import FeedState from './feed-state.tsx';

afterEach(cleanup);

/** A 资料库 read whose answers come from `answers` in turn (the last one repeats). */
function Page({ load }: { load: () => Promise<ApiResult<string>> }) {
  const view = useFeed('points:36:2025-2026', load);
  return <FeedState view={view}>{(d) => <p>{d}</p>}</FeedState>;
}

function renderPage(answers: ApiResult<string>[]) {
  let n = 0;
  const load = async () => answers[Math.min(n++, answers.length - 1)] as ApiResult<string>;
  render(
    <MemoryRouter>
      <Page load={load} />
    </MemoryRouter>,
  );
}

describe('资料库 load errors', () => {
  it('a failed read offers 重试, which loads again (the page was a dead end: a red line and nothing to press)', async () => {
    renderPage([
      { ok: false, code: 0, msg: '网络异常，请检查网络后重试' },
      { ok: true, data: '积分榜', msg: '' },
    ]);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('网络异常'),
    );
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('积分榜')).toBeTruthy();
  });

  it('a season that does not exist offers the way back to 资料库, not a 重试 that cannot help', async () => {
    renderPage([{ ok: false, code: 404, msg: '暂无 1999 赛季数据' }]);
    await screen.findByText('暂无 1999 赛季数据');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回资料库' }).getAttribute('href')).toBe('/database');
  });

  it('a malformed link (400: a season like 2025-2027, a cup id on a league page) offers no 重试 either', async () => {
    renderPage([{ ok: false, code: 400, msg: '该编号是杯赛，请使用 cupId' }]);
    await screen.findByText('该编号是杯赛，请使用 cupId');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回资料库' })).toBeTruthy();
  });
});
