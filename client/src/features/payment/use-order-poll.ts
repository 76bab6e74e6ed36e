import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { type PayOrder, paymentApi } from './payment-api.ts';

const EVERY_MS = 2000;

export interface OrderPoll {
  order: PayOrder | null;
  /** The session ended while polling (401): what the gateway said (请先登录); the poll waits for a login. */
  loginNeeded: string | null;
}

/**
 * Polls the open order until it is credited, closed or expired (the notify may arrive any time; an order past
 * its lifetime that the provider could not close yet reads `created` with `expired`). A 401 means the session
 * ended: the poll stops and opens the login box, like the other pages' writes; a login (the user is set again)
 * starts it again.
 */
export function useOrderPoll(initial: PayOrder | null): OrderPoll {
  const [order, setOrder] = useState<PayOrder | null>(initial);
  useEffect(() => setOrder(initial), [initial]);
  const isLogin = useAtomValue(isLoginAtom);
  const user = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [loginNeeded, setLoginNeeded] = useState<string | null>(null);
  useEffect(() => {
    if (user) setLoginNeeded(null);
  }, [user]);
  const orderNo = order?.orderNo;
  const open = order?.status === 'created' && !order.expired;
  const polling = open && isLogin && loginNeeded === null;
  useEffect(() => {
    if (!orderNo || !polling) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const res = await paymentApi.order(orderNo, ctl.signal);
        if (res.ok && (res.data.status !== 'created' || res.data.expired)) {
          setOrder(res.data);
          return;
        }
        if (!res.ok && res.code === 401) {
          setLoginNeeded(res.msg);
          showLogin(true);
          return;
        }
        // Not this user's order, or no order at all: asking again every 2 s cannot change that.
        if (!res.ok && (res.code === 403 || res.code === 404)) return;
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
  }, [orderNo, polling, showLogin]);
  return { order, loginNeeded: open ? loginNeeded : null };
}
