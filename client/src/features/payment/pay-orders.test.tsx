import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  payOrder,
  payPackages,
  renderPaymentCenter,
  resetPaymentTest,
  stubPaymentGateway,
} from './test-payment-gateway.tsx';

afterEach(resetPaymentTest);

const PACKAGES = payPackages();
/** 45 closed orders, newest first: order i is `KY…` ending in i. */
const ORDERS = Array.from({ length: 45 }, (_, i) =>
  payOrder({
    orderNo: `KY20261127090000${String(i).padStart(12, '0')}`,
    packageId: 'q6',
    amount: '6.00',
    qiubi: '6.00',
    status: 'closed',
    createdAt: new Date(Date.UTC(2026, 10, 27, 1, 0, 0) - i * 60_000).toISOString(),
    expired: false,
  }),
);

describe('[PAY9] 充值记录 pages', () => {
  it('shows the latest 20 orders and 加载更多 reads the next page until all 45 show, each once', async () => {
    const asked: string[] = [];
    stubPaymentGateway({
      packages: () => PACKAGES,
      orders: (url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        asked.push(`${page}/${limit}`);
        const list = ORDERS.slice((page - 1) * limit, page * limit);
        return { list, total: ORDERS.length, page, limit };
      },
    });
    renderPaymentCenter();
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
