import { type Page, REMINDER_KIND_LABEL, type Reminder } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { matchPath } from '../../app/paths.ts';
import LoadError from '../../components/load-error.tsx';
import Pager from '../../components/pager.tsx';
import { beijingDateTime } from '../../lib/time/beijing-date.ts';
import { showToast } from '../../lib/toast.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { AiLayout, LoginFirst } from './ai-layout.tsx';
import { aiApi } from './api/ai-api.ts';
import { arrivedStore } from './reminder-store.ts';

const LIMIT = 20;
type History = Page<Reminder> & { unread: number };
type View = { kind: 'loading' } | { kind: 'error'; msg: string } | { kind: 'ok'; data: History };

/** /ai/history: every reminder the user received, newest first, paged; unread marked; re-read on arrival. */
export default function AiHistoryPage() {
  // The list is the reader's: logging out and in as someone else on this page starts from 正在加载…, not from
  // the previous account's list while the new one is on its way.
  const reader = useAtomValue(userInfoAtom)?.id ?? '';
  return <HistoryView key={reader} />;
}

function HistoryView() {
  const isLogin = useAtomValue(isLoginAtom);
  const { arrivals } = useSyncExternalStore(arrivedStore.subscribe, arrivedStore.get);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    void arrivals;
    void reload;
    if (!isLogin) return;
    const ctl = new AbortController();
    aiApi.history(page, LIMIT, ctl.signal).then(
      (res) => setView(res.ok ? { kind: 'ok', data: res.data } : { kind: 'error', msg: res.msg }),
      () => {},
    );
    return () => ctl.abort();
  }, [isLogin, page, arrivals, reload]);

  const markAll = async () => {
    const res = await aiApi.markRead({ all: true });
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) setReload((n) => n + 1);
  };

  // Opening a reminder's match reads it, as a message is read once opened: the unread count falls without
  // a trip to 全部标为已读. The page is an SPA route, so the request outlives the navigation.
  const openOne = (r: Reminder) => {
    if (r.read) return;
    void aiApi.markRead({ ids: [r.id] });
  };

  let body: React.ReactNode;
  if (!isLogin) body = <LoginFirst what="查看您收到的提醒" />;
  else if (view.kind === 'loading') body = <div className="ai-state">正在加载…</div>;
  else if (view.kind === 'error')
    body = <LoadError msg={`加载失败：${view.msg}`} onRetry={() => setReload((n) => n + 1)} />;
  else if (view.data.total === 0)
    body = (
      <div className="ai-state">
        暂无提醒记录。去 <Link to="/ai">提醒服务</Link> 订阅比赛吧。
      </div>
    );
  else {
    body = (
      <>
        <p>
          共 {view.data.total} 条，未读 {view.data.unread} 条{' '}
          {view.data.unread > 0 && (
            <button type="button" className="btn btn-sm" onClick={() => void markAll()}>
              全部标为已读
            </button>
          )}
        </p>
        <ul className="ai-list">
          {view.data.list.map((r) => (
            <li key={r.id} className={r.read ? '' : 'unread'}>
              <strong>
                [{REMINDER_KIND_LABEL[r.kind]}] {r.title}
              </strong>
              <time dateTime={r.createdAt}>{beijingDateTime(r.createdAt)}</time>
              <div>
                {r.body}{' '}
                <Link to={matchPath(r.sport ?? 'football', r.matchId)} onClick={() => openOne(r)}>
                  查看比赛
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <Pager page={page} total={view.data.total} limit={LIMIT} onPage={setPage} />
      </>
    );
  }
  return <AiLayout title="历史提醒">{body}</AiLayout>;
}
