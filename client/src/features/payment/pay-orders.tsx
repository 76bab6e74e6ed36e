import { useCallback, useEffect, useState } from 'react';
import LoadError from '../../components/load-error.tsx';
import { beijingDateTime } from '../../lib/time/beijing-date.ts';
import { PayQr } from './pay-qr.tsx';
import { type PayChannel, type PayOrder, paymentApi } from './payment-api.ts';
import { useOrderPoll } from './use-order-poll.ts';

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
 * A 待支付 order reopened from 充值记录 (the page was reloaded or left while its QR code showed): the same QR
 * code, sandbox link and 2 s poll as a new order; `onSettled` hears when it is credited or closed.
 */
function ResumePay(props: { order: PayOrder; sandbox: boolean; onSettled: (o: PayOrder) => void }) {
  const { order: initial, sandbox, onSettled } = props;
  const order = useOrderPoll(initial);
  useEffect(() => {
    if (order && order.status !== 'created') onSettled(order);
  }, [order, onSettled]);
  if (order?.status !== 'created') return null;
  return (
    <div className="pay-order pay-orders-resume">
      <PayQr content={order.qrContent} />
      <p>请使用{CHANNEL_NAME[order.channel]}扫码支付，支付完成后页面会自动更新。</p>
      {sandbox && (
        <p>
          <a href={order.qrContent} target="_blank" rel="noreferrer">
            打开沙箱支付页（开发环境）
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * 充值记录: the user's latest orders (GET /api/payment/orders) with their state, so an order paid after the
 * page was left, or closed unpaid, can still be found. `version` changes when an order is created or credited.
 */
export function PayOrders({
  version,
  sandbox = false,
  onCredited,
}: {
  version: number;
  /** Development: a resumed order links to the sandbox page too. */
  sandbox?: boolean;
  /** A resumed order was credited: the page reads the balance again. */
  onCredited?: () => void;
}) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [retry, setRetry] = useState(0);
  const [resumed, setResumed] = useState<string | null>(null);
  const settled = useCallback(
    (o: PayOrder) => {
      setResumed(null);
      setRetry((n) => n + 1);
      if (o.status === 'credited') onCredited?.();
    },
    [onCredited],
  );
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
        <LoadError msg={`充值记录加载失败：${view.msg}`} onRetry={() => setRetry((n) => n + 1)} />
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
              {o.status === 'created' && o.qrContent && resumed !== o.orderNo && (
                <button type="button" className="btn btn-sm" onClick={() => setResumed(o.orderNo)}>
                  继续支付
                </button>
              )}
              {o.status === 'created' && resumed === o.orderNo && (
                <ResumePay order={o} sandbox={sandbox} onSettled={settled} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
