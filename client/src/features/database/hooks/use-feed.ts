import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/http/request-json.ts';

/** A read as a tagged union: the page shows 加载中 / the error's msg / the data, never two at once. */
export type FeedView<T> =
  | { kind: 'loading' }
  | { kind: 'ok'; data: T }
  | { kind: 'error'; code: number; msg: string; retry?: () => void };

/**
 * One read per `key` (null reads nothing); a newer key aborts the older read so answers never cross. An
 * error view carries `retry`, which reads the same key again (加载中 meanwhile).
 */
export function useFeed<T>(key: string | null, load: (signal: AbortSignal) => Promise<ApiResult<T>>) {
  const [held, setHeld] = useState<{ key: string | null; view: FeedView<T> }>({
    key: null,
    view: { kind: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setHeld({ key: null, view: { kind: 'loading' } });
    setAttempt((n) => n + 1);
  }, []);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    const abort = new AbortController();
    loadRef.current(abort.signal).then(
      (res) => {
        if (abort.signal.aborted) return;
        setHeld({
          key,
          view: res.ok ? { kind: 'ok', data: res.data } : { kind: 'error', code: res.code, msg: res.msg },
        });
      },
      () => {},
    );
    return () => abort.abort();
  }, [key, attempt]); // attempt: the 重试 trigger
  if (key === null || held.key !== key) return { kind: 'loading' } as FeedView<T>;
  return held.view.kind === 'error' ? { ...held.view, retry } : held.view;
}
