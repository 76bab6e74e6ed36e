import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import {
  failed,
  loggedInStore,
  onePage,
  payOrder,
  payPackages,
  payUser,
  renderPaymentCenter,
  stubPaymentGateway,
} from './test-payment-gateway.tsx';
import { useOrderPoll } from './use-order-poll.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ORDER = payOrder({
  packageId: 'q6',
  amount: '6.00',
  qiubi: '6.00',
  qrContent: '/api/payment/dev/sandbox?orderNo=KY20261127090000abcdefabcdef',
  expired: false,
});

describe('[PAY9] the order poll when the session ends', () => {
  it('a 401 (请先登录) stops the 2 s poll, opens the login box and says 请先登录; logging in again resumes it', async () => {
    vi.useFakeTimers();
    let reads = 0;
    let loggedIn = false;
    stubPaymentGateway({
      order: () => {
        reads += 1;
        return loggedIn ? ORDER : failed(401, '请先登录');
      },
    });
    const store = loggedInStore();
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
    act(() => store.set(userInfoAtom, payUser('1')));
    expect(result.current.loginNeeded).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads).toBe(3);
  });

  it('an order the gateway does not know for this user (404) stops the poll; a 500 does not', async () => {
    vi.useFakeTimers();
    let reads = 0;
    let answer = failed(500, '服务器错误');
    stubPaymentGateway({
      order: () => {
        reads += 1;
        return answer;
      },
    });
    const store = loggedInStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useOrderPoll(ORDER), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(reads).toBe(2);
    answer = failed(404, '订单不存在');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reads).toBe(3);
  });

  it('the QR code box says 请先登录 instead of 等待支付… and offers 登录', async () => {
    stubPaymentGateway({
      packages: () => payPackages(),
      orders: () => onePage([]),
      create: () => ORDER,
      otherwise: () => failed(401, '请先登录'),
    });
    const store = renderPaymentCenter();
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
