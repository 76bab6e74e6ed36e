import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { beijingDateTime } from '../../lib/time/beijing-date.ts';
import { isShowLoginBoxAtom } from '../../state/user-atoms.ts';
import { PayMethod } from './pay-method.tsx';
import { type PayChannel, type PayOrder, paymentApi } from './payment-api.ts';
import { useOrderPoll } from './use-order-poll.ts';

export const CHANNEL_NAME: Record<PayChannel, string> = { alipay: '支付宝', wechat: '微信支付' };

/** Where the order (or what became of it) shows: under the panel's 立即支付, or in the 充值记录 row it was resumed from. */
export type CheckoutPlace = { kind: 'new'; returned?: boolean } | { kind: 'resume'; orderNo: string };

export interface Checkout {
  busy: boolean;
  /** What to tell the fan instead of a QR code (a refused order, or 继续支付 on an order that is done). */
  message: { text: string; ok: boolean } | null;
  order: PayOrder | null;
  /** The session ended while the open order was polled: 请先登录 instead of 等待支付…. */
  loginNeeded: string | null;
  place: CheckoutPlace;
  start(channel: PayChannel, packageId: string): void;
  resume(orderNo: string): void;
  /**
   * Back on the page from paying on this phone (`?orderNo=`): the order read again and shown under the panel as it
   * is now — 支付成功, still open (its button and the poll), or closed.
   */
  returned(orderNo: string): void;
  /** 取消订单: closes the open order at the provider and here; a paid one shows 支付成功 instead. */
  cancel(): void;
  reset(): void;
}

export const PAID_ALREADY = '该订单已支付，无需重复支付';
export const EXPIRED = '该订单已过期，请重新下单';
export const CLOSED = '订单已关闭，请重新下单';
export const CANCELLED = '订单已取消';

/**
 * The page's one open payment ([PAY9]): a new order (立即支付 / 支付宝开通) or a 待支付 order reopened by 继续支付.
 * There is only ever one, so the page shows one QR code and polls one order; 继续支付 reads the order again
 * first and reuses its payment (its QR code) — it never creates an order — or says it is paid or expired.
 * `onCredited` hears of a credit, `onOrder` of each order created or closed (so 充值记录 lists it at once).
 */
export function useCheckout(onCredited: () => void, onOrder: () => void): Checkout {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [message, setMessage] = useState<Checkout['message']>(null);
  const [place, setPlace] = useState<CheckoutPlace>({ kind: 'new' });
  const [created, setCreated] = useState<PayOrder | null>(null);
  const { order: polled, loginNeeded } = useOrderPoll(created);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  /** A refused 继续支付 or 取消订单: its message, and on 401 (the session ended) the login box, as the poll does. */
  const refused = (r: { code: number; msg: string }) => {
    setMessage({ text: r.msg, ok: false });
    if (r.code === 401) showLogin(true);
  };
  // The poll's copy catches up one render later: never show an order that was just replaced or dropped.
  const order = created && polled?.orderNo === created.orderNo ? polled : created;
  useEffect(() => {
    if (order?.status === 'credited') onCredited();
    else if (order?.status === 'closed' || order?.expired) onOrder();
  }, [order?.status, order?.expired, onCredited, onOrder]);
  const open = order?.status === 'created' && !order.expired ? order : null;

  const run = (where: CheckoutPlace, work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    setPlace(where);
    work().finally(() => {
      inFlight.current = false;
      setBusy(false);
    });
  };

  return {
    busy,
    message,
    order,
    loginNeeded,
    place,
    start(channel, packageId) {
      // The same package and channel already waiting to be scanned: that QR code, not a second order.
      if (open && open.packageId === packageId && open.channel === channel) {
        setPlace({ kind: 'new' });
        setMessage(null);
        return;
      }
      run({ kind: 'new' }, async () => {
        setCreated(null);
        const r = await paymentApi.create(channel, packageId);
        if (r.ok) {
          setCreated(r.data);
          onOrder();
        } else setMessage({ text: r.msg, ok: false });
      });
    },
    resume(orderNo) {
      if (open?.orderNo === orderNo) {
        setPlace({ kind: 'resume', orderNo });
        return;
      }
      run({ kind: 'resume', orderNo }, async () => {
        setCreated(null);
        const r = await paymentApi.order(orderNo).catch(() => null);
        if (!r) return;
        if (!r.ok) {
          refused(r);
          return;
        }
        const o = r.data;
        if (o.status === 'created' && !o.expired && o.qrContent) setCreated(o);
        else if (o.status === 'credited' || o.status === 'paid') {
          setMessage({ text: PAID_ALREADY, ok: true });
          onCredited();
        } else {
          setMessage({ text: o.expired ? EXPIRED : CLOSED, ok: false });
          onOrder();
        }
      });
    },
    returned(orderNo) {
      if (open?.orderNo === orderNo) {
        setPlace({ kind: 'new' });
        return;
      }
      run({ kind: 'new', returned: true }, async () => {
        setCreated(null);
        const r = await paymentApi.order(orderNo).catch(() => null);
        if (!r) return;
        if (!r.ok) {
          refused(r);
          return;
        }
        // Credited or closed, the box says so (and the balance is read again); open, it is polled as before.
        setCreated(r.data);
        if (r.data.status === 'paid') setMessage({ text: PAID_ALREADY, ok: true });
      });
    },
    cancel() {
      if (!open) return;
      const orderNo = open.orderNo;
      run(place, async () => {
        const r = await paymentApi.cancel(orderNo).catch(() => null);
        if (!r) return;
        if (!r.ok) {
          refused(r);
          return;
        }
        if (r.data.status === 'closed') {
          setCreated(null);
          setMessage({ text: CANCELLED, ok: true });
          onOrder();
        } else setCreated(r.data);
      });
    },
    reset() {
      setCreated(null);
      setMessage(null);
      setPlace({ kind: 'new' });
    },
  };
}

