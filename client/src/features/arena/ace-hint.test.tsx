import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AceTab from './pages/ace-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('[AR5] 王牌榜 hint', () => {
  it('states the 王牌 rule as records read since a 走 is no miss: 近9中7 1走 qualifies, as the flag says', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 200, msg: '成功', data: { list: [], total: 0 } }),
    );
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <AceTab />
        </MemoryRouter>
      </Provider>,
    );
    const hint = await screen.findByText(/王牌推荐人/);
    expect(hint.textContent).toContain('近9中7 1走');
    expect(hint.textContent).not.toMatch(/近10中7及以上/);
  });
});
