import { useEffect, useState } from 'react';
import { type PayOrder, paymentApi } from './payment-api.ts';

const EVERY_MS = 2000;

/**
 * Polls the open order until it is credited, closed or expired (the notify may arrive any time; an order past
 * its lifetime that the provider could not close yet reads `created` with `expired`).
 */
export function useOrderPoll(initial: PayOrder | null): PayOrder | null {
  const [order, setOrder] = useState<PayOrder | null>(initial);
  useEffect(() => setOrder(initial), [initial]);
  const orderNo = order?.orderNo;
  const open = order?.status === 'created' && !order.expired;
  useEffect(() => {
    if (!orderNo || !open) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const res = await paymentApi.order(orderNo, ctl.signal);
        if (res.ok && (res.data.status !== 'created' || res.data.expired)) {
          setOrder(res.data);
          return;
        }
      } catch {
        return;
      }
      timer = setTimeout(tick, EVERY_MS);
    };
    timer = setTimeout(tick, EVERY_MS);
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [orderNo, open]);
  return order;
}
