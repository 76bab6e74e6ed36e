import {
  agreementSchema,
  firstIssue,
  loginByCodeSchema,
  loginByPasswordSchema,
  MSG,
  PASSWORD_MAX,
  PHONE_LENGTH,
} from '@kuyi/shared';
import { useAtom } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, withBdVid } from '../../app/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useBdVid } from '../../lib/use-bd-vid.ts';
import { useEscapeKey } from '../../lib/use-escape-key.ts';
import { isShowLoginBoxAtom } from '../../state/user-atoms.ts';
import { authApi } from './api/auth-api.ts';
import './auth.css';
import { useModalFocus } from '../../lib/use-modal-focus.ts';
import AgreementCheck from './components/agreement-check.tsx';
import FieldError from './components/field-error.tsx';
import ForgotPasswordModal from './components/forgot-password-modal.tsx';
import { SmsCodeField } from './components/sms-code-field.tsx';
import { useAuthActions } from './hooks/use-auth-actions.ts';

/** The login modal (spec §2, rules §5): account and SMS-code tabs, the agreement, forgot password. */
export default function LoginModal() {
  const [open, setOpen] = useAtom(isShowLoginBoxAtom);
  const [codeType, setCodeType] = useState(false);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  // [SMS7] The gateway's refusal of the phone (该手机号未注册，请先注册) before any SMS, shown under the phone.
  const [phoneError, setPhoneError] = useState('');
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const { loggedIn } = useAuthActions();
  // The register link keeps the ad click id so a sign-up is attributed (issue 11 bug 6).
  const bdVid = useBdVid();
  useEscapeKey(open, () => setOpen(false));
  const box = useRef<HTMLFormElement>(null);
  useModalFocus(box, open);
  if (!open) return null;

  const switchTab = (byCode: boolean) => {
    setCodeType(byCode);
    setError('');
    setPhoneError('');
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = codeType
      ? loginByCodeSchema.safeParse({ phone, code })
      : loginByPasswordSchema.safeParse({ phoneOrUserName: account, password });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    if (!agreementSchema.safeParse(agreed).success) {
      setError(MSG.agreementRequired);
      return;
    }
    setError('');
    setBusy(true);
    const res = codeType
      ? await authApi.loginByCode(phone.trim(), code.trim())
      : await authApi.login(account.trim(), password);
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (!res.ok) return;
    // The box stays mounted: after a logout the next person to open it must not find this one's phone or
    // account (nor the agreement they ticked).
    setPassword('');
    setCode('');
    setAccount('');
    setPhone('');
    setAgreed(false);
    await loggedIn(res.data);
  };

  // After 找回密码 the user logs in with the new password: the account tab, holding the phone just reset.
  const prefillAfterReset = (resetPhone: string) => {
    switchTab(false);
    setAccount(resetPhone);
    setPhone(resetPhone);
    setPassword('');
  };

  const disabled = busy || (codeType ? !phone || !code : !account || !password);
  return (
    <>
      <div className="modal-mask">
        {/* [V0] Any edit (an input, the agreement box) takes the last submit's message away. */}
        <form
          ref={box}
          className="modal login-modal"
          role="dialog"
          aria-modal="true"
          aria-label="登录"
          onSubmit={onSubmit}
          onChange={() => {
            setError('');
            setPhoneError('');
          }}
          noValidate
        >
          <button type="button" className="modal-close" aria-label="关闭" onClick={() => setOpen(false)}>
            ×
          </button>
          <div className="login-tabs" role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={!codeType}
              className={codeType ? 'tab' : 'tab active'}
              onClick={() => switchTab(false)}
            >
              账号登录
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={codeType}
              className={codeType ? 'tab active' : 'tab'}
              onClick={() => switchTab(true)}
            >
              短信登录
            </button>
          </div>
          {codeType ? (
            <>
              <label className="field">
                <span>手机号</span>
                <input
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  maxLength={PHONE_LENGTH}
                  inputMode="numeric"
                  placeholder="请输入手机号"
                  autoComplete="tel"
                />
              </label>
              <FieldError message={phoneError} />
              <SmsCodeField
                value={code}
                onChange={(e) => setCode(e.target.value)}
                phone={phone}
                purpose="login"
                onPhoneError={setPhoneError}
              />
            </>
          ) : (
            <>
              <label className="field">
                <span>账号</span>
                <input
                  value={account}
                  onChange={(e) => setAccount(e.target.value)}
                  maxLength={30}
                  placeholder="请输入手机号/用户名"
                  autoComplete="username"
                />
              </label>
              <label className="field">
                <span>密码</span>
                <input
                  type="password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  maxLength={PASSWORD_MAX}
                  placeholder="请输入密码"
                  autoComplete="current-password"
                />
              </label>
              <div className="forgot-row">
                <button type="button" className="btn-link forgot-link" onClick={() => setForgot(true)}>
                  忘记密码?
                </button>
              </div>
            </>
          )}
          <AgreementCheck checked={agreed} onChange={setAgreed} />
          <FieldError message={error} />
          <button type="submit" className="btn btn-primary btn-block" disabled={disabled}>
            登录
          </button>
          <p className="login-foot">
            还没有账号？
            <Link to={withBdVid(paths.regists, bdVid)} onClick={() => setOpen(false)}>
              立即注册
            </Link>
          </p>
        </form>
      </div>
      {forgot && <ForgotPasswordModal onClose={() => setForgot(false)} onReset={prefillAfterReset} />}
    </>
  );
}
