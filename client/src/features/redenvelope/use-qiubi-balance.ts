import { useCallback, useEffect, useRef, useState } from 'react';
import { walletApi } from '../wallet/api/wallet-api.ts';

export interface QiubiBalance {
  /** Null until known, or when the last read failed (the gateway still checks on submit). */
  value: number | null;
  /** Reads the balance again now and gives the fresh value; null when unknown or the envelope was closed. */
  refresh: () => Promise<number | null>;
}

/**
 * The reader's 球币 balance (the user centre's getQuQiuCoinTotal), read while `enabled` (a red envelope is
 * being filled in), so the editor can show it and refuse an amount above it before sending. Read again when
 * the page comes back into view: a fan told 余额不足 recharges in another tab and returns to the editor.
 */
export function useQiubiBalance(enabled: boolean): QiubiBalance {
  const [value, setValue] = useState<number | null>(null);
  // Aborted when the envelope is closed or the editor left: a late answer then sets nothing.
  const session = useRef<AbortController | null>(null);
  const reads = useRef(0);

  const refresh = useCallback(async (): Promise<number | null> => {
    const signal = session.current?.signal;
    if (!signal || signal.aborted) return null;
    const n = ++reads.current;
    try {
      const res = await walletApi.total('qiubi', signal);
      const total = res.ok ? res.data.total : null;
      // A tab switch fires both focus and visibilitychange: an older answer arriving last is not shown.
      if (n === reads.current) setValue(total);
      return total;
    } catch {
      return null; // aborted: the envelope was closed
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    session.current = ctrl;
    void refresh();
    const onBack = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    // Focus alone covers another window; visibilitychange covers a tab switch within this window.
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
    return () => {
      ctrl.abort();
      session.current = null;
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onBack);
    };
  }, [enabled, refresh]);

  return { value, refresh };
}
