import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import ConfirmDialog from '../../auth/components/confirm-dialog.tsx';
import { useAuthActions } from '../../auth/hooks/use-auth-actions.ts';
import { formatAmount } from '../../wallet/bill-format.ts';
import { useBalances } from '../../wallet/use-bill.ts';
import { userareaApi } from '../api/userarea-api.ts';

/**
 * /userarea/cancel: account cancellation. Login is refused afterwards; the phone and name stay reserved and the
 * real-name record is deleted (logOff does both); other data is kept per the privacy policy.
 */
export default function CancelPage() {
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Out while logOff runs: a second 申请注销 would send one more, answered 请先登录 after the first.
  const [busy, setBusy] = useState(false);
  // What is lost, in numbers: 'unused coins' alone did not tell a user with 33.00 球币 left.
  const balances = useBalances(0);
  const gold = balances.status === 'ready' ? (balances.data.gold?.total ?? 0) : 0;
  const qiubi = balances.status === 'ready' ? (balances.data.qiubi?.total ?? 0) : 0;
  const { forget } = useAuthActions();
  const navigate = useNavigate();

  const cancel = async () => {
    setConfirming(false);
    setBusy(true);
    const res = await userareaApi.logOff();
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (!res.ok) return;
    forget();
    navigate('/');
  };

  return (
    <div className="userarea-form">
      <h2>注销账号</h2>
      <ul className="cancel-notes">
        <li>
          注销后将无法再登录本账号；手机号与用户名将保留为已注销状态，不会释放，也不能再用于注册新账号。
        </li>
        <li>您的实名认证信息（姓名、身份证号）将被删除，该身份证号可再用于认证其他账号。</li>
        <li>
          您发布的内容及交易记录将按照<Link to="/privacy">《酷易体育隐私政策》</Link>的约定保存。
        </li>
        <li>
          {gold > 0 || qiubi > 0
            ? `您的账户现有 ${formatAmount('gold', gold)} 金币、${formatAmount('qiubi', qiubi)} 球币，注销后将一并作废，且无法恢复。`
            : '账户内未使用的金币、球币将一并作废，且无法恢复。'}
        </li>
      </ul>
      <label className="agreement">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        我已阅读并知晓以上注销须知
      </label>
      <button
        type="button"
        className="btn btn-danger"
        disabled={!understood || busy}
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
