import { useEffect, useState } from 'react';
import { walletApi } from '../wallet/api/wallet-api.ts';

/**
 * The reader's 球币 balance (the user centre's getQuQiuCoinTotal), read while `enabled` (a red envelope is
 * being filled in), so the editor can show it and refuse an amount above it before sending. Null until known
 * (or when the read failed: the gateway still checks on submit).
 */
export function useQiubiBalance(enabled: boolean): number | null {
  const [balance, setBalance] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    walletApi.total('qiubi', ctrl.signal).then(
      (res) => setBalance(res.ok ? res.data.total : null),
      () => undefined, // aborted: the envelope was closed
    );
    return () => ctrl.abort();
  }, [enabled]);
  return balance;
}
