import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FollowButton } from '../follow/follow-button.tsx';
import { RedEnvelopePanel } from '../redenvelope/red-envelope-panel.tsx';
import { RewardButton } from '../redenvelope/reward-button.tsx';
import { forumApi } from './api/forum-api.ts';
import { AuthorBadge } from './components/author-badge.tsx';
import { PostAuthorActions } from './components/post-author-actions.tsx';
import { ReplySection } from './components/reply-section.tsx';
import { forumTime } from './forum-time.ts';
import { safeHtml } from './safe-html.ts';
import { useLoad } from './use-load.ts';
import './forum.css';

/** /forumdetail/:id (spec §2): the post, its red envelope and rewards, and the floors. */
export default function PostDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  // ?floor=23 (a reply notice's link): the floors open on that floor's page, scrolled to it.
  const floorParam = Number(useSearchParams()[0].get('floor'));
  const focusFloor = Number.isInteger(floorParam) && floorParam > 0 ? floorParam : null;
  const [state, reload] = useLoad(`post:${id}`, () =>
    valid ? forumApi.post(id) : Promise.resolve({ ok: false as const, code: 404, msg: '帖子不存在' }),
  );
  const [views, setViews] = useState<number | null>(null);
  // Bumped on each reply: a reply may grab a part of the post's red envelope, so the panel re-reads.
  const [replies, setReplies] = useState(0);
  useDocumentTitle(state.status === 'ready' ? state.data.title : null);
  // Counted once per viewer per hour by the server; the page reports the visit once the post is there (a
  // missing post's page sent a view the gateway refused with 404, an error in every visitor's console).
  const shown = state.status === 'ready' ? state.data.id : null;
  useEffect(() => {
    if (shown === null) return;
    void forumApi.addView(shown).then((res) => res.ok && setViews(res.data.viewNum));
  }, [shown]);
  // The server sanitized the HTML; the client re-applies the same allow-list before innerHTML.
  const html = useMemo(() => (state.status === 'ready' ? safeHtml(state.data.content) : ''), [state]);

  // Loading and missing states sit in the page's card, like the post, not bare against the screen's edge.
  if (state.status === 'loading')
    return (
      <div className="forum-detail">
        <p className="forum-note">加载中…</p>
      </div>
    );
  // 帖子不存在 (404) only leads back; a failed read (500, network) offers 重试 beside it.
  if (state.status === 'error')
    return (
      <div className="forum-detail forum-missing">
        {state.retry ? (
          <LoadError msg={state.msg} onRetry={state.retry} actions={<Link to="/forum">返回论坛</Link>} />
        ) : (
          <>
            <p className="forum-note forum-error">{state.msg}</p>
            <Link to="/forum">返回论坛</Link>
          </>
        )}
      </div>
    );
  const post = state.data;
  return (
    <article className="forum-detail">
      <nav className="forum-crumbs" aria-label="位置">
        <Link to="/forum">论坛</Link> › <Link to={`/forum/${post.parentId}`}>{post.areaName}</Link>
      </nav>
      <h1 className="forum-detail-title">
        {post.isMoneyReward && (
          <span className="forum-badge red">{post.isMoneyReward === '2' ? '公益红包' : '红包'}</span>
        )}
        {post.title}
      </h1>
      <div className="forum-detail-author">
        <AuthorBadge author={post.author} />
        <FollowButton userId={post.author.id} />
        <span className="forum-post-meta">
          <span>{forumTime(post.createdAt)}</span>
          {post.editedAt && <span className="forum-edited">编辑于 {forumTime(post.editedAt)}</span>}
          <span>浏览 {views ?? post.viewNum}</span>
          <span>回复 {post.replyNum}</span>
        </span>
      </div>
      {/* The only innerHTML on the page: sanitized by the server, then again by safeHtml. */}
      <div className="forum-content" dangerouslySetInnerHTML={{ __html: html }} />
      {post.images.length > 0 && (
        <ul className="forum-images" aria-label="帖子图片">
          {post.images.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener noreferrer">
                <img src={src} alt={`图片${i + 1}`} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <RedEnvelopePanel postId={post.id} refreshKey={replies} />
      <div className="forum-detail-actions">
        <RewardButton postId={post.id} authorId={Number(post.author.id)} />
        <PostAuthorActions post={post} />
      </div>
      {/* Keyed by the floor: a second notice for the same post opens on its own floor's page. */}
      <ReplySection
        key={focusFloor ?? 0}
        postId={post.id}
        areaId={post.parentId}
        focusFloor={focusFloor}
        onReplied={() => {
          setReplies((n) => n + 1);
          reload();
        }}
      />
    </article>
  );
}
