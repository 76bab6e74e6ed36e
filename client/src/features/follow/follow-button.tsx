import type { FollowRelation } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { showToast } from '../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import ConfirmDialog from '../auth/components/confirm-dialog.tsx';
import { useLoginState } from '../auth/hooks/use-login-state.ts';
import { followApi } from './api/follow-api.ts';
import { followLabel } from './follow-state.ts';
import './follow.css';

type Known = Pick<FollowRelation, 'isAttention' | 'isFans'>;

interface Props {
  userId: string;
  /** The relation when the caller already has it (a list row), which saves a request per row. */
  initial?: Known;
  /** Told the server's answer after each toggle, so a page can update its counts. */
  onChange?: (relation: FollowRelation) => void;
}

/**
 * `<FollowButton userId />`: 关注 / 已关注 / 互相关注 (issue 13). Logged out it opens the login box; on your own
 * profile it renders nothing. FORUM and ARENA pages mount it next to an author.
 */
export function FollowButton({ userId, initial, onChange }: Props) {
  const isLogin = useAtomValue(isLoginAtom);
  const login = useLoginState();
  const me = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [known, setKnown] = useState<Known | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The relation read failed (network, 5xx): the button reads it again on a click instead of staying disabled.
  const [unread, setUnread] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (!isLogin || initial) return;
    // Logged in after the page opened, or a new user: ask for the relation.
    const ctrl = new AbortController();
    setUnread(false);
    followApi.relation(userId, ctrl.signal).then(
      (res) => (res.ok ? setKnown(res.data) : setUnread(true)),
      () => {
        if (!ctrl.signal.aborted) setUnread(true);
      },
    );
    return () => ctrl.abort();
  }, [isLogin, userId, initial, attempt]);

  if (isLogin && me?.id === userId) return null;

  if (login === 'restoring') {
    // The session is still being restored (selectById in flight): neither a login box nor a toggle yet.
    return (
      <button type="button" className="btn btn-primary btn-sm follow-btn" disabled>
        关注
      </button>
    );
  }

  if (!isLogin) {
    return (
      <button type="button" className="btn btn-primary btn-sm follow-btn" onClick={() => showLogin(true)}>
        关注
      </button>
    );
  }

  const state = known ?? { isAttention: false, isFans: false };
  const label = followLabel(state);
  async function toggle() {
    setConfirming(false);
    setBusy(true);
    const res = await followApi.setFollow(userId, !state.isAttention);
    setBusy(false);
    if (!res.ok) {
      showToast(res.msg, 'error');
      return;
    }
    setKnown(res.data);
    showToast(res.msg, 'success');
    onChange?.(res.data);
  }
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm follow-btn ${state.isAttention ? 'follow-on' : 'btn-primary'}`}
        disabled={busy || (known === null && !unread)}
        aria-pressed={state.isAttention}
        title={
          known === null && unread
            ? '关注状态读取失败，点击重试'
            : state.isAttention
              ? '点击取消关注'
              : undefined
        }
        // Following is one click; unfollowing asks first, as titan007 and SofaScore do (a stray tap loses it).
        // Unknown (the read failed): the click reads the relation again, it does not guess.
        onClick={() =>
          known === null ? setAttempt((n) => n + 1) : state.isAttention ? setConfirming(true) : void toggle()
        }
      >
        {known === null ? '关注' : label}
      </button>
      {confirming && (
        <ConfirmDialog
          text="确定取消关注？"
          onCancel={() => setConfirming(false)}
          onOk={() => void toggle()}
        />
      )}
    </>
  );
}

export default FollowButton;
