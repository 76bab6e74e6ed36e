import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import ConfirmDialog from '../../auth/components/confirm-dialog.tsx';
import { useAuthActions } from '../../auth/hooks/use-auth-actions.ts';
import { userareaApi } from '../api/userarea-api.ts';

/** /userarea/cancel: account cancellation. Login is refused afterwards; data is kept per the privacy policy. */
export default function CancelPage() {
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { forget } = useAuthActions();
  const navigate = useNavigate();

  const cancel = async () => {
    setConfirming(false);
    const res = await userareaApi.logOff();
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (!res.ok) return;
    forget();
    navigate('/');
  };

  return (
    <div className="userarea-form">
      <h2>注销账号</h2>
      <ul className="cancel-notes">
        <li>注销后将无法再登录本账号，手机号与用户名不会释放给他人使用。</li>
        <li>
          您发布的内容及交易记录将按照<Link to="/privacy">《酷易体育隐私政策》</Link>的约定保存。
        </li>
        <li>账户内未使用的金币、球币将一并作废，且无法恢复。</li>
      </ul>
      <label className="agreement">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        我已阅读并知晓以上注销须知
      </label>
      <button
        type="button"
        className="btn btn-danger"
        disabled={!understood}
        onClick={() => setConfirming(true)}
      >
        申请注销
      </button>
      {confirming && (
        <ConfirmDialog
          text="确定注销账号吗？注销后无法恢复"
          onOk={() => void cancel()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
