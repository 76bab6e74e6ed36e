import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { authApi } from '../api/auth-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/**
 * 获取验证码: checks the phone with the form's own rule first (`validatePhone` answers the message or
 * null), sends, and only once the server says the code went out counts down 60 s disabled. A refused
 * send shows the server's message and leaves the button usable (issue 11 bug 5).
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
  // Disabled while the request is out, so a second click cannot send a second code.
  const [sending, setSending] = useState(false);
  const send = async () => {
    const problem = validatePhone(phone);
    if (problem) {
      showToast(problem, 'error');
      return;
    }
    setSending(true);
    const res = await authApi.sendCode(phone.trim());
    setSending(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (!res.ok) return;
    start();
    onSent?.();
  };
  const label = sending ? '发送中…' : left > 0 ? `${left}s后重新获取` : '获取验证码';
  return (
    <button
      type="button"
      className="btn sms-code-btn"
      disabled={sending || left > 0}
      onClick={() => void send()}
    >
      {label}
    </button>
  );
}
