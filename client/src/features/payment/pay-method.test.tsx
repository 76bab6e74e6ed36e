import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAY_HERE_QUERY, PayMethod, payWay } from './pay-method.tsx';
import type { PayOrder } from './payment-api.ts';
import PaymentCenter from './payment-center.tsx';
import {
  loggedInStore,
  payOrder,
  payPackages,
  Q30,
  resetPaymentTest,
  stubPaymentGateway,
} from './test-payment-gateway.tsx';

/** Whether the screen is a phone's: flipped by each test (useMediaQuery keeps one MediaQueryList per query). */
let phone = false;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === PAY_HERE_QUERY && phone;
    },
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  // jsdom cannot leave the page: a followed link stays a click (the pay page is the gateway's, not the app's).
  document.addEventListener('click', (e) => {
    if ((e.target as Element | null)?.closest?.('a[href]')) e.preventDefault();
  });
});
afterEach(() => {
  resetPaymentTest();
  phone = false;
});

const ORDER_NO = 'KY20261127090000abcdefabcdef';
const SANDBOX = `/api/payment/dev/sandbox?orderNo=${ORDER_NO}`;
const open = (over: Partial<PayOrder> = {}) =>
  payOrder({ orderNo: ORDER_NO, qrContent: SANDBOX, payUrl: SANDBOX, expired: false, ...over });

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(node: React.ReactNode, path = '/payment') {
  return render(
    <Provider store={loggedInStore()}>
      <MemoryRouter initialEntries={[path]}>
        {node}
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}
const where = () => screen.getByTestId('where').textContent;

describe('[PAY9] QR code or 在本机支付 button', () => {
  it('[PAY9] a phone with a pay URL gets the button; a desktop, or a QR code that only scans (WeChat Native), the QR code', () => {
    expect(payWay({ payUrl: SANDBOX }, true)).toBe('button');
    expect(payWay({ payUrl: SANDBOX }, false)).toBe('qr');
    expect(payWay({ payUrl: '' }, true)).toBe('qr');
    // An older gateway's order (no payUrl): the QR code, as before.
    expect(payWay({}, true)).toBe('qr');
  });

  it('[PAY9] on a desktop the order shows its QR code to scan and no button', async () => {
    renderAt(<PayMethod order={open()} />);
    expect(await screen.findByTestId('pay-qr')).toBeTruthy();
    expect(screen.getByText('请使用支付宝扫码支付，支付完成后页面会自动更新。')).toBeTruthy();
    expect(screen.queryByTestId('pay-here')).toBeNull();
  });

  it('[PAY9] on a phone 打开支付宝 opens the same order’s pay URL in this browser, leaving the order in the address to come back to', async () => {
    phone = true;
    renderAt(<PayMethod order={open()} />);
    const button = screen.getByRole('link', { name: '打开支付宝' });
    expect(button.getAttribute('href')).toBe(SANDBOX);
    expect(screen.queryByTestId('pay-qr')).toBeNull();
    fireEvent.click(button);
    expect(where()).toBe(`/payment?orderNo=${ORDER_NO}`);
    // Paying with another device is still one tap away.
    fireEvent.click(screen.getByRole('button', { name: '用其他设备扫码支付' }));
    expect(await screen.findByTestId('pay-qr')).toBeTruthy();
  });

  it('[PAY9] a VIP order by 微信支付 on a phone: 打开微信支付, and the way back keeps the VIP tab', () => {
    phone = true;
    renderAt(
      <PayMethod order={open({ channel: 'wechat', product: 'vip', packageId: 'vip7', vipDays: 7 })} />,
    );
    fireEvent.click(screen.getByRole('link', { name: '打开微信支付' }));
    expect(where()).toBe(`/payment?tab=vip&orderNo=${ORDER_NO}`);
  });

  it('[PAY9] on a phone an order whose QR code only scans shows the QR code with how to pay it from this phone', async () => {
    phone = true;
    renderAt(
      <PayMethod
        order={open({ channel: 'wechat', qrContent: 'weixin://wxpay/bizpayurl?pr=abc', payUrl: '' })}
      />,
    );
    expect(await screen.findByTestId('pay-qr')).toBeTruthy();
    expect(screen.getByTestId('pay-qr-phone-hint').textContent).toContain('微信支付「扫一扫」中从相册选取');
    expect(screen.queryByTestId('pay-here')).toBeNull();
  });
});

describe('[PAY9] back on 充值中心 from paying on the phone', () => {
  it('[PAY9] 立即支付 on a phone offers the button; back at /payment?orderNo= the page polls that order to 支付成功 and reads the balance again', async () => {
    phone = true;
    let status = 'created';
    let balance = 10;
    stubPaymentGateway({
      packages: () => payPackages({ recharge: [Q30], sandbox: true }),
      balance: () => balance,
      create: () => open(),
      orders: () => ({ list: [], total: 0, page: 1, limit: 20 }),
      order: () => (status === 'created' ? open() : open({ status: 'credited', qrContent: '', payUrl: '' })),
    });
    const first = renderAt(<PaymentCenter />);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    fireEvent.click(await screen.findByRole('link', { name: '打开支付宝' }));
    // The page leaves the order in its address for the way back (it does not read it away as an arrival).
    await new Promise((r) => setTimeout(r, 50));
    expect(where()).toBe(`/payment?orderNo=${ORDER_NO}`);
    first.unmount();

    // The browser comes back to the address the button left: a fresh page, the order still open, then paid.
    renderAt(<PaymentCenter />, `/payment?orderNo=${ORDER_NO}`);
    expect(await screen.findByRole('link', { name: '打开支付宝' })).toBeTruthy();
    expect(screen.getByText('等待支付…')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/payment'));
    status = 'credited';
    balance = 41;
    expect(await screen.findByText('支付成功，31.00球币已到账', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('41.00')).toBeTruthy();
  });

  it('[PAY9] back after paying (the sandbox’s 返回充值中心): 支付成功 at once, not a new order', async () => {
    phone = true;
    const posts: string[] = [];
    stubPaymentGateway({
      packages: () => payPackages({ recharge: [Q30] }),
      balance: () => 41,
      create: (url) => {
        posts.push(url.pathname);
        return open();
      },
      orders: () => ({ list: [], total: 0, page: 1, limit: 20 }),
      order: (url) =>
        url.searchParams.get('orderNo') === ORDER_NO
          ? open({ status: 'credited', qrContent: '', payUrl: '' })
          : undefined,
    });
    renderAt(<PaymentCenter />, `/payment?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('支付成功，31.00球币已到账')).toBeTruthy();
    expect(posts).toEqual([]);
    expect(where()).toBe('/payment');
  });
});
