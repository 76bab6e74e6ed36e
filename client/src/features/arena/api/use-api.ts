import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../../lib/http/request-json.ts';

/**
 * An error carries `retry` when reading again may help (a network failure, a 5xx, 429); a refusal
 * (401, 403, 404, 400) has none, since asking again would only be refused again.
 */
export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; msg: string; retry?: () => void };

const worthRetrying = (code: number) => code === 0 || code === 429 || code >= 500;

/** Loads `call` when `key` changes; `reload` asks again (after a buy, a publish). */
export function useApi<T>(
  call: () => Promise<ApiResult<T>>,
  key: string,
): { state: Loaded<T>; reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    void call().then((res) => {
      if (!live) return;
      if (res.ok) setState({ status: 'ready', data: res.data });
      else
        setState({
          status: 'error',
          msg: res.msg,
          ...(worthRetrying(res.code) ? { retry: reload } : {}),
        });
    });
    return () => {
      live = false;
    };
  }, [key, tick]);
  return { state, reload };
}
