import type { z } from 'zod';

/** What a visitor calls each request field, for messages about a field the shared rule gave no words for. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  phoneOrUserName: '手机号或用户名',
  phone: '手机号',
  code: '验证码',
  password: '密码',
  confirmPassword: '确认密码',
  originalPassword: '原密码',
  userName: '用户名',
  invitationCode: '邀请码',
  realName: '真实姓名',
  cardNo: '身份证号码',
  headImage: '头像',
  signature: '个性签名',
  sex: '性别',
  feedbackDetail: '问题描述',
  feedbackType: '反馈类型',
  imgList: '图片',
  img: '图片',
};

export const REQUEST_MSG = {
  incomplete: '请求参数不完整',
  invalid: '请求参数格式不正确',
} as const;

/**
 * A per-parse zod error map: zod only asks it about issues whose schema gave no message of its own (a
 * missing field, a number where a string belongs, an unknown option), which would otherwise answer with
 * zod's English defaults.
 */
export const requestIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const key = issue.path?.at(-1);
  const label = typeof key === 'string' ? FIELD_LABELS[key] : undefined;
  const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  if (missing) return label ? `请填写${label}` : REQUEST_MSG.incomplete;
  return label ? `${label}格式不正确` : REQUEST_MSG.invalid;
};
