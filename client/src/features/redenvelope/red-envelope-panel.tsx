import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import LoadError from '../../components/load-error.tsx';
import { showToast } from '../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { useLoginState } from '../auth/hooks/use-login-state.ts';
import { formatMoney, redEnvelopeApi } from './api/redenvelope-api.ts';
import { useEnvelope } from './use-envelope.ts';
import './redenvelope.css';

const STATUS_TEXT = { finished: '红包已被领完', refunded: '红包已过期，剩余金额已退回发帖人' } as const;

/**
 * The red envelope on a post's detail page (spec §7 getSurplusRedEnvelope, selectRedEnvelopeById): what is
 * left, the 抢红包 button (or "reply to grab"), my part and who grabbed how much. Renders nothing when the
 * post has no envelope. `refreshKey`: change it (e.g. to the new reply's id) to re-read after a reply, since
 * a reply may have grabbed a part (the gateway's grabOnReply).
 */
export function RedEnvelopePanel({ postId, refreshKey }: { postId: number; refreshKey?: unknown }) {
  const isLogin = useAtomValue(isLoginAtom);
  const login = useLoginState();
  const me = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const { state, reload } = useEnvelope(postId, [isLogin, refreshKey]);
  const [busy, setBusy] = useState(false);

  if (state.status === 'none') return null;
  if (state.status === 'loading')
    return (
      <section className="re-panel re-panel-muted" aria-busy="true">
        红包加载中…
      </section>
    );
  if (state.status === 'error')
    return (
      <section className="re-panel re-panel-muted">
        <LoadError msg={`红包信息加载失败：${state.msg}`} onRetry={reload} />
      </section>
    );

  const { envelope: e, grabs } = state;
  const mine = me !== null && Number(me.id) === e.authorId;
  const grab = async () => {
    if (!isLogin) {
      showLogin(true);
      return;
    }
    setBusy(true);
    const res = await redEnvelopeApi.grab(postId);
    setBusy(false);
    showToast(
      res.ok ? `${res.msg}，获得${formatMoney(res.data.money)}球币` : res.msg,
      res.ok ? 'success' : 'error',
    );
    reload();
  };

  let action: React.ReactNode;
  if (e.myMoney !== null)
    action = (
      <p className="re-mine">
        我抢到了 <strong>{formatMoney(e.myMoney)}</strong> 球币
      </p>
    );
  else if (e.status !== 'active') action = <p className="re-state">{STATUS_TEXT[e.status]}</p>;
  else if (mine) action = <p className="re-state">这是你发的红包</p>;
  else if (e.type === 1) action = <p className="re-state">回复本帖即可领取红包</p>;
  else
    action = (
      // While a remembered login is being restored: wait rather than ask to log in.
      <button type="button" className="re-grab" disabled={busy || login === 'restoring'} onClick={grab}>
        {isLogin ? (busy ? '抢红包中…' : '抢红包') : '登录后抢红包'}
      </button>
    );

  return (
    <section className="re-panel" aria-label="帖子红包">
      <header className="re-head">
        <span className="re-badge">
          {e.isMoneyReward === 2 ? '公益红包' : e.redEnvelopeType === 1 ? '拼手气红包' : '普通红包'}
        </span>
        <span>
          共 {formatMoney(e.redEnvelopeMoney)} 球币 / {e.redEnvelopeCount} 个
        </span>
        <span className="re-left">
          剩余 {e.surplusCount} 个，{formatMoney(e.surplusMoney)} 球币
        </span>
      </header>
      {action}
      {grabs.length === 0 ? (
        <p className="re-empty">还没有人领取</p>
      ) : (
        <ul className="re-grabs" aria-label="领取记录">
          {grabs.map((g) => (
            <li key={g.userId}>
              <span className="re-name">{g.userName}</span>
              <span className="re-money">{formatMoney(g.money)} 球币</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
