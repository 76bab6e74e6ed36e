import type { ForumPost, Page } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import LoadError from '../../../components/load-error.tsx';
import { maxPostPage } from '../forum-paging.ts';
import { forumTime } from '../forum-time.ts';
import type { Load } from '../use-load.ts';
import { Pager } from './pager.tsx';

export const EMPTY_POSTS = '暂无帖子，快来发第一帖';

function PostRow({ post, showArea }: { post: ForumPost; showArea: boolean }) {
  const thumb = post.images[0];
  return (
    <li className="forum-post-row">
      <div className="forum-post-main">
        <Link to={`/forumdetail/${post.id}`} className="forum-post-title">
          {post.isMoneyReward && (
            <span className="forum-badge red">{post.isMoneyReward === '2' ? '公益红包' : '红包'}</span>
          )}
          {post.title}
        </Link>
        {post.summary && <p className="forum-post-summary">{post.summary}</p>}
        <div className="forum-post-meta">
          {showArea && (
            <Link to={`/forum/${post.parentId}`} className="forum-area-tag">
              {post.areaName}
            </Link>
          )}
          <span className="forum-post-author">{post.author.userName}</span>
          <span>{forumTime(post.createdAt)}</span>
          <span>浏览 {post.viewNum}</span>
          <span>回复 {post.replyNum}</span>
        </div>
      </div>
      {thumb && <img className="forum-post-thumb" src={thumb} alt="" loading="lazy" />}
    </li>
  );
}

/** A page of posts with loading, error and empty states, and the pager under it. */
export function PostList({
  state,
  onPage,
  showArea = true,
  empty = EMPTY_POSTS,
}: {
  state: Load<Page<ForumPost>>;
  onPage?: (page: number) => void;
  showArea?: boolean;
  empty?: ReactNode;
}) {
  if (state.status === 'loading') return <p className="forum-note">加载中…</p>;
  if (state.status === 'error') return <LoadError msg={`帖子加载失败：${state.msg}`} onRetry={state.retry} />;
  const { list, total, page, limit } = state.data;
  if (list.length === 0 && total > 0 && onPage)
    // An old link past the last page (/forum/2/99): the area has posts, this page has none.
    return (
      <p className="forum-note forum-empty">
        该页暂无帖子，
        <button type="button" className="btn-link" onClick={() => onPage(1)}>
          返回第一页
        </button>
      </p>
    );
  if (list.length === 0) return <p className="forum-note forum-empty">{empty}</p>;
  return (
    <>
      <ul className="forum-posts" aria-label="帖子列表">
        {list.map((p) => (
          <PostRow key={p.id} post={p} showArea={showArea} />
        ))}
      </ul>
      {onPage && (
        <Pager page={page} total={total} limit={limit} onPage={onPage} maxPage={maxPostPage(limit)} />
      )}
    </>
  );
}
