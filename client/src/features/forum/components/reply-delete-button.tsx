import type { ForumReply } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { userInfoAtom } from '../../../state/user-atoms.ts';
import ConfirmDialog from '../../auth/components/confirm-dialog.tsx';
import { forumApi } from '../api/forum-api.ts';

/** 删除 under a reply, for its author ([F17]) or an admin ([F19]); a deleted reply offers nothing. */
export function ReplyDeleteButton({ reply, onDeleted }: { reply: ForumReply; onDeleted: () => void }) {
  const me = useAtomValue(userInfoAtom);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!me || reply.deleted) return null;
  const mine = me.id === reply.author.id;
  if (!mine && !me.isAdmin) return null;

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    const res = await forumApi.removeReply(reply.id);
    setBusy(false);
    if (!res.ok) return showToast(res.msg, 'error');
    showToast('回复已删除', 'success');
    onDeleted();
  };

  return (
    <>
      <button type="button" className="btn-link" disabled={busy} onClick={() => setConfirming(true)}>
        删除
      </button>
      {confirming && (
        <ConfirmDialog
          text={mine ? '确定删除这条回复吗？' : '确定以管理员身份删除这条回复吗？作者会收到通知'}
          onCancel={() => setConfirming(false)}
          onOk={() => void remove()}
        />
      )}
    </>
  );
}
