import { NEWS_LIMITS, NEWS_MSG, type NewsComment } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import LoadError from '../../../components/load-error.tsx';
import { showToast } from '../../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import ConfirmDialog from '../../auth/components/confirm-dialog.tsx';
import { LoginPrompt } from '../../auth/components/login-required.tsx';
import { useLoad } from '../../forum/use-load.ts';
import { newsApi } from '../api/news-api.ts';
import { newsTime } from '../news-time.ts';
import { Pager } from './news-pager.tsx';

/**
 * An article's comments, 5 a page (spec §9), with 只看作者 (isLandlord) and, logged in, the comment box; 删除 on
 * one's own comments (an admin's on all), asked first ([N11]).
 */
export function NewsComments({ newsId }: { newsId: number }) {
  const isLogin = useAtomValue(isLoginAtom);
  const me = useAtomValue(userInfoAtom);
  const [confirming, setConfirming] = useState<NewsComment | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [page, setPage] = useState(1);
  const [landlord, setLandlord] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [state, reload] = useLoad(`news:comments:${newsId}:${page}:${landlord}`, () =>
    newsApi.comments(newsId, page, landlord),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) return showToast(NEWS_MSG.commentRequired, 'error');
    setBusy(true);
    const res = await newsApi.comment(newsId, content);
    setBusy(false);
    if (!res.ok) {
      // The session ended since the page loaded: the box to log in again, the text kept for after it.
      if (res.code === 401) showLogin(true);
      return showToast(res.msg, 'error');
    }
    setText('');
    showToast(res.msg, 'success');
    // A new comment is the newest: show the last page, where it lands.
    if (state.status === 'ready' && !landlord) {
      const last = Math.max(1, Math.ceil((state.data.total + 1) / NEWS_LIMITS.commentsPerPage));
      if (last !== page) setPage(last);
      else reload();
    } else reload();
  };

  const mine = (c: NewsComment) => isLogin && me !== null && me.id === c.author.id;
  const canDelete = (c: NewsComment) => mine(c) || (isLogin && me?.isAdmin === true);

  const remove = async (c: NewsComment) => {
    setConfirming(null);
    setRemoving(c.id);
    const res = await newsApi.deleteComment(c.id);
    setRemoving(null);
    if (!res.ok) {
      if (res.code === 401) showLogin(true);
      return showToast(res.msg, 'error');
    }
    showToast('评论已删除', 'success');
    // The last comment of a later page gone: show the page before, which is now the last.
    if (state.status === 'ready' && state.data.list.length === 1 && page > 1) setPage(page - 1);
    else reload();
  };

  return (
    <section className="news-comments" aria-label="评论">
      <div className="news-comments-head">
        <h2>评论{state.status === 'ready' && !landlord ? `（${state.data.total}）` : ''}</h2>
        <label>
          <input
            type="checkbox"
            checked={landlord}
            onChange={(e) => {
              setLandlord(e.target.checked);
              setPage(1);
            }}
          />
          只看作者
        </label>
      </div>
      {isLogin ? (
        <form className="news-comment-box" aria-label="发表评论" onSubmit={(e) => void submit(e)}>
          <textarea
            value={text}
            rows={3}
            maxLength={NEWS_LIMITS.commentMax}
            placeholder="说说你的看法…"
            onChange={(e) => setText(e.target.value)}
          />
          <div className="news-comment-actions">
            <span className="news-count">
              {text.length}/{NEWS_LIMITS.commentMax}
            </span>
            <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
              {busy ? '发送中…' : '发表评论'}
            </button>
          </div>
        </form>
      ) : (
        <LoginPrompt className="news-note" text="登录后参与评论。" />
      )}
      {state.status === 'loading' && <p className="news-note">加载中…</p>}
      {state.status === 'error' && <LoadError msg={state.msg} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {state.data.list.length === 0 ? (
            <p className="news-note">{landlord ? '作者暂无评论' : '暂无评论，快来抢沙发'}</p>
          ) : (
            <ul className="news-comment-list">
              {state.data.list.map((c) => (
                <li key={c.id} className="news-comment">
                  <p className="news-comment-who">
                    <strong>{c.author.userName}</strong>
                    {c.isLandlord && <span className="news-badge">作者</span>}
                    <span className="news-meta">{newsTime(c.createdAt)}</span>
                    {canDelete(c) && (
                      <button
                        type="button"
                        className="btn-link"
                        disabled={removing === c.id}
                        onClick={() => setConfirming(c)}
                      >
                        {removing === c.id ? '删除中…' : '删除'}
                      </button>
                    )}
                  </p>
                  {/* Plain text: React escapes it, so "<script>" reads as text. */}
                  <p className="news-comment-text">{c.content}</p>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} total={state.data.total} limit={state.data.limit} onPage={setPage} />
        </>
      )}
      {confirming && (
        <ConfirmDialog
          text={mine(confirming) ? '确定删除这条评论吗？' : '确定以管理员身份删除这条评论吗？'}
          onCancel={() => setConfirming(null)}
          onOk={() => void remove(confirming)}
        />
      )}
    </section>
  );
}
