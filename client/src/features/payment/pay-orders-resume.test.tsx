import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failed,
  ok,
  onePage,
  payOrder,
  payPackages,
  Q30,
  renderPaymentCenter,
  resetPaymentTest,
  stubPaymentGateway,
} from './test-payment-gateway.tsx';

afterEach(resetPaymentTest);

const PACKAGES = payPackages({ recharge: [Q30], channels: ['alipay', 'wechat'], sandbox: true });
const ORDER = payOrder({
  qrContent: '/api/payment/dev/sandbox?orderNo=KY20261127090000abcdefabcdef',
});

describe('[PAY9] 充值记录 after a reload', () => {
  it('a 待支付 order offers 继续支付: its QR code and sandbox link come back, and paying it credits the balance', async () => {
    let paid = false;
    const now = () => (paid ? { ...ORDER, status: 'credited' as const, qrContent: '' } : ORDER);
    stubPaymentGateway({
      packages: () => PACKAGES,
      balance: () => (paid ? 41 : 10),
      orders: () => onePage([now()]),
      order: now,
    });
    renderPaymentCenter();
    const row = await screen.findByTestId('pay-order-row');
    expect(row.textContent).toContain('待支付');
    fireEvent.click(within(row).getByRole('button', { name: '继续支付' }));
    expect(await within(row).findByText('请使用支付宝扫码支付，支付完成后页面会自动更新。')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '打开沙箱支付页（开发环境）' }).getAttribute('href')).toBe(
      ORDER.qrContent,
    );
    paid = true;
    await screen.findByText('已到账', { selector: '.pay-orders-status' }, { timeout: 6000 });
    await screen.findByText('41.00');
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
  });
});

/**
 * A gateway stand-in for 继续支付: `list` is what 充值记录 reads, `read` what GET /api/payment/order answers now
 * (the truth, which a list read a while ago may not know yet). Counts order creations and order reads.
 */
function stubResume(opts: { list: () => unknown[]; read: () => unknown; created?: () => unknown }) {
  const calls = { creates: 0, reads: 0 };
  stubPaymentGateway({
    create: () => {
      calls.creates += 1;
      return opts.created?.() ?? opts.read();
    },
    packages: () => PACKAGES,
    orders: () => onePage(opts.list()),
    order: () => {
      calls.reads += 1;
      return opts.read();
    },
  });
  return calls;
}

const SCAN = '请使用支付宝扫码支付，支付完成后页面会自动更新。';

describe('[PAY9] 继续支付 is idempotent: one pending order, one QR code, no second charge', () => {
  it('[PAY9] 继续支付 on the order whose QR code already shows opens no second QR code and creates no second order', async () => {
    let listed: unknown[] = [];
    const calls = stubResume({
      list: () => listed,
      read: () => ORDER,
      created: () => {
        listed = [ORDER];
        return ORDER;
      },
    });
    renderPaymentCenter();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    const row = await screen.findByTestId('pay-order-row');
    const again = within(row).queryByRole('button', { name: '继续支付' });
    if (again) {
      fireEvent.click(again);
      fireEvent.click(again);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText(SCAN)).toHaveLength(1);
    expect(calls.creates).toBe(1);
  });

  it('[PAY9] 继续支付 clicked twice (or again after a reload) shows the one QR code of that order and creates nothing', async () => {
    const calls = stubResume({
      list: () => [ORDER],
      read: () => ORDER,
      created: () => ({ ...ORDER, orderNo: 'KY20261127090500abcdefabcdef', channel: 'wechat' }),
    });
    renderPaymentCenter();
    const row = await screen.findByTestId('pay-order-row');
    const btn = within(row).getByRole('button', { name: '继续支付' });
    fireEvent.click(btn);
    fireEvent.click(btn);
    await within(row).findByText(SCAN);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText(SCAN)).toHaveLength(1);
    expect(calls.creates).toBe(0);
    // 立即支付 for the same package and channel is that same order: no second one.
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.creates).toBe(0);
    expect(screen.getAllByText(SCAN)).toHaveLength(1);
    // 立即支付 by 微信支付 is a new order and replaces it: still one QR code on the page.
    fireEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await screen.findByText('请使用微信支付扫码支付，支付完成后页面会自动更新。');
    expect(calls.creates).toBe(1);
    expect(screen.queryByText(SCAN)).toBeNull();
  });

  it('[PAY9] 继续支付 on an order paid meanwhile says 该订单已支付 and opens no QR code', async () => {
    let paid = false;
    stubResume({
      list: () => [ORDER],
      read: () => (paid ? { ...ORDER, status: 'credited', qrContent: '' } : ORDER),
    });
    renderPaymentCenter();
    const row = await screen.findByTestId('pay-order-row');
    paid = true;
    fireEvent.click(within(row).getByRole('button', { name: '继续支付' }));
    await screen.findByText('该订单已支付，无需重复支付');
    expect(screen.queryByText(SCAN)).toBeNull();
    expect(screen.queryByTestId('pay-qr')).toBeNull();
  });

  it('[PAY9] 继续支付 on an order that expired says 该订单已过期，请重新下单 and opens no QR code; an expired row offers no 继续支付', async () => {
    stubResume({
      list: () => [
        ORDER,
        { ...ORDER, orderNo: 'KY20261127080000abcdefabcdef', expired: true, qrContent: '' },
      ],
      read: () => ({ ...ORDER, status: 'closed', expired: true, qrContent: '' }),
    });
    renderPaymentCenter();
    const rows = await screen.findAllByTestId('pay-order-row');
    expect(rows[1]?.textContent).toContain('已过期');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: '继续支付' })).toBeNull();
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: '继续支付' }));
    await screen.findByText('该订单已过期，请重新下单');
    expect(screen.queryByText(SCAN)).toBeNull();
    expect(screen.queryByTestId('pay-qr')).toBeNull();
  });
});

