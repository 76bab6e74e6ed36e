import type { Page } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../lib/http/request-json.ts';

export type Paged<T> =
  | { status: 'loading' }
  | { status: 'ready'; page: Page<T> }
  | { status: 'error'; msg: string };

/** Loads one page of a list and reloads when `key` (whose list) or the page changes; stale answers are dropped. */
export function usePaged<T>(
  load: (page: number, signal: AbortSignal) => Promise<ApiResult<Page<T>>>,
  key: string,
  page: number,
): Paged<T> {
  const [state, setState] = useState<Paged<T>>({ status: 'loading' });
  // `load` is a new closure each render; `key` names which list it loads, so it stands in for it here.
  useEffect(() => {
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    load(page, ctrl.signal).then(
      (res) => setState(res.ok ? { status: 'ready', page: res.data } : { status: 'error', msg: res.msg }),
      () => undefined,
    );
    return () => ctrl.abort();
  }, [key, page]);
  return state;
}
