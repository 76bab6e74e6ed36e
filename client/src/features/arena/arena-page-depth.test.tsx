import type { ArenaPick } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoginAtom } from '../../state/user-atoms.ts';
import { ARENA_MAX_ROWS, arenaLastPage } from './api/arena-api.ts';
import { BoughtPicks } from './components/bought-picks.tsx';
import IndexTab, { Pager, RankPager } from './pages/index-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWith(node: React.ReactNode) {
  const store = createStore();
  store.set(isLoginAtom, true);
  return render(
    <Provider store={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );
}

const next = () => screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement;

describe('arena pick lists page through the first ARENA_MAX_ROWS rows only', () => {
  it('[AR2] the last page offered is ⌊10000 / limit⌋: 500 of 20, 200 of 50', () => {
    expect(ARENA_MAX_ROWS).toBe(10_000);
    expect(arenaLastPage(20)).toBe(500);
    expect(arenaLastPage(50)).toBe(200);
    expect(arenaLastPage(6)).toBe(1666);
  });

  it('[AR2] on 500k picks the pager counts 500 pages of 20 and offers no 下一页 on the 500th (the gateway refuses page 501)', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} total={500_000} limit={20} onPage={onPage} />);
    expect(screen.getByText('第1/500页')).toBeTruthy();
    rerender(<Pager page={500} total={500_000} limit={20} onPage={onPage} />);
    expect(screen.getByText('第500/500页')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.click(next());
    expect(onPage).not.toHaveBeenCalled();
    // A list within the depth is counted as it is.
    rerender(<Pager page={1} total={41} limit={20} onPage={onPage} />);
    expect(screen.getByText('第1/3页')).toBeTruthy();
  });

  it('[AR2] the ranking, sliced in memory rather than read by OFFSET, keeps every page', () => {
    render(<RankPager page={1} total={600_000} limit={50} onPage={() => {}} />);
    expect(screen.getByText('第1/12000页')).toBeTruthy();
  });

  it('[AR2] 最新推荐 on a 500k-pick arena shows 第1/500页, never the 25000 pages the total would make', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const data = url.includes('getArenaWhatRound')
        ? { week: 1, month: 202611, today: '2026-11-24' }
        : url.includes('getArenaNoticeInfoNew')
          ? { title: '公告', content: '' }
          : url.includes('getAllArenaRecommendNew')
            ? { list: [] as ArenaPick[], total: 500_000, page: 1, limit: 20 }
            : { list: [], total: 0, page: 1, limit: 6 };
      return Response.json({ code: 200, msg: '', data });
    });
    renderWith(<IndexTab />);
    expect(await screen.findByText('第1/500页')).toBeTruthy();
    expect(screen.queryByText('第1/25000页')).toBeNull();
  });

  it('[AR2] 我购买的推荐 (no total) offers 下一页 after a full page, as before, within the depth', async () => {
    const full = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      pickId: i + 1,
      money: 1,
      createdAt: Date.parse('2026-11-24T10:00:00+08:00'),
      refundedAt: null,
      status: 'pending',
      result: null,
      homeName: `主队${i}`,
      awayName: `客队${i}`,
    }));
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: full }));
    renderWith(<BoughtPicks />);
    expect(await screen.findByText('第1页')).toBeTruthy();
    expect(next().disabled).toBe(false);
    // Its cap is page < arenaLastPage(20) = 500 (checked above); clicking 500 pages here would take 15 s.
  });
});
