import type { ForumPostDetail } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import { userInfoAtom } from '../../../state/user-atoms.ts';
import ConfirmDialog from '../../auth/components/confirm-dialog.tsx';
import { forumApi } from '../api/forum-api.ts';

/** The notice after a delete: a red envelope's unclaimed rest went back to the author ([F15]). */
export const deletedNotice = (refundMoney: number) =>
  refundMoney > 0 ? `帖子已删除，红包剩余 ${refundMoney.toFixed(2)} 球币已退回` : '帖子已删除';

/** 编辑 / 删除 on the post's own page, for its author only ([F15], [F16]); nobody else sees them. */
export function PostAuthorActions({ post }: { post: ForumPostDetail }) {
  const me = useAtomValue(userInfoAtom);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!me || me.id !== post.author.id) return null;

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    const res = await forumApi.remove(post.id);
    setBusy(false);
    if (!res.ok) return showToast(res.msg, 'error');
    showToast(deletedNotice(res.data.refundMoney), 'success');
    navigate(`/forum/${post.parentId}`);
  };

  return (
    <span className="forum-author-actions">
      <Link className="btn btn-sm" to={`/post?edit=${post.id}`}>
        编辑
      </Link>
      <button type="button" className="btn btn-sm" disabled={busy} onClick={() => setConfirming(true)}>
        {busy ? '删除中…' : '删除'}
      </button>
      {confirming && (
        <ConfirmDialog
          text={
            post.isMoneyReward
              ? '确定删除这篇帖子吗？红包未领完的部分将退回你的钱包'
              : '确定删除这篇帖子吗？删除后不可恢复'
          }
          onCancel={() => setConfirming(false)}
          onOk={() => void remove()}
        />
      )}
    </span>
  );
}
