import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReleaseAndRewardPage from './release-and-reward-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = {
  postId: 7,
  authorId: 3,
  isMoneyReward: 2,
  redEnvelopeMoney: 10,
  redEnvelopeCount: 5,
  redEnvelopeType: 1,
  type: 2,
  surplusMoney: 6.5,
  surplusCount: 3,
  status: 'active',
  expiresAt: 0,
  myMoney: null,
  title: '助学红包',
  userName: '老王',
};

describe('/releaseandreward: a failed read offers 重试', () => {
  it('the square after a network blip: the reason with 重试, which reads the rows again', async () => {
    let reads = 0;
    vi.stubGlobal('fetch', async () => {
      reads += 1;
      return reads === 1
        ? Response.json({ code: 500, msg: '服务器开小差了', data: null })
        : Response.json({ code: 200, msg: '', data: [open] });
    });
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/releaseandreward/square']}>
          <Routes>
            <Route path="/releaseandreward/:releaseandreward?" element={<ReleaseAndRewardPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('加载失败：服务器开小差了');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('助学红包')).toBeTruthy();
  });
});
