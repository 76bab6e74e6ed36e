import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import PaymentCenter from './payment-center.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PACKAGES = {
  recharge: [{ packageId: 'q6', amount: '6.00', qiubi: '6.00', title: '6球币', bonus: '' }],
  vip: [],
  channels: ['alipay'],
  sandbox: false,
};
/** 45 closed orders, newest first: order i is `KY…` ending in i. */
const ORDERS = Array.from({ length: 45 }, (_, i) => ({
  orderNo: `KY20261127090000${String(i).padStart(12, '0')}`,
  packageId: 'q6',
  product: 'qiubi',
  channel: 'alipay',
  amount: '6.00',
  qiubi: '6.00',
  vipDays: 0,
  status: 'closed',
  qrContent: '',
  createdAt: new Date(Date.UTC(2026, 10, 27, 1, 0, 0) - i * 60_000).toISOString(),
  expired: false,
}));

describe('[PAY9] 充值记录 pages', () => {
  it('shows the latest 20 orders and 加载更多 reads the next page until all 45 show, each once', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://site');
      const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
      if (url.pathname === '/api/payment/packages') return ok(PACKAGES);
      if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
      if (url.pathname === '/api/payment/orders') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        asked.push(`${page}/${limit}`);
        const list = ORDERS.slice((page - 1) * limit, page * limit);
        return ok({ list, total: ORDERS.length, page, limit });
      }
      return Response.json({ code: 404, msg: '接口不存在', data: null });
    });
    const store = createStore();
    store.set(isLoginAtom, true);
    store.set(
      userInfoAtom,
      testUser({ id: '1', userName: '测试', rank: { rankName: '新手', userRankImg: '', color: '#888' } }),
    );
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/payment']}>
          <PaymentCenter />
        </MemoryRouter>
      </Provider>,
    );
    const shown = () => screen.getAllByTestId('pay-order-row').map((r) => r.textContent?.match(/KY\d+/)?.[0]);
    await screen.findAllByTestId('pay-order-row');
    expect(shown()).toEqual(ORDERS.slice(0, 20).map((o) => o.orderNo));
    expect(screen.getByText('共 45 笔')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText(ORDERS[39]?.orderNo ?? '', { exact: false });
    expect(shown()).toEqual(ORDERS.slice(0, 40).map((o) => o.orderNo));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText(ORDERS[44]?.orderNo ?? '', { exact: false });
    expect(shown()).toEqual(ORDERS.map((o) => o.orderNo));
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(asked).toEqual(['1/20', '2/20', '3/20']);
  });
});
