import { MSG, PHONE_PATTERN } from '@kuyi/shared';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { authApi, type SmsPurpose } from '../api/auth-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/** The phone check of every form but 找回密码, which has messages of its own (§5). */
export const phoneFormatProblem = (phone: string) =>
  PHONE_PATTERN.test(phone.trim()) ? null : MSG.phoneInvalid;

/**
 * 获取验证码: checks the phone with the form's rule first (`validatePhone` answers the message or null;
 * phoneFormatProblem when left out), sends, and only once the server says the code went out counts down 60 s
 * disabled. A refused send shows the server's message and leaves the button usable (issue 11 bug 5). With a `purpose` the
 * gateway checks the phone first ([SMS7]); its 400 refusal (该手机号已注册 …) goes to `onPhoneError`, for the
 * form to show under the phone field. Remount it (a new `key`) to stop a running countdown.
 */
export interface SmsCodeButtonProps {
  phone: string;
  validatePhone?: (phone: string) => string | null;
  onSent?: () => void;
  purpose?: SmsPurpose;
  onPhoneError?: (message: string) => void;
}

export default function SmsCodeButton({
  phone,
  validatePhone = phoneFormatProblem,
  onSent,
  purpose,
  onPhoneError,
}: SmsCodeButtonProps) {
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
    const res = await authApi.sendCode(phone.trim(), purpose);
    setSending(false);
    if (!res.ok && res.code === 400 && onPhoneError) {
      onPhoneError(res.msg);
      return;
    }
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
