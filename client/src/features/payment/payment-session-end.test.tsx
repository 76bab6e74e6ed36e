import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import PaymentCenter from './payment-center.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PACKAGES = {
  recharge: [{ packageId: 'q30', amount: '30.00', qiubi: '31.00', title: '31球币', bonus: '' }],
  vip: [{ packageId: 'vip7', amount: '8.00', days: 7, title: 'VIP周卡' }],
  channels: ['alipay'],
  sandbox: false,
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
  qrContent: 'https://qr.alipay.com/abc',
  createdAt: '2026-11-27T01:00:00.000Z',
  expiresAt: '2026-11-27T01:30:00.000Z',
  expired: false,
};
const SCAN = '请使用支付宝扫码支付，支付完成后页面会自动更新。';

/**
 * A gateway whose session ends once `ended()` says so: 401 请先登录 on 取消订单 and 球币开通, and on reading the
 * order too unless `pollStillOk` (so the order poll, which already opens the login box, is not what opens it).
 */
function stubGateway(ended: () => boolean, list: unknown[] = [], pollStillOk = false) {
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site');
    const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
    const gone = Response.json({ code: 401, msg: '请先登录', data: null });
    if (url.pathname === '/api/payment/packages') return ok(PACKAGES);
    if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
    if (url.pathname === '/api/user/member/info' || url.pathname.endsWith('member'))
      return ok({ isVip: false, vipUntil: null });
    if (url.pathname === '/api/payment/orders') return ok({ list, total: list.length, page: 1, limit: 20 });
    if (url.pathname === '/api/payment/order') return ended() && !pollStillOk ? gone : ok(ORDER);
    if (url.pathname === '/api/payment/order/cancel' || url.pathname.endsWith('buyVip'))
      return ended() ? gone : ok(ORDER);
    if (init?.method === 'POST') return ok(ORDER);
    return Response.json({ code: 404, msg: '接口不存在', data: null });
  });
}

function renderPage(path = '/payment') {
  const store = createStore();
  store.set(isLoginAtom, true);
  store.set(
    userInfoAtom,
    testUser({ id: '1', userName: '测试', rank: { rankName: '新手', userRankImg: '', color: '#888' } }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <PaymentCenter />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('[PAY9] a session that ended opens the login box, like the order poll does', () => {
  it('[PAY9] 取消订单 answered 401 opens the login box (it only said 请先登录)', async () => {
    let ended = false;
    stubGateway(() => ended, [], true);
    const store = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    ended = true;
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    await screen.findByText('请先登录');
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });

  it('[PAY9] 继续支付 answered 401 opens the login box (it only said 请先登录)', async () => {
    stubGateway(() => true, [ORDER]);
    const store = renderPage();
    const row = await screen.findByTestId('pay-order-row');
    fireEvent.click(within(row).getByRole('button', { name: '继续支付' }));
    await within(row).findByText('请先登录');
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });

  it('[PAY9] 球币开通 answered 401 opens the login box (it only said 请先登录)', async () => {
    stubGateway(() => true);
    const store = renderPage('/payment?tab=vip');
    fireEvent.click(await screen.findByRole('button', { name: '球币开通' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await screen.findByText('请先登录');
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });
});
