import { cleanup, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import SiteHeader from './site-header.tsx';

afterEach(cleanup);

/** The one highlighted section of the header at `path`. */
function currentAt(path: string): string[] {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
      </MemoryRouter>
    </Provider>,
  );
  const nav = within(screen.getByRole('navigation', { name: '主导航' }));
  const active = nav.getAllByRole('link').filter((a) => a.className.includes('active'));
  for (const a of active) expect(a.getAttribute('aria-current')).toBe('page');
  const labels = active.map((a) => a.textContent ?? '');
  cleanup();
  return labels;
}

describe('site header (spec §2: the current section is highlighted)', () => {
  it('highlights the section that owns a page living under another path', () => {
    expect(currentAt('/newsMoreInfo/51')).toEqual(['资讯']);
    expect(currentAt('/newsDou/5/2')).toEqual(['资讯']);
    expect(currentAt('/news/51')).toEqual(['资讯']);
    expect(currentAt('/livedetail/football/26112700906/live')).toEqual(['足球比分']);
    expect(currentAt('/livedetail/basketball/b1/live')).toEqual(['篮球比分']);
    expect(currentAt('/forumdetail/3')).toEqual(['论坛']);
    expect(currentAt('/arenaDetail/focus')).toEqual(['竞技场']);
  });

  it('keeps its own pages, the home page only at /, and none for the user centre', () => {
    expect(currentAt('/')).toEqual(['官方首页']);
    expect(currentAt('/newsMore/2')).toEqual(['资讯']);
    expect(currentAt('/football/end/2026-11-26')).toEqual(['足球比分']);
    expect(currentAt('/ai/history')).toEqual(['提醒服务']);
    expect(currentAt('/userarea/person')).toEqual([]);
  });
});
