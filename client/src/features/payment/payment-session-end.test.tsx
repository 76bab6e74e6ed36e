import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import {
  failed,
  ok,
  onePage,
  payOrder,
  payPackages,
  payUser,
  Q30,
  renderPaymentCenter,
  resetPaymentTest,
  stubPaymentGateway,
  VIP7,
} from './test-payment-gateway.tsx';

afterEach(resetPaymentTest);

const PACKAGES = payPackages({ recharge: [{ ...Q30, bonus: '' }], vip: [VIP7] });
const ORDER = payOrder({
  qrContent: 'https://qr.alipay.com/abc',
  expiresAt: '2026-11-27T01:30:00.000Z',
  expired: false,
});
const SCAN = '请使用支付宝扫码支付，支付完成后页面会自动更新。';

/**
 * A gateway whose session ends once `ended()` says so: 401 请先登录 on 取消订单 and 球币开通, and on reading the
 * order too unless `pollStillOk` (so the order poll, which already opens the login box, is not what opens it).
 */
function stubGateway(ended: () => boolean, list: unknown[] = [], pollStillOk = false) {
  const gone = () => failed(401, '请先登录');
  stubPaymentGateway({
    routes: (url) => {
      if (url.pathname === '/api/user/member/info' || url.pathname.endsWith('member'))
        return ok({ isVip: false, vipUntil: null });
      if (url.pathname === '/api/payment/order/cancel' || url.pathname.endsWith('buyVip'))
        return ended() ? gone() : ok(ORDER);
      return undefined;
    },
    create: () => ORDER,
    packages: () => PACKAGES,
    orders: () => onePage(list),
    order: () => (ended() && !pollStillOk ? gone() : ORDER),
  });
}

describe('[PAY9] a session that ended opens the login box, like the order poll does', () => {
  it('[PAY9] 取消订单 answered 401 opens the login box (it only said 请先登录)', async () => {
    let ended = false;
    stubGateway(() => ended, [], true);
    const store = renderPaymentCenter();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    ended = true;
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    await screen.findByText('请先登录');
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });

  it('[PAY9] 继续支付 answered 401 opens the login box (it only said 请先登录)', async () => {
    stubGateway(() => true, [ORDER]);
    const store = renderPaymentCenter();
    const row = await screen.findByTestId('pay-order-row');
    fireEvent.click(within(row).getByRole('button', { name: '继续支付' }));
    await within(row).findByText('请先登录');
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });

  it('[PAY9] 球币开通 answered 401 opens the login box (it only said 请先登录)', async () => {
    stubGateway(() => true);
    const store = renderPaymentCenter('/payment?tab=vip');
    fireEvent.click(await screen.findByRole('button', { name: '球币开通' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await screen.findByText('请先登录');
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });
});

describe('[PAY9] an open order belongs to the user who made it', () => {
  it('after a logout, another user logging in on the page sees no QR code, order or poll of the first', async () => {
    stubGateway(() => false);
    const store = renderPaymentCenter();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    act(() => {
      store.set(isLoginAtom, false);
      store.set(userInfoAtom, null);
    });
    await screen.findByText('请先登录后再充值');
    act(() => {
      store.set(userInfoAtom, payUser('2'));
      store.set(isLoginAtom, true);
    });
    await screen.findByRole('button', { name: '立即支付' });
    expect(screen.queryByText(SCAN)).toBeNull();
    expect(document.querySelector('[data-testid="pay-qr"], .pay-qr')).toBeNull();
  });

  it('the same user back after the session ended keeps the open order (the poll waits for that login)', async () => {
    stubGateway(() => false);
    const store = renderPaymentCenter();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    act(() => store.set(isLoginAtom, false));
    await screen.findByText('请先登录后再充值');
    act(() => {
      store.set(userInfoAtom, payUser('1'));
      store.set(isLoginAtom, true);
    });
    await screen.findByText(SCAN);
  });
});
