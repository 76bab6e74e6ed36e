import { FORUM_LIMITS } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import LoadError from '../../../components/load-error.tsx';
import { userInfoAtom } from '../../../state/user-atoms.ts';
import { forumApi, type ReplyAnswer } from '../api/forum-api.ts';
import { useLoad } from '../use-load.ts';
import { Pager } from './pager.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ReplyItem } from './reply-item.tsx';

/**
 * The post's floors, 20 per page (spec §9), and the box for a new floor. `focusFloor` (a link's `?floor=`, as a
 * reply notice gives) opens the list on that floor's page, scrolls to it and marks it.
 */
export function ReplySection({
  postId,
  areaId,
  onReplied,
  focusFloor = null,
}: {
  postId: number;
  areaId: number;
  onReplied: () => void;
  focusFloor?: number | null;
}) {
  // A page, or a floor whose page the gateway names ([F18]): deleted floors leave the list, so a floor's number
  // alone does not say its page.
  const [at, setAt] = useState<{ page: number } | { floor: number }>(() =>
    focusFloor ? { floor: focusFloor } : { page: 1 },
  );
  // The floors carry the reader's own 赞 (liked): who reads is part of the key, so logging in or out on the
  // page re-reads them (a visitor's list kept after a login showed the reader's likes as not liked, and a
  // press then took the like back).
  const reader = useAtomValue(userInfoAtom)?.id ?? '';
  const atKey = 'floor' in at ? `f${at.floor}` : `p${at.page}`;
  const [state, reload] = useLoad(`replies:${postId}:${atKey}:${reader}`, () =>
    forumApi.replies(postId, at, FORUM_LIMITS.repliesPerPage),
  );
  const page = state.status === 'ready' ? state.data.page : 'page' in at ? at.page : 1;
  // A new floor lands after the last one: on a post whose floors fill a page it is on the next page, so the
  // list turns to the page that shows its floor (reloading page 1 left the writer's reply out of sight).
  // Scrolled to once, when its page has come: paging on or replying later does not pull the reader back.
  const [scrolled, setScrolled] = useState(false);
  const focusShown = state.status === 'ready' && state.data.list.some((f) => f.floor === focusFloor);
  useEffect(() => {
    if (!focusShown || scrolled) return;
    setScrolled(true);
    document.getElementById(`floor-${focusFloor}`)?.scrollIntoView?.({ block: 'center' });
  }, [focusShown, scrolled, focusFloor]);
  const sent = ({ reply }: ReplyAnswer) => {
    // Room left on the last page shown: the new floor is on it, so a reload keeps the list in place.
    const roomHere =
      state.status === 'ready' &&
      state.data.list.length < state.data.limit &&
      state.data.page >= Math.ceil(state.data.total / state.data.limit);
    if (roomHere) reload();
    else setAt({ floor: reply.floor });
    onReplied();
  };
  // A page past the end (its last floor deleted here, or by its author elsewhere) turns to the last page that
  // has floors, rather than reading 暂无回复，快来抢沙发 under 全部回复（20 楼） with no pager back.
  const pastEnd =
    state.status === 'ready' && state.data.list.length === 0 && state.data.total > 0
      ? Math.max(1, Math.ceil(state.data.total / state.data.limit))
      : null;
  useEffect(() => {
    if (pastEnd !== null && pastEnd !== page) setAt({ page: pastEnd });
  }, [pastEnd, page]);
  return (
    <section className="forum-replies" aria-label="回复">
      <h2>
        全部回复
        {state.status === 'ready' && <small>（{state.data.total} 楼）</small>}
      </h2>
      {state.status === 'loading' && <p className="forum-note">加载中…</p>}
      {state.status === 'error' && <LoadError msg={`回复加载失败：${state.msg}`} onRetry={state.retry} />}
      {state.status === 'ready' &&
        (state.data.list.length === 0 ? (
          pastEnd === null || pastEnd === page ? (
            <p className="forum-note forum-empty">暂无回复，快来抢沙发</p>
          ) : (
            <p className="forum-note">加载中…</p>
          )
        ) : (
          <>
            <ol className="forum-floors">
              {state.data.list.map((f) => (
                <ReplyItem
                  key={f.id}
                  floor={f}
                  postId={postId}
                  areaId={areaId}
                  focused={f.floor === focusFloor}
                  onChanged={onReplied}
                  onRemoved={() => {
                    reload();
                    onReplied();
                  }}
                />
              ))}
            </ol>
            <Pager
              page={page}
              total={state.data.total}
              limit={state.data.limit}
              onPage={(p) => setAt({ page: p })}
            />
          </>
        ))}
      <ReplyBox postId={postId} parentId={0} areaId={areaId} onSent={sent} />
    </section>
  );
}
