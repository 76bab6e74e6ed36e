import { useEffect, useState } from 'react';
import { beijingDateTime } from '../../lib/time/beijing-date.ts';
import { type PayChannel, type PayOrder, paymentApi } from './payment-api.ts';

const CHANNEL_NAME: Record<PayChannel, string> = { alipay: '支付宝', wechat: '微信支付' };
const STATUS_NAME: Record<PayOrder['status'], string> = {
  created: '待支付',
  paid: '已支付',
  credited: '已到账',
  closed: '已关闭',
  refunded: '已退款',
};

type View = { kind: 'loading' } | { kind: 'error'; msg: string } | { kind: 'ok'; orders: PayOrder[] };

const productName = (o: PayOrder) =>
  o.product === 'vip' ? `VIP ${o.vipDays}天` : `${Number(o.qiubi).toFixed(0)}球币`;

/**
 * 充值记录: the user's latest orders (GET /api/payment/orders) with their state, so an order paid after the
 * page was left, or closed unpaid, can still be found. `version` changes when an order is created or credited.
 */
export function PayOrders({ version }: { version: number }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [retry, setRetry] = useState(0);
  useEffect(() => {
    void version;
    void retry;
    const ctl = new AbortController();
    paymentApi
      .orders(ctl.signal)
      .then((r) => setView(r.ok ? { kind: 'ok', orders: r.data } : { kind: 'error', msg: r.msg }))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [version, retry]);

  return (
    <section className="pay-orders" aria-label="充值记录">
      <h2>充值记录</h2>
      {view.kind === 'loading' && <p className="pay-orders-state">加载中…</p>}
      {view.kind === 'error' && (
        <p className="pay-orders-state field-error">
          充值记录加载失败：{view.msg}{' '}
          <button type="button" className="btn btn-sm" onClick={() => setRetry((n) => n + 1)}>
            重试
          </button>
        </p>
      )}
      {view.kind === 'ok' && view.orders.length === 0 && <p className="pay-orders-state">暂无充值记录</p>}
      {view.kind === 'ok' && view.orders.length > 0 && (
        <ul className="pay-orders-list">
          {view.orders.map((o) => (
            <li key={o.orderNo} data-testid="pay-order-row">
              <span className="pay-orders-product">{productName(o)}</span>
              <span className="pay-orders-amount">¥{o.amount}</span>
              <span className={`pay-orders-status pay-status-${o.status}`}>{STATUS_NAME[o.status]}</span>
              <span className="pay-orders-meta">
                <time dateTime={o.createdAt}>{beijingDateTime(o.createdAt)}</time> · {CHANNEL_NAME[o.channel]}{' '}
                · 订单号 {o.orderNo}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
