import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import PaymentCenter from './payment-center.tsx';

/** 充值记录's answer: all of `list` as its one page. */
const onePage = <T,>(list: T[]) => ({ list, total: list.length, page: 1, limit: 20 });

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
      if (url.pathname === '/api/payment/orders') return ok(onePage([now]));
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
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site');
    const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
    if (init?.method === 'POST') {
      calls.creates += 1;
      return ok(opts.created?.() ?? opts.read());
    }
    if (url.pathname === '/api/payment/packages') return ok(PACKAGES);
    if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
    if (url.pathname === '/api/payment/orders') return ok(onePage(opts.list()));
    if (url.pathname === '/api/payment/order') {
      calls.reads += 1;
      return ok(opts.read());
    }
    return Response.json({ code: 404, msg: '接口不存在', data: null });
  });
  return calls;
}

function renderPage() {
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
    renderPage();
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
    renderPage();
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
    renderPage();
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
    renderPage();
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
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://site');
      const ok = (data: unknown, msg = '成功') => Response.json({ code: 200, msg, data });
      const now = {
        ...ORDER,
        status,
        qrContent: status === 'created' ? ORDER.qrContent : '',
        expired: false,
      };
      if (url.pathname === '/api/payment/order/cancel') {
        cancels.push(JSON.parse(String(init?.body)));
        status = 'closed';
        return ok({ ...now, status, qrContent: '' }, '订单已取消');
      }
      if (init?.method === 'POST') return ok(now);
      if (url.pathname === '/api/payment/packages') return ok(PACKAGES);
      if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
      if (url.pathname === '/api/payment/orders') return ok(onePage([now]));
      if (url.pathname === '/api/payment/order') return ok(now);
      return Response.json({ code: 404, msg: '接口不存在', data: null });
    });
    renderPage();
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
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://site');
      const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
      if (init?.method === 'POST') {
        creates += 1;
        await gate;
        return ok(ORDER);
      }
      if (url.pathname === '/api/payment/packages') return ok(PACKAGES);
      if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
      if (url.pathname === '/api/payment/orders') return ok(onePage([]));
      if (url.pathname === '/api/payment/order') return ok(ORDER);
      return Response.json({ code: 404, msg: '接口不存在', data: null });
    });
    renderPage();
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
    renderPage();
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
    renderPage();
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
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://site');
      const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });
      if (url.pathname === '/api/payment/order/cancel')
        return Response.json({ code: 502, msg: '取消订单失败，请稍后再试', data: null });
      if (init?.method === 'POST') return ok(ORDER);
      if (url.pathname === '/api/payment/packages') return ok(PACKAGES);
      if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
      if (url.pathname === '/api/payment/orders') return ok(onePage([ORDER]));
      if (url.pathname === '/api/payment/order') return ok(ORDER);
      return Response.json({ code: 404, msg: '接口不存在', data: null });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await screen.findByText(SCAN);
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    await screen.findByText('取消订单失败，请稍后再试');
    expect(screen.getByText(SCAN)).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消订单' })).toBeTruthy();
  });
});
