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

/**
 * 编辑 / 删除 on the post's own page, for its author ([F15], [F16]); an admin sees 删除 on anyone's post ([F19]).
 * Nobody else sees them.
 */
export function PostAuthorActions({ post }: { post: ForumPostDetail }) {
  const me = useAtomValue(userInfoAtom);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!me) return null;
  const mine = me.id === post.author.id;
  if (!mine && !me.isAdmin) return null;

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    const res = await forumApi.remove(post.id);
    setBusy(false);
    if (!res.ok) return showToast(res.msg, 'error');
    showToast(mine ? deletedNotice(res.data.refundMoney) : '帖子已删除，已通知作者', 'success');
    navigate(`/forum/${post.parentId}`);
  };

  return (
    <span className="forum-author-actions">
      {mine && (
        <Link className="btn btn-sm" to={`/post?edit=${post.id}`}>
          编辑
        </Link>
      )}
      <button type="button" className="btn btn-sm" disabled={busy} onClick={() => setConfirming(true)}>
        {busy ? '删除中…' : '删除'}
      </button>
      {confirming && (
        <ConfirmDialog
          text={
            !mine
              ? '确定以管理员身份删除这篇帖子吗？作者会收到通知，红包未领完的部分将退回作者'
              : post.isMoneyReward
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
