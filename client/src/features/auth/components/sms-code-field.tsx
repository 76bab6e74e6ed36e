import { SMS_CODE_LENGTH } from '@kuyi/shared';
import type { ChangeEventHandler } from 'react';
import SmsCodeButton, { type SmsCodeButtonProps } from './sms-code-button.tsx';

/**
 * 验证码 with its 获取验证码 button, laid out the same in every form that asks for an SMS code (注册, 验证码登录,
 * 找回密码, 更换手机, 实名认证). `resetKey` remounts the button only, to stop a running countdown.
 */
export function SmsCodeField({
  value,
  onChange,
  resetKey,
  ...button
}: SmsCodeButtonProps & {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  resetKey?: number;
}) {
  return (
    <div className="field code-row">
      <label>
        <span>验证码</span>
        <input
          name="code"
          value={value}
          onChange={onChange}
          maxLength={SMS_CODE_LENGTH}
          inputMode="numeric"
          placeholder="请输入验证码"
          autoComplete="one-time-code"
        />
      </label>
      <SmsCodeButton key={resetKey} {...button} />
    </div>
  );
}
