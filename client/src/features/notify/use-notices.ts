import type { Notice, Page } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { notifyApi } from './api/notify-api.ts';

export type NoticesState =
  | { status: 'loading' }
  | { status: 'ready'; data: Page<Notice> }
  | { status: 'error'; msg: string };

/** One page of my notices; a newer page or 重试 aborts the older read, so a slow answer never wins. */
export function useNotices(page: number, limit: number, reload: number) {
  const [state, setState] = useState<NoticesState>({ status: 'loading' });
  // `reload` is the trigger, not read inside.
  useEffect(() => {
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    notifyApi.list(page, limit, ctrl.signal).then(
      (res) => setState(res.ok ? { status: 'ready', data: res.data } : { status: 'error', msg: res.msg }),
      () => undefined,
    );
    return () => ctrl.abort();
  }, [page, limit, reload]);
  return [state, setState] as const;
}
