import type { Page } from '@kuyi/shared';
import { postJson, requestJson } from '../../lib/http/request-json.ts';

export type PayChannel = 'alipay' | 'wechat';

export interface RechargePackage {
  packageId: string;
  amount: string;
  qiubi: string;
  title: string;
  bonus: string;
}
export interface VipPackage {
  packageId: string;
  amount: string;
  days: number;
  title: string;
}
export interface Packages {
  recharge: RechargePackage[];
  vip: VipPackage[];
  channels: PayChannel[];
  sandbox: boolean;
}
export interface PayOrder {
  orderNo: string;
  packageId: string;
  product: 'qiubi' | 'vip';
  channel: PayChannel;
  amount: string;
  qiubi: string;
  vipDays: number;
  status: 'created' | 'paid' | 'credited' | 'closed' | 'refunded';
  qrContent: string;
  /**
   * While the QR code shows: the address that pays this order in a phone's own browser ('' when the provider's QR
   * code only scans). Older gateways leave it out.
   */
  payUrl?: string;
  createdAt: string;
  /** Unpaid past its lifetime (or closed for it): no QR code, 已过期. Older gateways leave it out. */
  expired?: boolean;
  expiresAt?: string;
}
export interface MemberInfo {
  isVip: boolean;
  vipUntil: string | null;
  benefits: { badge: boolean; adFree: boolean; reminderCap: number };
  plans: { planId: string; days: number; title: string; price: string }[];
  qiubi: string;
}

/** Spec §7 Payments and Members, plus the order read the payment page polls. */
export const paymentApi = {
  packages: (signal?: AbortSignal) => requestJson<Packages>('/api/payment/packages', {}, signal),
  create: (channel: PayChannel, packageId: string) =>
    postJson<PayOrder>(
      channel === 'alipay' ? '/api/user/payment/payment' : '/api/payment/wxPay/createOrder',
      {
        packageId,
      },
    ),
  order: (orderNo: string, signal?: AbortSignal) =>
    requestJson<PayOrder>(`/api/payment/order?orderNo=${encodeURIComponent(orderNo)}`, {}, signal),
  /** 取消订单: closes an open order (one paid meanwhile comes back credited instead). */
  cancel: (orderNo: string) => postJson<PayOrder>('/api/payment/order/cancel', { orderNo }),
  /** 充值记录, newest first, one page at a time. */
  orders: (page: number, limit: number, signal?: AbortSignal) =>
    requestJson<Page<PayOrder>>(`/api/payment/orders?page=${page}&limit=${limit}`, {}, signal),
  member: (signal?: AbortSignal) => requestJson<MemberInfo>('/api/user/member/getMemberInfoNew', {}, signal),
  buyVip: (planId: string, requestId: string) =>
    postJson<{ isVip: boolean; vipUntil: string | null }>('/api/user/member/buyVip', { planId, requestId }),
};
