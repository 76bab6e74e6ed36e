import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ExpertTab from './pages/expert-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('本月推荐专家 record', () => {
  it('[AR5] a 走 is neither hit nor miss: a user whose only pick was 走 reads 0中0 1走, not 1中0', async () => {
    vi.stubGlobal('fetch', async (input: string) => {
      const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
      if (String(input).includes('getRecommendUserList'))
        return ok([
          {
            rank: 1,
            userId: 3,
            userName: '老王看球',
            headImage: '',
            isModel: false,
            settled: 1,
            hits: 0,
            pushes: 1,
            hitRate: null,
            profit: 0,
            roi: 0,
          },
        ]);
      return ok([]);
    });
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <ExpertTab />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByText('老王看球');
    expect(screen.getByText('0中0 1走')).toBeTruthy();
    expect(screen.queryByText('1中0')).toBeNull();
  });
});
