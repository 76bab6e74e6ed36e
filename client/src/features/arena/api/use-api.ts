import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../../lib/http/request-json.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; msg: string };

/** Loads `call` when `key` changes; `reload` asks again (after a buy, a publish). */
export function useApi<T>(
  call: () => Promise<ApiResult<T>>,
  key: string,
): { state: Loaded<T>; reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    void call().then((res) => {
      if (live) setState(res.ok ? { status: 'ready', data: res.data } : { status: 'error', msg: res.msg });
    });
    return () => {
      live = false;
    };
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { state, reload };
}
