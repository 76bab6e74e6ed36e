import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import LoadError from '../../../components/load-error.tsx';
import type { FeedView } from '../hooks/use-feed.ts';

/**
 * Loading / error / data of one read, in Chinese; `children` renders the data. An error says why and offers
 * 重试 (not for a 400 or 404: a malformed link, or a season or competition that does not exist, stays so) and
 * the way back to 资料库.
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
      <LoadError
        msg={view.msg || '数据加载失败，请稍后再试'}
        onRetry={view.code !== 404 && view.code !== 400 ? view.retry : undefined}
        actions={!onIndex && <Link to="/database">返回资料库</Link>}
      />
    );
  return <>{children(view.data)}</>;
}
