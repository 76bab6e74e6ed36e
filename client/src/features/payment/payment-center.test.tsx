import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import PaymentCenter from './payment-center.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PACKAGES = {
  recharge: [
    { packageId: 'q6', amount: '6.00', qiubi: '6.00', title: '6球币', bonus: '' },
    { packageId: 'q30', amount: '30.00', qiubi: '31.00', title: '31球币', bonus: '送1球币' },
  ],
  vip: [{ packageId: 'vip7', amount: '8.00', days: 7, title: 'VIP周卡' }],
  channels: ['alipay', 'wechat'],
  sandbox: false,
};

/** A gateway stand-in: packages, balance, order creation and the polled order (which `closes` when told). */
function stubGateway(opts: { orderStatus: () => string; createFails?: boolean }) {
  const created: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site');
    const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
    if (url.pathname === '/api/payment/packages') return ok(PACKAGES);
    if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
    const order = {
      orderNo: 'KY20261124180000abcdefabcdef',
      packageId: 'q30',
      product: 'qiubi',
      channel: 'wechat',
      amount: '30.00',
      qiubi: '31.00',
      vipDays: 0,
      status: 'created',
      qrContent: 'weixin://wxpay/bizpayurl?pr=abc',
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    if (init?.method === 'POST') {
      created.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
      if (opts.createFails) return Response.json({ code: 502, msg: '支付下单失败，请稍后再试', data: null });
      return ok(order);
    }
    if (url.pathname === '/api/payment/order')
      return ok({ ...order, status: opts.orderStatus(), qrContent: '' });
    return Response.json({ code: 404, msg: '接口不存在', data: null });
  });
  return created;
}

function renderLoggedIn() {
  const store = createStore();
  store.set(isLoginAtom, true);
  store.set(userInfoAtom, {
    id: '1',
    userName: '测试',
    headImage: '',
    userSig: '',
    isVip: false,
    isAdmin: false,
    rank: { rankName: '新手', userRankImg: '', color: '#888' },
  });
  render(
    <Provider store={store}>
      <PaymentCenter />
    </Provider>,
  );
}

describe('/payment (issue 16)', () => {
  it('[PAY9] asks for a login first', () => {
    stubGateway({ orderStatus: () => 'created' });
    render(
      <Provider store={createStore()}>
        <PaymentCenter />
      </Provider>,
    );
    expect(screen.getByText('请先登录后再充值')).toBeTruthy();
  });

  it('[PAY1] sends only the package id to the chosen channel and shows the QR code until the order closes', async () => {
    let status = 'created';
    const created = stubGateway({ orderStatus: () => status });
    renderLoggedIn();
    await screen.findByText('10.00');
    fireEvent.click(await screen.findByRole('button', { name: /31球币/ }));
    fireEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await screen.findByText('请使用微信支付扫码支付，支付完成后页面会自动更新。');
    expect(created).toEqual([{ url: '/api/payment/wxPay/createOrder', body: { packageId: 'q30' } }]);
    expect(screen.getByText('¥30.00')).toBeTruthy();
    status = 'closed';
    await screen.findByText('订单已关闭，请重新下单', {}, { timeout: 6000 });
  });

  it('[PAY2] shows the server message when the order cannot be made', async () => {
    stubGateway({ orderStatus: () => 'created', createFails: true });
    renderLoggedIn();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText('支付下单失败，请稍后再试');
  });
});
