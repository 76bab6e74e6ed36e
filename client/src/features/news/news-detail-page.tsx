import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { matchPath } from '../../app/paths.ts';
import LoadError from '../../components/load-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { safeHtml } from '../forum/safe-html.ts';
import { useLoad } from '../forum/use-load.ts';
import { newsApi } from './api/news-api.ts';
import { NewsComments } from './components/news-comments.tsx';
import NewsListPage from './news-list-page.tsx';
import { newsListPath, newsTypePath } from './news-paths.ts';
import { newsTime } from './news-time.ts';
import './news.css';

/** /newsMoreInfo/:id and /news/:id (spec §2): the article, then its comments. */
export function NewsDetail({ id }: { id: number }) {
  const [state, reload] = useLoad(`news:${id}`, () => newsApi.detail(id));
  useDocumentTitle(state.status === 'ready' ? state.data.title : null);
  // The server sanitized the HTML; the client re-applies the same allow-list before innerHTML.
  const html = useMemo(() => (state.status === 'ready' ? safeHtml(state.data.content) : ''), [state]);
  if (state.status === 'loading') return <p className="news-note">加载中…</p>;
  if (state.status === 'error')
    return (
      <div className="news-page">
        <LoadError
          msg={state.msg}
          // A missing article stays missing; a failed read (500, network) may answer on a second try.
          onRetry={state.code !== 404 ? reload : undefined}
        />
        <Link to={newsListPath()}>返回资讯列表</Link>
      </div>
    );
  const n = state.data;
  return (
    <article className="news-page news-detail">
      <nav className="news-crumbs" aria-label="位置">
        <Link to={newsListPath()}>资讯</Link> › <Link to={newsTypePath(n.childType)}>{n.childTypeName}</Link>
      </nav>
      <h1 className="news-detail-title">{n.title}</h1>
      <p className="news-meta">
        <span>{n.writer.userName}</span>
        <span>{newsTime(n.publishAt)}</span>
        <span>阅读 {n.viewNum}</span>
      </p>
      {n.cover && <img className="news-detail-cover" src={n.cover} alt="封面" />}
      {/* The only innerHTML on the page: sanitized by the server, then again by safeHtml. */}
      <div className="news-content" dangerouslySetInnerHTML={{ __html: html }} />
      {/* A match report leads to its match: the timeline, stats and odds the report was written from. */}
      {n.matchId && (
        <p className="news-match-link">
          <Link to={matchPath('football', n.matchId)}>查看本场比赛详情 ›</Link>
        </p>
      )}
      <NewsComments newsId={n.id} />
    </article>
  );
}

/** /news/:id? — an article, or the list when no id is given. */
export default function NewsDetailPage() {
  const param = useParams().id;
  if (param === undefined) return <NewsListPage />;
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0)
    return (
      <div className="news-page">
        <p className="news-note news-error">资讯不存在</p>
        <Link to={newsListPath()}>返回资讯列表</Link>
      </div>
    );
  return <NewsDetail key={id} id={id} />;
}
