import { bindPhoneSchema, MSG } from '@kuyi/shared';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import FieldError from '../../auth/components/field-error.tsx';
import { SmsCodeField } from '../../auth/components/sms-code-field.tsx';
import { useFormFields } from '../../auth/hooks/use-form-fields.ts';
import { userareaApi } from '../api/userarea-api.ts';
import { useMyInfo } from '../use-my-info.ts';

type Field = 'password' | 'phone' | 'code';
const EMPTY: Record<Field, string> = { password: '', phone: '', code: '' };

/**
 * /userarea/setPhone: move the account to a new phone, proven by a code sent to it and by the account's login
 * password ([V11]: a session alone, say on a borrowed computer, must not be enough).
 */
export default function SetPhonePage() {
  const { state, update } = useMyInfo();
  const { form, setForm, set, errors, setErrors, showError, check } = useFormFields<Field>(EMPTY);
  const [busy, setBusy] = useState(false);
  // A new key remounts 获取验证码: once the phone is changed its 60 s countdown has nothing left to wait for.
  const [codeRound, setCodeRound] = useState(0);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const data = check(bindPhoneSchema);
    if (!data) return;
    setBusy(true);
    const res = await userareaApi.bindPhone(data);
    setBusy(false);
    if (!res.ok && res.msg === MSG.bindPasswordWrong) {
      // Said where it is fixed, and emptied for the next try; the phone and its code stay.
      setErrors({ password: res.msg });
      setForm((f) => ({ ...f, password: '' }));
      return;
    }
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (!res.ok) return;
    update(res.data);
    setForm(EMPTY);
    setCodeRound((n) => n + 1);
  };

  return (
    <form className="userarea-form" aria-label="更换手机" onSubmit={onSubmit} noValidate>
      <h2>更换手机</h2>
      <p>当前手机号：{state.status === 'ready' ? state.info.phone : '—'}</p>
      <label className="field">
        <span>登录密码</span>
        <input
          name="password"
          type="password"
          value={form.password}
          maxLength={30}
          autoComplete="current-password"
          placeholder="请输入当前账号的登录密码"
          onChange={set('password')}
        />
      </label>
      <FieldError message={errors.password} />
      <label className="field">
        <span>新手机号</span>
        <input
          name="phone"
          value={form.phone}
          maxLength={11}
          inputMode="numeric"
          placeholder="请输入新手机号"
          onChange={set('phone')}
        />
      </label>
      <FieldError message={errors.phone} />
      <SmsCodeField
        value={form.code}
        onChange={set('code')}
        resetKey={codeRound}
        phone={form.phone}
        purpose="change"
        onPhoneError={showError('phone')}
      />
      <FieldError message={errors.code} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        确认更换
      </button>
    </form>
  );
}
