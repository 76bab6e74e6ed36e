import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import LoadError from '../../../components/load-error.tsx';
import type { LoadState } from '../../../lib/live/live-list.ts';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { useScrollBack } from '../../../lib/use-scroll-back.ts';

/** Loading, error and empty states around a table; the table once there are rows. */
export default function ListState<T>(props: {
  load: LoadState;
  store: RowStore<T>;
  empty?: string;
  /** Offered on an error: a failed read is usually a busy moment, not a missing day. */
  retry?: () => void;
  children: ReactNode;
}) {
  const { load, store } = props;
  useSyncExternalStore(store.subscribeList, store.getVersion);
  // Back from a match lands on the row the fan left, once the list (read again on each visit) is drawn.
  useScrollBack(store.size() > 0 || load.kind !== 'loading');
  if (store.size() > 0) return props.children;
  if (load.kind === 'loading') return <div className="list-state">比分数据加载中…</div>;
  if (load.kind === 'error')
    return (
      <div className="list-state">
        <LoadError msg={load.msg} onRetry={props.retry} />
      </div>
    );
  return <div className="list-state">{props.empty ?? '今日暂无比赛'}</div>;
}
