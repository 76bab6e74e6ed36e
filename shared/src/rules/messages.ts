/**
 * Validation messages. Those marked §5 are the spec's exact strings; the rest follow the same voice for
 * forms the spec does not show ([V0] in SPEC.md).
 */
export const MSG = {
  // §5 phone
  phoneInvalid: '请输入正确的手机号码',
  resetPhoneRequired: '请输入手机号！',
  resetPhoneInvalid: '请输入正确的手机号！',
  // §5 login
  passwordLength: '密码长度为6-30位',
  codeInvalid: '请输入正确的验证码',
  agreementRequired: '请先阅读并同意酷易体育用户服务协议和酷易体育隐私政策',
  // §5 reset password
  resetCodeRequired: '请输入验证码！',
  resetCodeNotRequested: '请先请求验证码！',
  resetCodeInvalid: '请输入正确的验证码！',
  resetPasswordRequired: '请输入密码！',
  passwordStrength: '密码长度为6-30位,必须由数字、字母等组成！',
  confirmRequired: '请输入确认密码！',
  confirmMismatch: '两次密码输的不一致，请检查！',
  resetFailed: '重置密码失败，请检查！',
  // §5 feedback
  feedbackTooManyImages: '图片最多只可上传5张',
  // Not shown in the spec: same voice.
  phoneOrUserNameRequired: '请输入手机号或用户名',
  userNameInvalid: '用户名长度为2-16位，只能包含中文、字母、数字和下划线',
  userNameIsPhone: '用户名不能是手机号格式',
  invitationCodeInvalid: '邀请码格式不正确',
  originalPasswordRequired: '请输入原密码！',
  samePassword: '新密码不能与原密码相同！',
  realNameInvalid: '请输入正确的真实姓名',
  cardNoInvalid: '请输入正确的身份证号码',
  realNameUnderAge: '未满18周岁，无法完成实名认证',
  feedbackTypeInvalid: '请选择反馈类型',
  feedbackDetailTooLong: '反馈内容不能超过500字',
  feedbackEmpty: '请填写反馈内容或上传图片',
  signatureTooLong: '个性签名不能超过50字',
  // [V11] changing the bound phone proves the account with its login password.
  bindPasswordRequired: '请输入登录密码',
  bindPasswordWrong: '登录密码错误，请重新输入',
} as const;
