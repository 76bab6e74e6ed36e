import { type ForumPost, maxPostPage } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import Pager from '../../components/pager.tsx';
import { beijingDay } from '../../lib/time/beijing-date.ts';
import { followApi } from './api/follow-api.ts';
import { usePaged } from './use-paged.ts';

const LIMIT = 20;

/** A writer's posts from the forum (selectPagingFoType?writerId), newest first. */
export function UserPosts({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const state = usePaged<ForumPost>((p, signal) => followApi.postsOf(userId, p, LIMIT, signal), userId, page);
  if (state.status === 'loading') return <p className="follow-note">加载中…</p>;
  if (state.status === 'error') return <p className="follow-note follow-error">帖子加载失败：{state.msg}</p>;
  const { list, total, limit } = state.page;
  if (total === 0 || list.length === 0) return <p className="follow-note">还没有发布帖子</p>;
  return (
    <>
      <ul className="user-posts">
        {list.map((p) => (
          <li key={p.id}>
            <Link to={`/forumdetail/${p.id}`} className="user-post-title">
              {p.title}
            </Link>
            <span className="follow-counts">
              {p.areaName} · 浏览 {p.viewNum} · 回复 {p.replyNum} · {beijingDay(p.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      {/* The forum serves a list's first maxPostPage pages only (a deeper OFFSET costs seconds). */}
      <Pager
        page={page}
        total={Math.min(total, maxPostPage(limit) * limit)}
        limit={limit}
        onPage={setPage}
        className="follow-pager"
      />
    </>
  );
}
