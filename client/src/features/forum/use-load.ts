import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/http/request-json.ts';

/** An error carries `retry` when reading again may help (network, 5xx, 429); a refusal (404, 401) has none. */
export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; msg: string; code: number; retry?: () => void };

const worthRetrying = (code: number) => code === 0 || code === 429 || code >= 500;

/** Runs `fetcher` whenever `key` changes (and on `reload`); an answer for an older key is dropped. */
export function useLoad<T>(key: string, fetcher: () => Promise<ApiResult<T>>): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const shownKey = useRef(key);
  useEffect(() => {
    let live = true;
    // A reload of the same thing keeps showing the old data until the new arrives (no flash, no lost scroll).
    setState((prev) => (prev.status === 'ready' && shownKey.current === key ? prev : { status: 'loading' }));
    shownKey.current = key;
    void fetcher().then((res) => {
      if (!live) return;
      setState(
        res.ok
          ? { status: 'ready', data: res.data }
          : {
              status: 'error',
              msg: res.msg,
              code: res.code,
              ...(worthRetrying(res.code) ? { retry: reload } : {}),
            },
      );
    });
    return () => {
      live = false;
    };
  }, [key, round]);
  return [state, reload];
}
