import {
  REMINDER_KIND_LABEL,
  REMINDER_SPORT_KINDS,
  REMINDER_TARGET_LABEL,
  type ReminderKind,
  type ReminderSubscription,
} from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import { showToast } from '../../lib/toast.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { AiLayout, LoginFirst } from './ai-layout.tsx';
import { aiApi } from './api/ai-api.ts';

type View =
  | { kind: 'loading' }
  | { kind: 'error'; msg: string }
  | { kind: 'ok'; list: ReminderSubscription[] };

/** /ai/mine: my subscriptions; each kind toggles on the spot, a subscription can be cancelled. */
export default function AiMinePage() {
  // The list is the reader's: logging out and in as someone else on this page starts from 正在加载…, not from
  // the previous account's list while the new one is on its way.
  const reader = useAtomValue(userInfoAtom)?.id ?? '';
  return <MineView key={reader} />;
}

function MineView() {
  const isLogin = useAtomValue(isLoginAtom);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    void reload;
    if (!isLogin) return;
    const ctl = new AbortController();
    aiApi.subscriptions(ctl.signal).then(
      (res) => setView(res.ok ? { kind: 'ok', list: res.data } : { kind: 'error', msg: res.msg }),
      () => {},
    );
    return () => ctl.abort();
  }, [isLogin, reload]);

  const replace = (sub: ReminderSubscription) =>
    setView((v) =>
      v.kind === 'ok' ? { kind: 'ok', list: v.list.map((s) => (s.id === sub.id ? sub : s)) } : v,
    );

  // [AI1] A fan ticks boxes faster than the answers come: each click builds on the kinds the last click asked
  // for (not the row as last read, which would undo the click before it), the box follows the click at once,
  // and a subscription's changes go out one after another, so the last one asked is the one kept.
  const wanted = useRef(new Map<number, ReminderKind[]>());
  const sending = useRef(new Map<number, Promise<void>>());
  const toggle = (sub: ReminderSubscription, kind: ReminderKind) => {
    const current = wanted.current.get(sub.id) ?? sub.kinds;
    const next = current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind];
    wanted.current.set(sub.id, next);
    replace({ ...sub, kinds: next });
    const run = (sending.current.get(sub.id) ?? Promise.resolve()).then(async () => {
      const res = await aiApi.updateKinds(sub.id, next);
      const last = wanted.current.get(sub.id) === next;
      if (!res.ok) {
        showToast(res.msg, 'error');
        // Refused (请至少选择一种提醒, a lost session): show what is stored, not the boxes as clicked.
        if (last) {
          wanted.current.delete(sub.id);
          setReload((n) => n + 1);
        }
      } else if (last) {
        wanted.current.delete(sub.id);
        replace(res.data);
      }
    });
    sending.current.set(sub.id, run);
  };
  // A cancel on its way disables its button: a double click would send a second DELETE, answered 订阅不存在.
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const remove = async (sub: ReminderSubscription) => {
    setRemoving((r) => new Set(r).add(sub.id));
    const res = await aiApi.remove(sub.id);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok)
      setView((v) => (v.kind === 'ok' ? { kind: 'ok', list: v.list.filter((s) => s.id !== sub.id) } : v));
    setRemoving((r) => {
      const next = new Set(r);
      next.delete(sub.id);
      return next;
    });
  };

  let body: React.ReactNode;
  if (!isLogin) body = <LoginFirst what="管理您的提醒订阅" />;
  else if (view.kind === 'loading') body = <div className="ai-state">正在加载…</div>;
  else if (view.kind === 'error')
    body = <LoadError msg={`加载失败：${view.msg}`} onRetry={() => setReload((n) => n + 1)} />;
  else if (view.list.length === 0)
    body = (
      <div className="ai-state">
        您还没有订阅任何提醒。去 <Link to="/ai">提醒服务</Link> 选择比赛、球队或联赛。
      </div>
    );
  else
    body = (
      <table className="ai-table">
        <thead>
          <tr>
            <th>类型</th>
            <th>名称</th>
            <th>提醒内容</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {view.list.map((s) => (
            <tr key={s.id} data-subscription={s.id}>
              <td className="ai-nowrap">
                {s.sport === 'basketball' ? '篮球' : '足球'}
                {REMINDER_TARGET_LABEL[s.targetKind]}
              </td>
              <td className="ai-teams ai-mine-name">{s.targetName}</td>
              <td>
                <div className="ai-kinds">
                  {REMINDER_SPORT_KINDS[s.sport ?? 'football'].map((k) => (
                    <label key={k}>
                      <input type="checkbox" checked={s.kinds.includes(k)} onChange={() => toggle(s, k)} />
                      {REMINDER_KIND_LABEL[k]}
                    </label>
                  ))}
                </div>
              </td>
              <td className="ai-nowrap">
                <button
                  type="button"
                  className="btn btn-sm"
                  disabled={removing.has(s.id)}
                  onClick={() => void remove(s)}
                >
                  取消订阅
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return <AiLayout title="我的提醒">{body}</AiLayout>;
}
