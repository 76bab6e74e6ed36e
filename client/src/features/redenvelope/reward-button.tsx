import type { RewardInfo } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { newRequestId } from '../../lib/request-id.ts';
import { showToast } from '../../lib/toast.ts';
import { useEscapeKey } from '../../lib/use-escape-key.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { useLoginState } from '../auth/hooks/use-login-state.ts';
import { formatMoney, redEnvelopeApi } from './api/redenvelope-api.ts';
import './redenvelope.css';

/** The amounts offered (球币); ours — the spec shows none. */
export const REWARD_CHOICES = [1, 2, 5, 10, 20, 50] as const;

/**
 * 打赏 on a post (spec §7 userRewardPostMoney, getRewardPostInfo): pick an amount, confirm, pay the author in
 * 球币. One request id per confirmation, so a double click or network retry charges once.
 */
export function RewardButton({ postId, authorId }: { postId: number; authorId: number }) {
  const isLogin = useAtomValue(isLoginAtom);
  const login = useLoginState();
  const me = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [info, setInfo] = useState<RewardInfo | null>(null);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef<string | null>(null);
  useEscapeKey(open, () => setOpen(false));

  useEffect(() => {
    let live = true;
    void redEnvelopeApi.rewardInfo(postId).then((res) => {
      if (live && res.ok) setInfo(res.data);
    });
    return () => {
      live = false;
    };
  }, [postId, isLogin]);

  const self = me !== null && Number(me.id) === authorId;
  const start = () => {
    if (!isLogin) {
      showLogin(true);
      return;
    }
    setChoice(null);
    requestId.current = newRequestId();
    setOpen(true);
  };
  const confirm = async () => {
    if (choice === null || busy) return;
    setBusy(true);
    const res = await redEnvelopeApi.reward(postId, choice, requestId.current ?? newRequestId());
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) {
      setInfo(res.data);
      setOpen(false);
    } else if (res.code === 409) {
      // An earlier press of this dialog went through (its answer was lost): the toast names its amount; the
      // dialog closes on the totals that include it, rather than offering to pay again.
      setOpen(false);
      void redEnvelopeApi.rewardInfo(postId).then((again) => {
        if (again.ok) setInfo(again.data);
      });
    }
  };

  return (
    <div className="re-reward">
      <button
        type="button"
        className="re-reward-btn"
        disabled={self || login === 'restoring'}
        title={self ? '不能打赏自己的帖子' : undefined}
        onClick={start}
      >
        打赏
      </button>
      {info && info.rewardCount > 0 && (
        <span className="re-reward-sum">
          {info.rewardUsers}人打赏，共{formatMoney(info.rewardMoney)}球币
        </span>
      )}
      {open && (
        <div className="re-dialog" role="dialog" aria-label="打赏">
          <p>选择打赏金额（球币）</p>
          <div className="re-choices">
            {REWARD_CHOICES.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={choice === c}
                className={choice === c ? 're-choice re-choice-on' : 're-choice'}
                onClick={() => setChoice(c)}
              >
                {c}
              </button>
            ))}
          </div>
          {choice !== null && <p>确定打赏 {formatMoney(choice)} 球币给作者吗？</p>}
          <div className="re-dialog-actions">
            <button type="button" className="re-choice" onClick={() => setOpen(false)}>
              取消
            </button>
            <button type="button" className="re-grab" disabled={choice === null || busy} onClick={confirm}>
              {busy ? '打赏中…' : '确定'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
