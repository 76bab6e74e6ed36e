import { MSG, PASSWORD_MAX, PHONE_LENGTH, registerSchema } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, withBdVid } from '../../app/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useBdVid } from '../../lib/use-bd-vid.ts';
import { isLoginAtom, isRegistPageAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { authApi } from './api/auth-api.ts';
import { useFormFields } from './hooks/use-form-fields.ts';
import './auth.css';
import AgreementCheck from './components/agreement-check.tsx';
import AlreadyLoggedIn from './components/already-logged-in.tsx';
import FieldError from './components/field-error.tsx';
import { SmsCodeField } from './components/sms-code-field.tsx';
import { useAuthActions } from './hooks/use-auth-actions.ts';

type Field = 'phone' | 'code' | 'userName' | 'password' | 'confirmPassword' | 'invitationCode';
const EMPTY: Record<Field, string> = {
  phone: '',
  code: '',
  userName: '',
  password: '',
  confirmPassword: '',
  invitationCode: '',
};

/**
 * /regists: sign up with a phone and an SMS code. Keeps the ad click id (bd_vid) it was opened with. A
 * logged-in visitor gets 您已登录 instead of the form (issue 11 bug 3).
 */
export default function RegisterPage() {
  const bdVid = useBdVid();
  const isLogin = useAtomValue(isLoginAtom);
  const user = useAtomValue(userInfoAtom);
  const setRegistPage = useSetAtom(isRegistPageAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const navigate = useNavigate();
  const { loggedIn } = useAuthActions();
  const { form, set, errors, clearError, showError, check } = useFormFields<Field>(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  // The shell hides the side bar and login box while this page is open (spec §3 isRegistPage).
  useEffect(() => {
    setRegistPage(true);
    return () => setRegistPage(false);
  }, [setRegistPage]);

  const home = withBdVid(paths.home, bdVid);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const data = check(registerSchema, agreed ? {} : { agreement: MSG.agreementRequired });
    if (!data) return;
    setBusy(true);
    const res = await authApi.register(bdVid ? { ...data, bd_vid: bdVid } : data);
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (!res.ok) return;
    await loggedIn(res.data);
    navigate(home);
  };

  const input = (key: Field, label: string, extra: Record<string, string | number> = {}) => (
    <>
      <label className="field">
        <span>{label}</span>
        <input name={key} value={form[key]} onChange={set(key)} {...extra} />
      </label>
      <FieldError message={errors[key]} />
    </>
  );

  if (isLogin && user) {
    return (
      <section className="register-page">
        <AlreadyLoggedIn userName={user.userName} bdVid={bdVid} />
      </section>
    );
  }

  return (
    <section className="register-page">
      <form className="register-card" aria-label="注册" onSubmit={onSubmit} noValidate>
        <h1>注册酷易体育账号</h1>
        {input('phone', '手机号', {
          maxLength: PHONE_LENGTH,
          inputMode: 'numeric',
          placeholder: '请输入手机号',
          autoComplete: 'tel',
        })}
        <SmsCodeField
          value={form.code}
          onChange={set('code')}
          phone={form.phone}
          purpose="register"
          onPhoneError={showError('phone')}
        />
        <FieldError message={errors.code} />
        {input('userName', '用户名', {
          maxLength: 16,
          placeholder: '2-16位中文、字母、数字或下划线',
          autoComplete: 'nickname',
        })}
        {input('password', '密码', {
          type: 'password',
          maxLength: PASSWORD_MAX,
          placeholder: '6-30位，数字、字母等组合',
          autoComplete: 'new-password',
        })}
        {input('confirmPassword', '确认密码', {
          type: 'password',
          maxLength: PASSWORD_MAX,
          placeholder: '请再次输入密码',
          autoComplete: 'new-password',
        })}
        {input('invitationCode', '邀请码', { maxLength: 16, placeholder: '选填' })}
        <AgreementCheck
          checked={agreed}
          onChange={(next) => {
            setAgreed(next);
            clearError('agreement');
          }}
        />
        <FieldError message={errors.agreement} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          注册
        </button>
        <p className="login-foot">
          已有账号？
          <button
            type="button"
            className="btn-link"
            onClick={() => {
              navigate(home);
              showLogin(true);
            }}
          >
            立即登录
          </button>
        </p>
      </form>
    </section>
  );
}