/** 重新下单: clears the closed order; from a 充值记录 row, also takes the fan up to the packages' pay button. */
function orderAgain(checkout: Checkout, at: CheckoutPlace) {
  checkout.reset();
  if (at.kind !== 'resume') return;
  const pay = document.querySelector<HTMLElement>(
    '.payment-center .pay-submit, .payment-center .vip-plan .btn-primary',
  );
  pay?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  pay?.focus();
}

/** The open order's QR code, or what became of it; shown only at the checkout's place. */
export function OrderBox({
  checkout,
  sandbox,
  at,
}: {
  checkout: Checkout;
  sandbox: boolean;
  at: CheckoutPlace;
}) {
  const { order, message, place, busy } = checkout;
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const here =
    at.kind === 'new' ? place.kind === 'new' : place.kind === 'resume' && place.orderNo === at.orderNo;
  if (!here) return null;
  if (busy && !order?.qrContent)
    return (
      <p className="pay-order-checking" role="status">
        {place.kind === 'resume' || place.returned ? '正在查询订单…' : '正在创建订单…'}
      </p>
    );
  const payable = order?.status === 'created' && !order.expired;
  if (message && !payable)
    return (
      <p className={message.ok ? 'pay-ok' : 'field-error'} role="status">
        {message.text}
      </p>
    );
  if (!order) return null;
  if (order.status === 'credited')
    return (
      <div className="pay-order pay-done" role="status">
        <p className="pay-ok">
          支付成功，{order.product === 'vip' ? `VIP已延长${order.vipDays}天` : `${order.qiubi}球币已到账`}
        </p>
        <button type="button" className="btn" onClick={checkout.reset}>
          继续充值
        </button>
      </div>
    );
  if (order.status !== 'created' || order.expired)
    return (
      <div className="pay-order" role="status">
        <p className="field-error">{order.expired ? EXPIRED : CLOSED}</p>
        <button type="button" className="btn" onClick={() => orderAgain(checkout, at)}>
          重新下单
        </button>
      </div>
    );
  return (
    <div className="pay-order" role="status">
      <p className="pay-order-product">
        {order.product === 'vip'
          ? `开通 VIP ${order.vipDays}天`
          : `充值 ${Number(order.qiubi).toFixed(0)}球币`}
      </p>
      <p>
        订单号 {order.orderNo}，应付 <strong className="pay-amount">¥{order.amount}</strong>
      </p>
      <PayMethod order={order} />
      {order.expiresAt && (
        <p className="pay-deadline">请在 {beijingDateTime(order.expiresAt)} 前完成支付，逾期订单将自动关闭</p>
      )}
      {sandbox && (
        <p>
          <a href={order.qrContent} target="_blank" rel="noreferrer" data-testid="sandbox-link">
            打开沙箱支付页（开发环境）
          </a>
        </p>
      )}
      {checkout.loginNeeded ? (
        <p className="field-error" role="alert">
          {checkout.loginNeeded}
          <button type="button" className="btn btn-sm pay-login" onClick={() => showLogin(true)}>
            登录
          </button>
        </p>
      ) : (
        <p className="pay-waiting">等待支付…</p>
      )}
      {message && <p className={message.ok ? 'pay-ok' : 'field-error'}>{message.text}</p>}
      <button type="button" className="btn btn-sm" disabled={busy} onClick={checkout.cancel}>
        取消订单
      </button>
    </div>
  );
}
