import type { ForumReply } from '@kuyi/shared';
import { useRef, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { forumApi } from '../api/forum-api.ts';
import { forumTime } from '../forum-time.ts';
import { AuthorBadge } from './author-badge.tsx';
import { LikeButton } from './like-button.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ReplyDeleteButton } from './reply-delete-button.tsx';

/** A nested reply: "甲 回复 乙：内容" — names and content always as text. */
function ChildLine({
  reply,
  postId,
  areaId,
  onSent,
  onDeleted,
}: {
  reply: ForumReply;
  postId: number;
  areaId: number;
  onSent: () => void;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="forum-child">
      <p>
        <span className="forum-author-name">{reply.author.userName}</span>
        {reply.replyTo && (
          <>
            {' 回复 '}
            <span className="forum-author-name">{reply.replyTo.userName}</span>
          </>
        )}
        ：<span className="forum-reply-text">{reply.content}</span>
      </p>
      <div className="forum-reply-meta">
        <span>{forumTime(reply.createdAt)}</span>
        <LikeButton replyId={reply.id} postId={postId} liked={reply.liked} likeNum={reply.likeNum} />
        <button type="button" className="btn-link" onClick={() => setOpen((o) => !o)}>
          回复
        </button>
        <ReplyDeleteButton reply={reply} onDeleted={onDeleted} />
      </div>
      {open && (
        <ReplyBox
          postId={postId}
          parentId={reply.id}
          areaId={areaId}
          placeholder={`回复 ${reply.author.userName}`}
          autoFocus
          onSent={() => {
            setOpen(false);
            onSent();
          }}
        />
      )}
    </li>
  );
}

/**
 * A floor: its author, text, likes, the first nested replies and "查看全部" for the rest (20 per page). A
 * floor its author deleted while it had nested replies keeps its number as 该回复已删除 ([F17]).
 */
export function ReplyItem({
  floor,
  postId,
  areaId,
  onChanged,
  onRemoved,
  focused = false,
}: {
  floor: ForumReply;
  postId: number;
  areaId: number;
  onChanged: () => void;
  /** A reply here was deleted: the floors and the post's count read again. */
  onRemoved: () => void;
  /** The floor a link named (a reply notice's `?floor=`): marked so the eye finds it. */
  focused?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [children, setChildren] = useState<ForumReply[]>(floor.children);
  const [childTotal, setChildTotal] = useState(floor.childNum);
  const [childPage, setChildPage] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  // The ref stops a second load at once, before any re-render; the state greys the button meanwhile.
  const loadingMoreRef = useRef(false);

  const loadChildren = async (page: number) => {
    const res = await forumApi.children(postId, floor.id, page);
    if (!res.ok) {
      showToast(res.msg, 'error');
      return;
    }
    setChildren((prev) => {
      if (page === 1) return res.data.list;
      // A page can repeat rows already shown (a refresh raced it, a reply shifted the pages): each once.
      const shown = new Set(prev.map((c) => c.id));
      return [...prev, ...res.data.list.filter((c) => !shown.has(c.id))];
    });
    setChildTotal(res.data.total);
    setChildPage(page);
  };
  const refresh = () => void loadChildren(1);
  const loadMore = async () => {
    if (loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    try {
      await loadChildren(childPage + 1);
    } finally {
      loadingMoreRef.current = false;
      setLoadingMore(false);
    }
  };

  return (
    <li
      className={focused ? 'forum-floor forum-floor-focus' : 'forum-floor'}
      id={`floor-${floor.floor}`}
      aria-current={focused ? 'location' : undefined}
    >
      <div className="forum-floor-head">
        {floor.deleted ? <span /> : <AuthorBadge author={floor.author} size={28} />}
        <span className="forum-floor-no">{floor.floor}楼</span>
      </div>
      {floor.deleted ? (
        <p className="forum-reply-text forum-reply-deleted">{floor.content}</p>
      ) : (
        <>
          <p className="forum-reply-text">{floor.content}</p>
          <div className="forum-reply-meta">
            <span>{forumTime(floor.createdAt)}</span>
            <LikeButton replyId={floor.id} postId={postId} liked={floor.liked} likeNum={floor.likeNum} />
            <button type="button" className="btn-link" onClick={() => setOpen((o) => !o)}>
              回复
            </button>
            <ReplyDeleteButton reply={floor} onDeleted={onRemoved} />
          </div>
        </>
      )}
      {open && (
        <ReplyBox
          postId={postId}
          parentId={floor.id}
          areaId={areaId}
          placeholder={`回复 ${floor.author.userName}`}
          autoFocus
          onSent={() => {
            setOpen(false);
            refresh();
            onChanged();
          }}
        />
      )}
      {children.length > 0 && (
        <ul className="forum-children" aria-label="楼中楼">
          {children.map((c) => (
            <ChildLine
              key={c.id}
              reply={c}
              postId={postId}
              areaId={areaId}
              // A reply to a nested reply is a reply to the post too: its count and red envelope re-read.
              onSent={() => {
                refresh();
                onChanged();
              }}
              onDeleted={() => {
                refresh();
                onRemoved();
              }}
            />
          ))}
          {children.length < childTotal && (
            <li>
              <button
                type="button"
                className="btn-link"
                disabled={loadingMore}
                onClick={() => void loadMore()}
              >
                {childPage === 0 ? `查看全部 ${childTotal} 条回复` : '加载更多回复'}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
