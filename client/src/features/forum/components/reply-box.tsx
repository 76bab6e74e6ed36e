import { FORUM_LIMITS, FORUM_MSG } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { isLoginAtom } from '../../../state/user-atoms.ts';
import { LoginPrompt } from '../../auth/components/login-required.tsx';
import { forumApi, type ReplyAnswer } from '../api/forum-api.ts';

/** A reply form: to the post (parentId 0) or to a floor / nested reply. Logged out it offers the login box. */
export function ReplyBox({
  postId,
  parentId,
  areaId,
  placeholder = '说点什么吧…',
  onSent,
  autoFocus = false,
}: {
  postId: number;
  parentId: number;
  areaId: number;
  placeholder?: string;
  onSent: (answer: ReplyAnswer) => void;
  autoFocus?: boolean;
}) {
  const isLogin = useAtomValue(isLoginAtom);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  if (!isLogin) {
    return <LoginPrompt className="forum-note" text="登录后参与回复。" />;
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) return showToast(FORUM_MSG.replyRequired, 'error');
    setBusy(true);
    const res = await forumApi.reply({ postId, parentId, content, specialAreaId: areaId });
    setBusy(false);
    if (!res.ok) return showToast(res.msg, 'error');
    setText('');
    const won = res.data.redEnvelopeMoney;
    showToast(won ? `${res.msg}，抢到红包 ${won.toFixed(2)} 球币` : res.msg, 'success');
    onSent(res.data);
  };

  return (
    <form
      className="forum-reply-box"
      onSubmit={(e) => void submit(e)}
      aria-label={parentId ? '回复楼层' : '回复帖子'}
    >
      <textarea
        value={text}
        maxLength={FORUM_LIMITS.replyMax}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        // biome-ignore lint/a11y/noAutofocus: opened by the user's own click on 回复.
        autoFocus={autoFocus}
        rows={3}
      />
      <div className="forum-reply-actions">
        <span className="forum-count">
          {text.length}/{FORUM_LIMITS.replyMax}
        </span>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? '发送中…' : '发表回复'}
        </button>
      </div>
    </form>
  );
}