describe('[PAY9] 取消订单', () => {
  it('[PAY9] 取消订单 closes the open order: its QR code goes, 订单已取消 shows, 充值记录 reads 已关闭', async () => {
    let status = 'created';
    const cancels: unknown[] = [];
    const now = () => ({
      ...ORDER,
      status,
      qrContent: status === 'created' ? ORDER.qrContent : '',
      expired: false,
    });
    stubPaymentGateway({
      routes: (url, init) => {
        if (url.pathname !== '/api/payment/order/cancel') return undefined;
        cancels.push(JSON.parse(String(init?.body)));
        status = 'closed';
        return ok({ ...now(), status, qrContent: '' }, '订单已取消');
      },
      create: now,
      packages: () => PACKAGES,
      orders: () => onePage([now()]),
      order: now,
    });
    renderPaymentCenter();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    await screen.findByText('订单已取消');
    expect(cancels).toEqual([{ orderNo: ORDER.orderNo }]);
    expect(screen.queryByText(SCAN)).toBeNull();
    await screen.findByText('已关闭', { selector: '.pay-orders-status' });
  });
});

describe('[PAY9] 立即支付 while the order is being made', () => {
  it('[PAY9] says 正在创建订单… and takes no second click until the QR code shows', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let creates = 0;
    stubPaymentGateway({
      create: async () => {
        creates += 1;
        await gate;
        return ORDER;
      },
      packages: () => PACKAGES,
      orders: () => onePage([]),
      order: () => ORDER,
    });
    renderPaymentCenter();
    const pay = await screen.findByRole('button', { name: '立即支付' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText('正在创建订单…')).toBeTruthy();
    release();
    await screen.findByText(SCAN);
    expect(screen.queryByText('正在创建订单…')).toBeNull();
    expect(creates).toBe(1);
  });
});

describe('[PAY9] an open order past its lifetime', () => {
  it('[PAY9] the QR code gives way to 该订单已过期，请重新下单 when the poll reads the order expired (the provider could not close it yet)', async () => {
    let expired = false;
    stubResume({
      list: () => [],
      read: () => (expired ? { ...ORDER, expired: true, qrContent: '' } : ORDER),
    });
    renderPaymentCenter();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    expired = true;
    await screen.findByText('该订单已过期，请重新下单', {}, { timeout: 6000 });
    expect(screen.queryByText(SCAN)).toBeNull();
    expect(screen.queryByTestId('pay-qr')).toBeNull();
  });
});

describe('[PAY9] 重新下单 from 充值记录', () => {
  it('[PAY9] 重新下单 under a resumed order that closed takes the fan to 立即支付 (it only hid the message)', async () => {
    let closed = false;
    stubResume({
      list: () => [ORDER],
      read: () => (closed ? { ...ORDER, status: 'closed', qrContent: '' } : ORDER),
    });
    renderPaymentCenter();
    const row = await screen.findByTestId('pay-order-row');
    fireEvent.click(within(row).getByRole('button', { name: '继续支付' }));
    await within(row).findByText(SCAN);
    closed = true;
    fireEvent.click(await within(row).findByRole('button', { name: '重新下单' }, { timeout: 6000 }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '立即支付' }));
  });
});

describe('[PAY9] 取消订单 refused', () => {
  it('[PAY9] a 取消订单 the provider refuses says so and keeps the QR code, so the order can still be paid or cancelled', async () => {
    stubPaymentGateway({
      routes: (url) =>
        url.pathname === '/api/payment/order/cancel' ? failed(502, '取消订单失败，请稍后再试') : undefined,
      create: () => ORDER,
      packages: () => PACKAGES,
      orders: () => onePage([ORDER]),
      order: () => ORDER,
    });
    renderPaymentCenter();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    await screen.findByText('取消订单失败，请稍后再试');
    expect(screen.getByText(SCAN)).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消订单' })).toBeTruthy();
  });
});
