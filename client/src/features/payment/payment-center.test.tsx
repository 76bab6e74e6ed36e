import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failed,
  onePage,
  payOrder,
  payPackages,
  Q6,
  Q30,
  renderPaymentCenter,
  resetPaymentTest,
  stubPaymentGateway,
  VIP7,
} from './test-payment-gateway.tsx';

afterEach(resetPaymentTest);

const PACKAGES = payPackages({ recharge: [Q6, Q30], vip: [VIP7], channels: ['alipay', 'wechat'] });

/** A gateway stand-in: packages, balance, order creation and the polled order (which `closes` when told). */
function stubGateway(opts: {
  orderStatus: () => string;
  createFails?: boolean;
  ordersFail?: boolean;
  packagesFail?: () => boolean;
  /** 球币开通 answers 余额不足 while this says so. */
  buyVipBroke?: () => boolean;
  /** 球币开通's answer is lost (a 502) while this says so. */
  buyVipLost?: () => boolean;
}) {
  const created: { url: string; body: unknown }[] = [];
  const listed: unknown[] = [];
  const order = payOrder({
    orderNo: 'KY20261124180000abcdefabcdef',
    channel: 'wechat',
    qrContent: 'weixin://wxpay/bizpayurl?pr=abc',
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-24T10:30:00.000Z',
    expired: false,
  });
  stubPaymentGateway({
    packages: () => (opts.packagesFail?.() ? failed(500, '服务器内部错误') : PACKAGES),
    create: (url, init) => {
      created.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
      if (url.pathname.endsWith('buyVip') && opts.buyVipBroke?.()) return failed(400, '余额不足');
      if (url.pathname.endsWith('buyVip') && opts.buyVipLost?.()) return failed(502, '服务器错误（502）');
      if (opts.createFails) return failed(502, '支付下单失败，请稍后再试');
      listed.unshift(order);
      return order;
    },
    orders: () =>
      opts.ordersFail
        ? failed(500, '服务器内部错误')
        : onePage(listed.map((o) => ({ ...(o as object), status: opts.orderStatus() }))),
    order: () => ({ ...order, status: opts.orderStatus(), qrContent: '' }),
  });
  return created;
}

const renderLoggedIn = (path = '/userarea/foreRecharge') => renderPaymentCenter(path);

