import { showToast } from '../../../lib/toast.ts';
import { authApi } from '../api/auth-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/**
 * 获取验证码: checks the phone with the form's own rule first (`validatePhone` answers the message or
 * null), sends, then counts down 60 s disabled.
 */
export default function SmsCodeButton({
  phone,
  validatePhone,
  onSent,
}: {
  phone: string;
  validatePhone: (phone: string) => string | null;
  onSent?: () => void;
}) {
  const { left, start } = useCountdown();
  const send = async () => {
    const problem = validatePhone(phone);
    if (problem) {
      showToast(problem, 'error');
      return;
    }
    start();
    const res = await authApi.sendCode(phone.trim());
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) onSent?.();
  };
  return (
    <button type="button" className="btn sms-code-btn" disabled={left > 0} onClick={() => void send()}>
      {left > 0 ? `${left}s后重新获取` : '获取验证码'}
    </button>
  );
}
