import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { FeedView } from '../hooks/use-feed.ts';

/**
 * Loading / error / data of one read, in Chinese; `children` renders the data. An error says why and offers
 * 重试 (not for a 404: a season or competition that does not exist stays so) and the way back to 资料库.
 */
export default function FeedState<T>({
  view,
  children,
}: {
  view: FeedView<T>;
  children: (data: T) => ReactNode;
}) {
  const onIndex = useLocation().pathname.replace(/\/+$/, '') === '/database';
  if (view.kind === 'loading')
    return (
      <p className="db-note" role="status">
        加载中…
      </p>
    );
  if (view.kind === 'error')
    return (
      <div className="db-note" role="alert">
        <p className="db-error">{view.msg || '数据加载失败，请稍后再试'}</p>
        <p className="db-error-actions">
          {view.retry && view.code !== 404 && (
            <button type="button" className="btn btn-sm" onClick={view.retry}>
              重试
            </button>
          )}
          {!onIndex && <Link to="/database">返回资料库</Link>}
        </p>
      </div>
    );
  return <>{children(view.data)}</>;
}
