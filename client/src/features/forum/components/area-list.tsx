import { FORUM_LIMITS, type ForumArea, type Page } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import LoadError from '../../../components/load-error.tsx';
import { forumApi } from '../api/forum-api.ts';
import { type Load, useLoad } from '../use-load.ts';
import { Pager } from './pager.tsx';

const PER_PAGE = FORUM_LIMITS.areasPerPage;

/**
 * The special areas, 5 per page (spec §9), each with its post counts. On an area's page (`activeId`, with `all`
 * the areas read at once) the list opens on the page holding that area, so the current one shows marked.
 */
export function AreaList({ activeId, all }: { activeId?: number; all?: Load<Page<ForumArea>> }) {
  const index = all?.status === 'ready' ? all.data.list.findIndex((a) => a.id === activeId) : -1;
  const start = index >= 0 ? Math.floor(index / PER_PAGE) + 1 : 1;
  // A page the fan turned to holds while the area stays; another area opens on its own page.
  const [picked, setPicked] = useState<{ page: number; forId?: number } | null>(null);
  const page = picked && picked.forId === activeId ? picked.page : start;
  // Until the areas are read the starting page is unknown: reading page 1 meanwhile would only flash it.
  const waiting = activeId !== undefined && all?.status === 'loading';
  const [state] = useLoad(waiting ? 'areas:wait' : `areas:${page}`, () =>
    waiting ? new Promise<never>(() => {}) : forumApi.areas(page, PER_PAGE),
  );
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
          <Pager
            page={page}
            total={state.data.total}
            limit={state.data.limit}
            onPage={(p) => setPicked({ page: p, forId: activeId })}
          />
        </>
      )}
    </section>
  );
}
