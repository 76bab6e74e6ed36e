import { changePasswordSchema, PASSWORD_MAX } from '@kuyi/shared';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import { isShowLoginBoxAtom } from '../../../state/user-atoms.ts';
import FieldError from '../../auth/components/field-error.tsx';
import { useAuthActions } from '../../auth/hooks/use-auth-actions.ts';
import { useFormFields } from '../../auth/hooks/use-form-fields.ts';
import { userareaApi } from '../api/userarea-api.ts';

type Field = 'originalPassword' | 'password' | 'confirmPassword';
const LABELS: [Field, string][] = [
  ['originalPassword', '原密码'],
  ['password', '新密码'],
  ['confirmPassword', '确认密码'],
];

/** /userarea/password: change the password; every session ends, so the user logs in again. */
export default function PasswordPage() {
  const { form, set, errors, check } = useFormFields<Field>({
    originalPassword: '',
    password: '',
    confirmPassword: '',
  });
  const [busy, setBusy] = useState(false);
  const { forget } = useAuthActions();
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const navigate = useNavigate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const data = check(changePasswordSchema);
    if (!data) return;
    setBusy(true);
    const res = await userareaApi.changePassword(data);
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (!res.ok) return;
    forget();
    navigate('/');
    showLogin(true);
  };

  return (
    <form className="userarea-form" aria-label="修改密码" onSubmit={onSubmit} noValidate>
      <h2>修改密码</h2>
      {LABELS.map(([key, label]) => (
        <div key={key}>
          <label className="field">
            <span>{label}</span>
            <input
              type="password"
              name={key}
              value={form[key]}
              maxLength={PASSWORD_MAX}
              autoComplete={key === 'originalPassword' ? 'current-password' : 'new-password'}
              onChange={set(key)}
            />
          </label>
          <FieldError message={errors[key]} />
        </div>
      ))}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        确认修改
      </button>
    </form>
  );
}
