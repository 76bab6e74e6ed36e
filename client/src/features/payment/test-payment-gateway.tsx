import { cleanup, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import type { PayOrder } from './payment-api.ts';
import PaymentCenter from './payment-center.tsx';

/** Each payment test's afterEach: unmount what it rendered and put the real `fetch` back. */
export function resetPaymentTest() {
  cleanup();
  vi.unstubAllGlobals();
}

/** 充值中心's packages: 6球币, 31球币 (送1球币) and VIP周卡. */
export const Q6 = { packageId: 'q6', amount: '6.00', qiubi: '6.00', title: '6球币', bonus: '' };
export const Q30 = { packageId: 'q30', amount: '30.00', qiubi: '31.00', title: '31球币', bonus: '送1球币' };
export const VIP7 = { packageId: 'vip7', amount: '8.00', days: 7, title: 'VIP周卡' };

/** GET /api/payment/packages' answer: 6球币 by 支付宝 only, no sandbox, unless told otherwise. */
export function payPackages(
  over: { recharge?: object[]; vip?: object[]; channels?: string[]; sandbox?: boolean } = {},
) {
  return { recharge: [Q6] as object[], vip: [] as object[], channels: ['alipay'], sandbox: false, ...over };
}

/** The gateway's success envelope around `data`. */
export const ok = (data: unknown, msg = '成功') => Response.json({ code: 200, msg, data });
/** The gateway's error envelope: `code` and `msg`, no data. */
export const failed = (code: number, msg: string) => Response.json({ code, msg, data: null });

/** 充值记录's answer: all of `list` as its one page. */
export const onePage = <T,>(list: T[]) => ({ list, total: list.length, page: 1, limit: 20 });

/** An open 31球币 order by 支付宝, created 2026-11-27 09:00 Beijing time; tests override what they check. */
export function payOrder(over: Partial<PayOrder> = {}): PayOrder {
  return {
    orderNo: 'KY20261127090000abcdefabcdef',
    packageId: 'q30',
    product: 'qiubi',
    channel: 'alipay',
    amount: '30.00',
    qiubi: '31.00',
    vipDays: 0,
    status: 'created',
    qrContent: '',
    createdAt: '2026-11-27T01:00:00.000Z',
    ...over,
  };
}

/** What a route answers: data (wrapped in the success envelope) or a whole Response. */
type Answer = unknown;
const answer = (a: Answer) => (a instanceof Response ? a : ok(a));

/**
 * A payment gateway stand-in for `fetch`. In this order: `routes` (each may answer or return undefined to pass),
 * any POST by `create` (order creation, 球币开通 …), then GET /api/payment/packages, the 球币 balance (always
 * answered), 充值记录 (/api/payment/orders) and the order (/api/payment/order) by their options; a path whose
 * option is left out, and any other path, answers `otherwise` (404 接口不存在 unless given).
 */
export function stubPaymentGateway(opts: {
  packages?: () => Answer;
  /** The 球币 balance; 10 unless given. */
  balance?: () => number;
  orders?: (url: URL) => Answer;
  order?: (url: URL) => Answer;
  create?: (url: URL, init: RequestInit) => Answer | Promise<Answer>;
  routes?: (url: URL, init?: RequestInit) => Answer | undefined;
  otherwise?: () => Response;
}) {
  const otherwise = opts.otherwise ?? (() => failed(404, '接口不存在'));
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site');
    const routed = opts.routes?.(url, init);
    if (routed !== undefined) return answer(routed);
    if (init?.method === 'POST' && opts.create) return answer(await opts.create(url, init));
    if (url.pathname === '/api/payment/packages' && opts.packages) return answer(opts.packages());
    if (url.pathname.endsWith('getQuQiuCoinTotal'))
      return ok({ currency: 'qiubi', total: opts.balance?.() ?? 10 });
    if (url.pathname === '/api/payment/orders' && opts.orders) return answer(opts.orders(url));
    if (url.pathname === '/api/payment/order' && opts.order) return answer(opts.order(url));
    return otherwise();
  });
}

/** The logged-in fan the payment tests use. */
export const payUser = (id = '1') =>
  testUser({ id, userName: '测试', rank: { rankName: '新手', userRankImg: '', color: '#888' } });

/** A store with `payUser()` logged in. */
export function loggedInStore() {
  const store = createStore();
  store.set(isLoginAtom, true);
  store.set(userInfoAtom, payUser());
  return store;
}

/** Renders 充值中心 at `path` for a logged-in fan (or `store`, e.g. an empty one); returns the store. */
export function renderPaymentCenter(path = '/payment', store = loggedInStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <PaymentCenter />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}
