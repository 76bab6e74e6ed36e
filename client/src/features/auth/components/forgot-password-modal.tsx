import { MSG, PHONE_LENGTH, PHONE_PATTERN, resetPasswordSchema } from '@kuyi/shared';
import { type FormEvent, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useEscapeKey } from '../../../lib/use-escape-key.ts';
import { useModalFocus } from '../../../lib/use-modal-focus.ts';
import { authApi } from '../api/auth-api.ts';
import { fieldErrors } from '../form-errors.ts';
import { useFormFields } from '../hooks/use-form-fields.ts';
import FieldError from './field-error.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type Field = 'phone' | 'code' | 'password' | 'confirmPassword';

/** The forgot-password phone check, with the modal's own §5 messages (ending in '！'). */
function phoneProblem(phone: string): string | null {
  if (!phone.trim()) return MSG.resetPhoneRequired;
  return PHONE_PATTERN.test(phone.trim()) ? null : MSG.resetPhoneInvalid;
}

/** Every §5 reset-password rule; a code must have been requested in this modal first. */
export function validateReset(form: Record<Field, string>, requested: boolean): Record<string, string> {
  const parsed = resetPasswordSchema.safeParse(form);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (form.code.trim() && !requested) errors.code = MSG.resetCodeNotRequested;
  return errors;
}

/**
 * Forgot password (spec §2, rules §5): phone, SMS code, new password twice. `onReset` gets the phone once
 * the password is reset, for the login form to prefill.
 */
export default function ForgotPasswordModal({
  onClose,
  onReset,
}: {
  onClose: () => void;
  onReset?: (phone: string) => void;
}) {
  const { form, set, errors, setErrors, showError } = useFormFields<Field>({
    phone: '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [requested, setRequested] = useState(false);
  const box = useRef<HTMLFormElement>(null);
  useModalFocus(box);
  const [busy, setBusy] = useState(false);
  useEscapeKey(true, onClose);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateReset(form, requested);
    setErrors(found);
    if (Object.keys(found).length) {
      showToast(MSG.resetFailed, 'error');
      return;
    }
    setBusy(true);
    const phone = form.phone.trim();
    const res = await authApi.resetPassword({ ...form, phone, code: form.code.trim() });
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (!res.ok) return;
    onReset?.(phone);
    onClose();
  };

  return (
    <div className="modal-mask">
      <form
        ref={box}
        className="modal forgot-modal"
        role="dialog"
        aria-modal="true"
        aria-label="忘记密码"
        onSubmit={onSubmit}
        noValidate
      >
        <h2 className="modal-title">忘记密码</h2>
        <label className="field">
          <span>手机号</span>
          <input
            value={form.phone}
            onChange={set('phone')}
            maxLength={PHONE_LENGTH}
            inputMode="numeric"
            placeholder="请输入手机号"
          />
        </label>
        <FieldError message={errors.phone} />
        <SmsCodeField
          value={form.code}
          onChange={set('code')}
          phone={form.phone}
          validatePhone={phoneProblem}
          onSent={() => setRequested(true)}
          purpose="reset"
          onPhoneError={showError('phone')}
        />
        <FieldError message={errors.code} />
        <label className="field">
          <span>新密码</span>
          <input
            type="password"
            value={form.password}
            onChange={set('password')}
            maxLength={30}
            placeholder="6-30位，数字、字母等组合"
            autoComplete="new-password"
          />
        </label>
        <FieldError message={errors.password} />
        <label className="field">
          <span>确认密码</span>
          <input
            type="password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            maxLength={30}
            placeholder="请再次输入新密码"
            autoComplete="new-password"
          />
        </label>
        <FieldError message={errors.confirmPassword} />
        <div className="modal-actions">
          <button type="button" className="btn" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            重置密码
          </button>
        </div>
      </form>
    </div>
  );
}
