import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import NotFoundPage from '../components/not-found-page.tsx';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload-guard.ts';

/**
 * The router's error page. A page chunk that failed to load (the site was redeployed while the tab was
 * open) gets one full reload, at most once per minute (spec §8).
 */
export default function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (
    isChunkLoadError(error) &&
    reloadOnceForChunkError(window.sessionStorage, () => window.location.reload())
  )
    return <section className="page-card">正在加载最新版本…</section>;
  return (
    <section className="page-card">
      <h1>页面出错了</h1>
      <p className="muted">页面加载失败，请检查网络后刷新重试。</p>
      <p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          刷新页面
        </button>
        <span className="sep" />
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
