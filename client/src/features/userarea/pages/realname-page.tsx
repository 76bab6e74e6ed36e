import { realNameAuthSchema } from '@kuyi/shared';
import { type FormEvent, useState } from 'react';
import LoadError from '../../../components/load-error.tsx';
import { showToast } from '../../../lib/toast.ts';
import FieldError from '../../auth/components/field-error.tsx';
import { SmsCodeField } from '../../auth/components/sms-code-field.tsx';
import { useFormFields } from '../../auth/hooks/use-form-fields.ts';
import { userareaApi } from '../api/userarea-api.ts';
import { useMyInfo } from '../use-my-info.ts';

type Field = 'realName' | 'cardNo' | 'phone' | 'code';

/** /userarea/realname: real name + ID number (GB 11643 checksum) + a code to the account's phone. */
export default function RealnamePage() {
  const { state, update, reload } = useMyInfo();
  const { form, set, errors, check } = useFormFields<Field>({
    realName: '',
    cardNo: '',
    phone: '',
    code: '',
  });
  const [busy, setBusy] = useState(false);
  if (state.status === 'loading') return <p>加载中…</p>;
  if (state.status === 'error')
    return <LoadError msg={state.msg || '加载失败，请稍后再试'} onRetry={reload} />;
  if (state.info.realNameStatus) {
    return (
      <div className="userarea-form">
        <h2>实名认证</h2>
        <p>已完成实名认证</p>
        <p>姓名：{state.info.realName}</p>
        <p>身份证号：{state.info.cardNo}</p>
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const data = check(realNameAuthSchema);
    if (!data) return;
    setBusy(true);
    const res = await userareaApi.realNameAuth(data);
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) update(res.data);
  };

  return (
    <form className="userarea-form" aria-label="实名认证" onSubmit={onSubmit} noValidate>
      <h2>实名认证</h2>
      <p className="hint">根据国家相关规定，发布内容与提现需完成实名认证。信息仅用于身份核验。</p>
      <label className="field">
        <span>真实姓名</span>
        <input name="realName" value={form.realName} maxLength={20} onChange={set('realName')} />
      </label>
      <FieldError message={errors.realName} />
      <label className="field">
        <span>身份证号</span>
        <input name="cardNo" value={form.cardNo} maxLength={18} onChange={set('cardNo')} />
      </label>
      <FieldError message={errors.cardNo} />
      <label className="field">
        <span>手机号（{state.info.phone}）</span>
        <input
          name="phone"
          value={form.phone}
          maxLength={11}
          inputMode="numeric"
          placeholder="请输入账号绑定的手机号"
          onChange={set('phone')}
        />
      </label>
      <FieldError message={errors.phone} />
      <SmsCodeField value={form.code} onChange={set('code')} phone={form.phone} />
      <FieldError message={errors.code} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        提交认证
      </button>
    </form>
  );
}
