import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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
  recharge: [{ packageId: 'q30', amount: '30.00', qiubi: '31.00', title: '31球币', bonus: '送1球币' }],
  vip: [],
  channels: ['alipay', 'wechat'],
  sandbox: true,
};
const ORDER = {
  orderNo: 'KY20261127090000abcdefabcdef',
  packageId: 'q30',
  product: 'qiubi',
  channel: 'alipay',
  amount: '30.00',
  qiubi: '31.00',
  vipDays: 0,
  status: 'created',
  qrContent: '/api/payment/dev/sandbox?orderNo=KY20261127090000abcdefabcdef',
  createdAt: '2026-11-27T01:00:00.000Z',
};

describe('[PAY9] 充值记录 after a reload', () => {
  it('a 待支付 order offers 继续支付: its QR code and sandbox link come back, and paying it credits the balance', async () => {
    let paid = false;
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://site');
      const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
      const now = paid ? { ...ORDER, status: 'credited', qrContent: '' } : ORDER;
      if (url.pathname === '/api/payment/packages') return ok(PACKAGES);
      if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: paid ? 41 : 10 });
      if (url.pathname === '/api/payment/orders') return ok([now]);
      if (url.pathname === '/api/payment/order') return ok(now);
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
    const row = await screen.findByTestId('pay-order-row');
    expect(row.textContent).toContain('待支付');
    fireEvent.click(within(row).getByRole('button', { name: '继续支付' }));
    expect(within(row).getByText('请使用支付宝扫码支付，支付完成后页面会自动更新。')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '打开沙箱支付页（开发环境）' }).getAttribute('href')).toBe(
      ORDER.qrContent,
    );
    paid = true;
    await screen.findByText('已到账', { selector: '.pay-orders-status' }, { timeout: 6000 });
    await screen.findByText('41.00');
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
  });
});
