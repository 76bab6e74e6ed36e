import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import { userInfoAtom } from '../../../state/user-atoms.ts';

/**
 * An error carries `retry` when reading again may help (a network failure, a 5xx, 429); a refusal
 * (401, 403, 404, 400) has none, since asking again would only be refused again.
 */
export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; msg: string; retry?: () => void };

const worthRetrying = (code: number) => code === 0 || code === 429 || code >= 500;

/**
 * Loads `call` when `key` changes, and when who reads changes: arena answers carry the reader's view (a bought
 * pick's content, one's own pick, one's 赞), so a login or logout on the page reads them again, hiding the
 * previous reader's meanwhile. `reload` asks again (after a buy, a publish), keeping the list on screen.
 */
export function useApi<T>(
  call: () => Promise<ApiResult<T>>,
  key: string,
): { state: Loaded<T>; reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const reader = useReader();
  const readBy = useRef(reader);
  const readFor = useRef(key);
  useEffect(() => {
    let live = true;
    const newReader = readBy.current !== reader;
    // Only `reload` ran this read: what is on screen is the same thing, read again.
    const refresh = !newReader && readFor.current === key;
    readBy.current = reader;
    readFor.current = key;
    setState((s) => (s.status === 'ready' && !newReader ? s : { status: 'loading' }));
    void call().then((res) => {
      if (!live) return;
      if (res.ok) setState({ status: 'ready', data: res.data });
      // A refresh that failed (a network blip during a 10 s re-read) keeps the list on screen, and the next
      // refresh tries again; replacing it with the error hid it and stopped the re-reads that depend on it.
      else
        setState((s) =>
          refresh && s.status === 'ready'
            ? s
            : { status: 'error', msg: res.msg, ...(worthRetrying(res.code) ? { retry: reload } : {}) },
        );
    });
    return () => {
      live = false;
    };
  }, [key, tick, reader]);
  return { state, reload };
}

/** Who reads: the logged-in user's id, '' for a visitor. */
export function useReader(): string {
  return useAtomValue(userInfoAtom)?.id ?? '';
}
