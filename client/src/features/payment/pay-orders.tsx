import { useEffect, useRef, useState } from 'react';
import LoadError from '../../components/load-error.tsx';
import { beijingDateTime } from '../../lib/time/beijing-date.ts';
import { CHANNEL_NAME, type Checkout, OrderBox } from './checkout.tsx';
import { type PayOrder, paymentApi } from './payment-api.ts';

const STATUS_NAME: Record<PayOrder['status'], string> = {
  created: '待支付',
  paid: '已支付',
  credited: '已到账',
  closed: '已关闭',
  refunded: '已退款',
};

type View =
  | { kind: 'loading' }
  | { kind: 'error'; msg: string }
  | { kind: 'ok'; orders: PayOrder[]; total: number; page: number };

/** 充值记录 reads this many orders at a time; 加载更多 reads the next ones. */
export const ORDERS_PER_PAGE = 20;

/** The orders read so far and the next page, each order once (a new order shifts the pages by one). */
function appendPage(orders: PayOrder[], more: PayOrder[]): PayOrder[] {
  const seen = new Set(orders.map((o) => o.orderNo));
  return [...orders, ...more.filter((o) => !seen.has(o.orderNo))];
}

const productName = (o: PayOrder) =>
  o.product === 'vip' ? `VIP ${o.vipDays}天` : `${Number(o.qiubi).toFixed(0)}球币`;

const statusName = (o: PayOrder) =>
  o.expired && (o.status === 'created' || o.status === 'closed') ? '已过期' : STATUS_NAME[o.status];

/**
 * 充值记录: the user's orders, 20 at a time with 加载更多 (GET /api/payment/orders?page&limit) with their state, so an order paid after the
 * page was left, or closed unpaid, can still be found. `version` changes when an order is created or credited.
 * A 待支付 order offers 继续支付, which hands it to the page's one checkout: the order is read again and its own
 * QR code shows in the row (never a second order, never a second QR code), or the row says it is paid or expired.
 * The order whose QR code already shows above says so instead of offering 继续支付.
 */
export function PayOrders({
  version,
  sandbox = false,
  checkout,
}: {
  version: number;
  /** Development: a resumed order links to the sandbox page too. */
  sandbox?: boolean;
  checkout: Checkout;
}) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [retry, setRetry] = useState(0);
  const [more, setMore] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  const moreCtl = useRef<AbortController | null>(null);
  useEffect(() => {
    void version;
    void retry;
    const ctl = new AbortController();
    moreCtl.current?.abort();
    setMore({ busy: false, error: '' });
    paymentApi
      .orders(1, ORDERS_PER_PAGE, ctl.signal)
      .then((r) =>
        setView(
          r.ok
            ? { kind: 'ok', orders: r.data.list, total: r.data.total, page: 1 }
            : { kind: 'error', msg: r.msg },
        ),
      )
      .catch(() => undefined);
    return () => ctl.abort();
  }, [version, retry]);
  useEffect(() => () => moreCtl.current?.abort(), []);
  const loadMore = () => {
    if (view.kind !== 'ok' || more.busy) return;
    const ctl = new AbortController();
    moreCtl.current = ctl;
    const next = view.page + 1;
    setMore({ busy: true, error: '' });
    paymentApi
      .orders(next, ORDERS_PER_PAGE, ctl.signal)
      .then((r) => {
        if (ctl.signal.aborted) return;
        if (!r.ok) return setMore({ busy: false, error: r.msg });
        setMore({ busy: false, error: '' });
        setView((v) =>
          v.kind === 'ok'
            ? { kind: 'ok', orders: appendPage(v.orders, r.data.list), total: r.data.total, page: next }
            : v,
        );
      })
      .catch(() => undefined);
  };
  const hasMore =
    view.kind === 'ok' && view.orders.length < view.total && view.page * ORDERS_PER_PAGE < view.total;
  const open =
    checkout.order?.status === 'created' && !checkout.order.expired ? checkout.order.orderNo : null;
  const place = checkout.place;

  return (
    <section className="pay-orders" aria-label="充值记录">
      <h2>
        充值记录
        {view.kind === 'ok' && view.total > 0 && <span className="pay-orders-total">共 {view.total} 笔</span>}
      </h2>
      {view.kind === 'loading' && <p className="pay-orders-state">加载中…</p>}
      {view.kind === 'error' && (
        <LoadError msg={`充值记录加载失败：${view.msg}`} onRetry={() => setRetry((n) => n + 1)} />
      )}
      {view.kind === 'ok' && view.orders.length === 0 && <p className="pay-orders-state">暂无充值记录</p>}
      {view.kind === 'ok' && view.orders.length > 0 && (
        <ul className="pay-orders-list">
          {view.orders.map((o) => {
            const resumedHere = place.kind === 'resume' && place.orderNo === o.orderNo;
            const payable = o.status === 'created' && !o.expired && o.qrContent !== '';
            return (
              <li key={o.orderNo} data-testid="pay-order-row">
                <span className="pay-orders-product">{productName(o)}</span>
                <span className="pay-orders-amount">¥{o.amount}</span>
                <span
                  className={`pay-orders-status pay-status-${o.expired && o.status === 'created' ? 'closed' : o.status}`}
                >
                  {statusName(o)}
                </span>
                <span className="pay-orders-meta">
                  <time dateTime={o.createdAt}>{beijingDateTime(o.createdAt)}</time> ·{' '}
                  {CHANNEL_NAME[o.channel]} · 订单号 {o.orderNo}
                </span>
                {payable && !resumedHere && open === o.orderNo && (
                  <span className="pay-orders-paying">支付中，请扫描上方二维码</span>
                )}
                {payable && !resumedHere && open !== o.orderNo && (
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={checkout.busy}
                    onClick={() => checkout.resume(o.orderNo)}
                  >
                    继续支付
                  </button>
                )}
                {resumedHere && (
                  <div className="pay-orders-resume">
                    <OrderBox checkout={checkout} sandbox={sandbox} at={place} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {more.error && <LoadError msg={`充值记录加载失败：${more.error}`} onRetry={loadMore} />}
      {hasMore && !more.error && (
        <button type="button" className="btn pay-orders-more" disabled={more.busy} onClick={loadMore}>
          {more.busy ? '加载中…' : '加载更多'}
        </button>
      )}
    </section>
  );
}
