import { formatKickoffWithYear } from '@kuyi/shared';
import { maskPhone } from '../api/user-view.ts';

/**
 * [UA4] Security notices: texts without a code, sent through the same provider as the codes. Each kind is one
 * provider template whose parameters are `params` in order; `text` is the whole message as the phone shows it.
 */
export interface SmsNotice {
  kind: 'phoneChanged';
  params: readonly string[];
  text: string;
}

/** To the account's old phone after 更换手机: when (Beijing clock) and to which number, masked as the UI masks it. */
export function phoneChangedNotice(newPhone: string, at: number = Date.now()): SmsNotice {
  const when = formatKickoffWithYear(at);
  const masked = maskPhone(newPhone);
  return {
    kind: 'phoneChanged',
    params: [when, masked],
    text: `【酷易体育】您的账号绑定手机已于${when}更换为${masked}，如非本人操作请立即联系客服。`,
  };
}
