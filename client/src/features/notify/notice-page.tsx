import type { Notice } from '@kuyi/shared';
import { NOTIFY_PAGE_LIMIT } from '@kuyi/shared';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import Pager from '../../components/pager.tsx';
import { forumTime } from '../forum/forum-time.ts';
import { notifyApi } from './api/notify-api.ts';
import { noticeHref } from './notice-href.ts';
import { unreadCountAtom } from './unread-atom.ts';
import { useNotices } from './use-notices.ts';
import './notify.css';

const KIND_LABEL: Record<Notice['kind'], string> = {
  reply: '回复',
  nestedReply: '回复',
  reward: '打赏',
  pickBought: '推荐',
  pickSettled: '推荐',
  pickRefunded: '退款',
  envelopeRefund: '红包',
  feedbackClosed: '反馈',
  moderated: '管理',
};

/**
 * /userarea/notice ([NT5]): my notices newest first, paged (?page=2 in the address), 全部已读, and each notice
 * opening what it is about after marking it read.
 */
export default function NoticePage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const [reload, setReload] = useState(0);
  const [state, setState] = useNotices(page, NOTIFY_PAGE_LIMIT, reload);
  const [unread, setUnread] = useAtom(unreadCountAtom);
  // The header's poll found more unread than we knew of: something new came in, so read the list again.
  const known = useRef(unread);
  useEffect(() => {
    if (unread !== null && known.current !== null && unread > known.current) setReload((r) => r + 1);
    known.current = unread;
  }, [unread]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const setPage = (p: number) => {
    const q = new URLSearchParams(params);
    if (p > 1) q.set('page', String(p));
    else q.delete('page');
    setParams(q, { preventScrollReset: true });
  };
  // An old link past the last page opens the last page instead of an empty list with no pager.
  const lastPage = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / state.data.limit)) : 1;
  const pastEnd = state.status === 'ready' && state.data.list.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastEnd) setPage(lastPage);
  }, [pastEnd, lastPage]);

  const markLocal = (pred: (n: Notice) => boolean, read = true) =>
    setState((s) =>
      s.status === 'ready'
        ? {
            ...s,
            data: { ...s.data, list: s.data.list.map((n) => (pred(n) ? { ...n, read } : n)) },
          }
        : s,
    );

  const readAll = async () => {
    setBusy(true);
    setFailure(null);
    const res = await notifyApi.readAll();
    setBusy(false);
    if (!res.ok) {
      setFailure(res.msg);
      return;
    }
    markLocal(() => true);
    setUnread(0);
  };

  // The notice opens its target at once; marking it read goes on in the background.
  const open = (n: Notice) => {
    if (n.read) return;
    markLocal((x) => x.id === n.id);
    setUnread((c) => (c === null ? c : Math.max(0, c - 1)));
    void notifyApi.read(n.id).then((res) => {
      if (res.ok) return setUnread(res.data.unread);
      // Not marked after all: the row shows unread again and the badge takes the server's count, not a guess.
      markLocal((x) => x.id === n.id, false);
      void notifyApi.unread().then((count) => {
        if (count.ok) setUnread(count.data.count);
      });
    });
  };

  const anyUnread = state.status === 'ready' && state.data.list.some((n) => !n.read);
  return (
    <div className="notice-page">
      <div className="notice-head">
        <h2 className="notice-title">消息</h2>
        {state.status === 'ready' && state.data.total > 0 && (
          <button
            type="button"
            className="btn btn-sm"
            disabled={busy || !anyUnread}
            onClick={() => void readAll()}
          >
            全部已读
          </button>
        )}
      </div>
      {failure && (
        <p className="notice-error" role="alert">
          {failure}
        </p>
      )}
      {state.status === 'loading' || pastEnd ? (
        <p className="notice-state">加载中…</p>
      ) : state.status === 'error' ? (
        <LoadError msg={`消息加载失败：${state.msg}`} onRetry={() => setReload((r) => r + 1)} />
      ) : state.data.list.length === 0 ? (
        <p className="notice-state">暂无消息</p>
      ) : (
        <>
          <ul className="notice-list">
            {state.data.list.map((n) => {
              const href = noticeHref(n.target);
              const body = (
                <>
                  {!n.read && <span className="notice-dot" role="img" aria-label="未读" />}
                  <span className="notice-kind">{KIND_LABEL[n.kind]}</span>
                  <span className="notice-text">{n.text}</span>
                  <time className="notice-time" dateTime={n.createdAt}>
                    {forumTime(n.createdAt)}
                  </time>
                </>
              );
              return (
                <li key={n.id} className={n.read ? 'notice read' : 'notice unread'}>
                  {href ? (
                    <Link to={href} onClick={() => open(n)}>
                      {body}
                    </Link>
                  ) : (
                    // Nothing to open: pressing it only marks it read.
                    <button type="button" onClick={() => open(n)}>
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <Pager
            className="notice-pager"
            page={state.data.page}
            total={state.data.total}
            limit={state.data.limit}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
