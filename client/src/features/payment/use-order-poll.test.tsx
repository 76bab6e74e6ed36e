import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import type { PayOrder } from './payment-api.ts';
import PaymentCenter from './payment-center.tsx';
import { useOrderPoll } from './use-order-poll.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ORDER: PayOrder = {
  orderNo: 'KY20261127090000abcdefabcdef',
  packageId: 'q6',
  product: 'qiubi',
  channel: 'alipay',
  amount: '6.00',
  qiubi: '6.00',
  vipDays: 0,
  status: 'created',
  qrContent: '/api/payment/dev/sandbox?orderNo=KY20261127090000abcdefabcdef',
  createdAt: '2026-11-27T01:00:00.000Z',
  expired: false,
};
const user = (id: string) =>
  testUser({ id, userName: '测试', rank: { rankName: '新手', userRankImg: '', color: '#888' } });

describe('[PAY9] the order poll when the session ends', () => {
  it('a 401 (请先登录) stops the 2 s poll, opens the login box and says 请先登录; logging in again resumes it', async () => {
    vi.useFakeTimers();
    let reads = 0;
    let loggedIn = false;
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://site');
      if (url.pathname !== '/api/payment/order')
        return Response.json({ code: 404, msg: '接口不存在', data: null });
      reads += 1;
      return loggedIn
        ? Response.json({ code: 200, msg: '成功', data: ORDER })
        : Response.json({ code: 401, msg: '请先登录', data: null });
    });
    const store = createStore();
    store.set(isLoginAtom, true);
    store.set(userInfoAtom, user('1'));
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useOrderPoll(ORDER), { wrapper });
    expect(result.current.loginNeeded).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads).toBe(1);
    expect(result.current.loginNeeded).toBe('请先登录');
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
    expect(result.current.order?.status).toBe('created');
    // Stopped: a minute later the gateway was asked nothing more.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reads).toBe(1);
    // The login box logs the fan in again: the poll picks up where it stopped.
    loggedIn = true;
    act(() => store.set(userInfoAtom, user('1')));
    expect(result.current.loginNeeded).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads).toBe(3);
  });

  it('the QR code box says 请先登录 instead of 等待支付… and offers 登录', async () => {
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://site');
      const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
      if (url.pathname === '/api/payment/packages')
        return ok({
          recharge: [{ packageId: 'q6', amount: '6.00', qiubi: '6.00', title: '6球币', bonus: '' }],
          vip: [],
          channels: ['alipay'],
          sandbox: false,
        });
      if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
      if (url.pathname === '/api/payment/orders') return ok({ list: [], total: 0, page: 1, limit: 20 });
      if (init?.method === 'POST') return ok(ORDER);
      return Response.json({ code: 401, msg: '请先登录', data: null });
    });
    const store = createStore();
    store.set(isLoginAtom, true);
    store.set(userInfoAtom, user('1'));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/payment']}>
          <PaymentCenter />
        </MemoryRouter>
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /6球币/ }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await screen.findByText('等待支付…');
    await screen.findByText('请先登录', {}, { timeout: 6000 });
    expect(screen.queryByText('等待支付…')).toBeNull();
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
    act(() => store.set(isShowLoginBoxAtom, false));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });
});