describe('/payment (issue 16)', () => {
  it('[PAY9] asks for a login first', () => {
    stubGateway({ orderStatus: () => 'created' });
    renderPaymentCenter('/', createStore());
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
    expect(screen.getByText('¥30.00', { selector: '.pay-amount' })).toBeTruthy();
    status = 'closed';
    await screen.findByText('订单已关闭，请重新下单', {}, { timeout: 6000 });
  });

  it('[PAY9] money reads one way: a package costs ¥30.00 like its order and 充值记录, not ¥30元', async () => {
    stubGateway({ orderStatus: () => 'created' });
    renderLoggedIn();
    const pkg = await screen.findByRole('button', { name: /31球币/ });
    expect(pkg.querySelector('.pay-package-price')?.textContent).toBe('¥30.00');
    fireEvent.click(pkg);
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    const row = await screen.findByTestId('pay-order-row');
    expect(row.querySelector('.pay-orders-amount')?.textContent).toBe('¥30.00');
    expect(screen.getByText('¥30.00', { selector: '.pay-amount' })).toBeTruthy();
  });

  it('[PAY9] the QR code says until when it can be paid, on the Beijing clock', async () => {
    stubGateway({ orderStatus: () => 'created' });
    renderLoggedIn();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    // Expires 10:30 UTC: 18:30 in Beijing.
    expect(await screen.findByText('请在 2026-11-24 18:30 前完成支付，逾期订单将自动关闭')).toBeTruthy();
  });

  it('[PAY9] the QR code names what it buys, so a 球币 order still open on the 开通VIP tab is not taken for VIP', async () => {
    stubGateway({ orderStatus: () => 'created' });
    renderLoggedIn();
    fireEvent.click(await screen.findByRole('button', { name: /31球币/ }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await screen.findByText(/扫码支付，支付完成后页面会自动更新/);
    fireEvent.click(screen.getByRole('tab', { name: '开通VIP' }));
    const box = (await screen.findByText(/扫码支付，支付完成后页面会自动更新/)).closest('.pay-order');
    expect(box?.querySelector('.pay-order-product')?.textContent).toBe('充值 31球币');
  });

  it('[PAY2] shows the server message when the order cannot be made', async () => {
    stubGateway({ orderStatus: () => 'created', createFails: true });
    renderLoggedIn();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText('支付下单失败，请稍后再试');
  });

  it('[PAY3] 充值记录 lists my orders: empty at first, a new order at once as 待支付 on the Beijing clock, then 已关闭', async () => {
    let status = 'created';
    stubGateway({ orderStatus: () => status });
    renderLoggedIn();
    await screen.findByText('暂无充值记录');
    fireEvent.click(await screen.findByRole('button', { name: /31球币/ }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    const row = await screen.findByTestId('pay-order-row');
    expect(row.textContent).toContain('31球币');
    expect(row.textContent).toContain('待支付');
    // Created 10:00 UTC: 18:00 in Beijing.
    expect(row.textContent).toContain('2026-11-24 18:00');
    expect(row.textContent).toContain('KY20261124180000abcdefabcdef');
    status = 'closed';
    await screen.findByText('已关闭', { selector: '.pay-orders-status' }, { timeout: 6000 });
  });

  it('[PAY3] 充值记录 that fails to load says so and offers 重试', async () => {
    stubGateway({ orderStatus: () => 'created', ordersFail: true });
    renderLoggedIn();
    await screen.findByText(/充值记录加载失败：服务器内部错误/);
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('[PAY1] packages that fail to load offer 重试, which reads them again', async () => {
    let fail = true;
    stubGateway({ orderStatus: () => 'created', ordersFail: false, packagesFail: () => fail });
    renderLoggedIn();
    await screen.findByText('服务器内部错误');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '立即支付' })).toBeTruthy();
    expect(screen.queryByText('服务器内部错误')).toBeNull();
  });

  it("[PAY9] ?tab=vip opens on 开通VIP (个人中心's 开通VIP link landed on 球币充值)", async () => {
    stubGateway({ orderStatus: () => 'created' });
    renderLoggedIn('/userarea/foreRecharge?tab=vip');
    expect(screen.getByRole('tab', { name: '开通VIP' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '球币充值' }));
    expect(screen.getByRole('tab', { name: '球币充值' }).getAttribute('aria-selected')).toBe('true');
  });

  it('[VIP1] a VIP for good is offered no plan: 永久VIP会员, 您已是永久会员，无需开通', async () => {
    stubPaymentGateway({
      packages: () => PACKAGES,
      routes: (url) =>
        url.pathname.endsWith('getMemberInfoNew')
          ? { isVip: true, vipUntil: null, benefits: {}, plans: [], qiubi: '10.00', userId: '1' }
          : undefined,
    });
    renderLoggedIn('/userarea/foreRecharge?tab=vip');
    expect(await screen.findByText('您已是永久会员，无需开通')).toBeTruthy();
    expect(screen.getByTestId('vip-status').textContent).toBe('永久VIP会员');
    expect(screen.queryByRole('button', { name: '球币开通' })).toBeNull();
  });

  it('[PAY9] 球币开通 asks first: one click spent 8.00 球币 on VIP周卡 with no question', async () => {
    const created = stubGateway({ orderStatus: () => 'created' });
    renderLoggedIn('/userarea/foreRecharge?tab=vip');
    fireEvent.click(await screen.findByRole('button', { name: '球币开通' }));
    const ask = screen.getByRole('alertdialog', { name: '确定花费 8.00 球币开通VIP周卡？' });
    expect(created.some((c) => c.url.endsWith('buyVip'))).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(created.some((c) => c.url.endsWith('buyVip'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '球币开通' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(created.filter((c) => c.url.endsWith('buyVip'))).toHaveLength(1));
  });

  it('[PAY9] VIP status that fails to load says so with 重试 (it read 加载中… for ever), which reads it again', async () => {
    let fails = true;
    stubPaymentGateway({
      packages: () => PACKAGES,
      orders: () => onePage([]),
      routes: (url) =>
        url.pathname.endsWith('getMemberInfoNew')
          ? fails
            ? failed(500, '服务器内部错误')
            : {
                isVip: true,
                vipUntil: '2026-12-31T17:00:00.000Z',
                benefits: {},
                plans: [],
                qiubi: '10.00',
                userId: '1',
              }
          : undefined,
    });
    renderLoggedIn('/userarea/foreRecharge?tab=vip');
    await screen.findByText('服务器内部错误');
    expect(screen.getByTestId('vip-status').textContent).toBe('');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() =>
      expect(screen.getByTestId('vip-status').textContent).toBe('VIP会员，有效期至 2027-01-01'),
    );
  });

  it('[PAY9] 球币开通 pressed again after a lost answer sends the same requestId (spent once); after an answer, a new one', async () => {
    let lost = true;
    const created = stubGateway({ orderStatus: () => 'created', buyVipLost: () => lost });
    renderLoggedIn('/userarea/foreRecharge?tab=vip');
    const buy = async () => {
      fireEvent.click(await screen.findByRole('button', { name: '球币开通' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    };
    const ids = () =>
      created.filter((c) => c.url.endsWith('buyVip')).map((c) => (c.body as { requestId: string }).requestId);
    await buy();
    await screen.findByText('服务器错误（502）');
    lost = false;
    await buy();
    await screen.findByText('成功', { selector: '.pay-ok' });
    await buy();
    await waitFor(() => expect(ids()).toHaveLength(3));
    const [first, retry, next] = ids();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('[PAY9] the VIP panel shows one way of paying at a time: 余额不足 goes when 支付宝开通 is chosen, the QR code when 球币 paid', async () => {
    let broke = true;
    stubGateway({ orderStatus: () => 'created', buyVipBroke: () => broke });
    renderLoggedIn('/userarea/foreRecharge?tab=vip');
    fireEvent.click(await screen.findByRole('button', { name: '球币开通' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await screen.findByText('余额不足');
    fireEvent.click(screen.getByRole('button', { name: '支付宝开通' }));
    await screen.findByText(/扫码支付，支付完成后页面会自动更新/);
    expect(screen.queryByText('余额不足')).toBeNull();
    // Topped up elsewhere, the user pays by 球币 after all: the unpaid order's QR code no longer waits beside 成功.
    broke = false;
    fireEvent.click(screen.getByRole('button', { name: '球币开通' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await screen.findByText('成功', { selector: '.pay-ok' });
    expect(screen.queryByText(/扫码支付，支付完成后页面会自动更新/)).toBeNull();
  });
});
