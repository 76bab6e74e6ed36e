import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../../lib/http/request-json.ts';

export type Load<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'error'; msg: string };

/**
 * One REST read for a tab, as a tagged union; read again when `key` changes, abandoned on leave.
 * `load` must depend on nothing but `key`.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>): Load<T> {
  const [state, setState] = useState<{ key: string; load: Load<T> }>({ key, load: { kind: 'loading' } });
  useEffect(() => {
    const abort = new AbortController();
    setState({ key, load: { kind: 'loading' } });
    load(abort.signal).then(
      (res) =>
        setState({ key, load: res.ok ? { kind: 'ready', data: res.data } : { kind: 'error', msg: res.msg } }),
      () => {},
    );
    return () => abort.abort();
  }, [key]);
  // A stale answer for the previous key is never shown.
  return state.key === key ? state.load : { kind: 'loading' };
}
