import type { Page, WalletCurrency, WalletDetailRow, WalletTotal } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { type BillQuery, walletApi } from './api/wallet-api.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; msg: string };

/** Both balances; loaded again when `reload` changes (the 重试 button). */
export function useBalances(reload: number): Loaded<Record<WalletCurrency, WalletTotal>> {
  const [state, setState] = useState<Loaded<Record<WalletCurrency, WalletTotal>>>({ status: 'loading' });
  // `reload` is the trigger, not read inside.
  useEffect(() => {
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    Promise.all([walletApi.total('gold', ctrl.signal), walletApi.total('qiubi', ctrl.signal)]).then(
      ([gold, qiubi]) => {
        if (!gold.ok) setState({ status: 'error', msg: gold.msg });
        else if (!qiubi.ok) setState({ status: 'error', msg: qiubi.msg });
        else setState({ status: 'ready', data: { gold: gold.data, qiubi: qiubi.data } });
      },
      () => undefined, // aborted: a newer load owns the state
    );
    return () => ctrl.abort();
  }, [reload]);
  return state;
}

/** One page of the bill; a newer query aborts the older one, so a slow answer never overwrites a newer one. */
export function useBill(
  currency: WalletCurrency,
  q: BillQuery | null,
  reload: number,
): Loaded<Page<WalletDetailRow>> | null {
  const [state, setState] = useState<Loaded<Page<WalletDetailRow>>>({ status: 'loading' });
  const key = q ? JSON.stringify([currency, q]) : null;
  // `key` stands for currency and query; `reload` triggers.
  useEffect(() => {
    if (!q) return;
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    walletApi.detail(currency, q, ctrl.signal).then(
      (res) => setState(res.ok ? { status: 'ready', data: res.data } : { status: 'error', msg: res.msg }),
      () => undefined,
    );
    return () => ctrl.abort();
  }, [key, reload]);
  return q ? state : null;
}
