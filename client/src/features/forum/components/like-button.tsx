import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom } from '../../../state/user-atoms.ts';
import { useLoginState } from '../../auth/hooks/use-login-state.ts';
import { forumApi } from '../api/forum-api.ts';

/** 赞 on a reply: one per user, pressing again takes it back (dianZanReply). */
export function LikeButton({
  replyId,
  postId,
  liked,
  likeNum,
}: {
  replyId: number;
  postId: number;
  liked: boolean;
  likeNum: number;
}) {
  const isLogin = useAtomValue(isLoginAtom);
  const login = useLoginState();
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [state, setState] = useState({ liked, likeNum });
  // A re-read list (a login on the page, a reply) brings the server's word: it replaces what was shown.
  const [given, setGiven] = useState({ liked, likeNum });
  if (given.liked !== liked || given.likeNum !== likeNum) {
    setGiven({ liked, likeNum });
    setState({ liked, likeNum });
  }
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!isLogin) return showLogin(true);
    setBusy(true);
    const res = await forumApi.like(replyId, postId);
    setBusy(false);
    if (!res.ok) return showToast(res.msg, 'error');
    setState(res.data);
  };
  return (
    <button
      type="button"
      className={`forum-like${state.liked ? ' liked' : ''}`}
      aria-pressed={state.liked}
      aria-label={state.liked ? '取消点赞' : '点赞'}
      disabled={busy || login === 'restoring'}
      onClick={() => void toggle()}
    >
      赞 {state.likeNum}
    </button>
  );
}
