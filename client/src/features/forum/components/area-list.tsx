import { FORUM_LIMITS } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import LoadError from '../../../components/load-error.tsx';
import { forumApi } from '../api/forum-api.ts';
import { useLoad } from '../use-load.ts';
import { Pager } from './pager.tsx';

/** The special areas, 5 per page (spec §9), each with its post counts. */
export function AreaList({ activeId }: { activeId?: number }) {
  const [page, setPage] = useState(1);
  const [state] = useLoad(`areas:${page}`, () => forumApi.areas(page, FORUM_LIMITS.areasPerPage));
  return (
    <section className="forum-areas" aria-label="专区">
      <h2>专区</h2>
      {state.status === 'loading' && <p className="forum-note">加载中…</p>}
      {state.status === 'error' && <LoadError msg={`专区加载失败：${state.msg}`} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          <ul>
            {state.data.list.map((a) => (
              <li key={a.id} className={a.id === activeId ? 'active' : undefined}>
                <Link to={`/forum/${a.id}`}>
                  <span className="forum-area-icon" aria-hidden>
                    {a.name.slice(0, 1)}
                  </span>
                  <span className="forum-area-text">
                    <strong>{a.name}</strong>
                    <small>{a.intro}</small>
                  </span>
                  <span className="forum-area-count">
                    帖子 {a.postNum}
                    {a.todayNum > 0 && <em> 今日 {a.todayNum}</em>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager page={page} total={state.data.total} limit={state.data.limit} onPage={setPage} />
        </>
      )}
    </section>
  );
}
