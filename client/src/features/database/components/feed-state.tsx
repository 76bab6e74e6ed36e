import type { ReactNode } from 'react';
import type { FeedView } from '../hooks/use-feed.ts';

/** Loading / error / data of one read, in Chinese; `children` renders the data. */
export default function FeedState<T>({
  view,
  children,
}: {
  view: FeedView<T>;
  children: (data: T) => ReactNode;
}) {
  if (view.kind === 'loading')
    return (
      <p className="db-note" role="status">
        加载中…
      </p>
    );
  if (view.kind === 'error')
    return (
      <p className="db-note db-error" role="alert">
        {view.msg || '数据加载失败，请稍后再试'}
      </p>
    );
  return <>{children(view.data)}</>;
}
