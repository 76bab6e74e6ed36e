import { z } from 'zod';
import { FEEDBACK_MAX_IMAGES, PHONE_LENGTH } from '../api/constants.ts';
import {
  CODE_PATTERN,
  cardNoField,
  codeField,
  feedbackImagesField,
  feedbackTypeField,
  invitationCodeField,
  loginPasswordField,
  newPasswordField,
  PHONE_PATTERN,
  phoneField,
  realNameField,
  userNameField,
} from './fields.ts';
import { MSG } from './messages.ts';

/** [V2] POST /api/user/user/login */
export const loginByPasswordSchema = z.object({
  phoneOrUserName: z.string().trim().min(1, MSG.phoneOrUserNameRequired).max(30, MSG.phoneOrUserNameRequired),
  password: loginPasswordField,
});

/** [V3] POST /api/user/user/loginPcForCode */
export const loginByCodeSchema = z.object({ phone: phoneField, code: codeField });

/** [V1] GET /api/user/user/sentCode?phone */
export const sendCodeSchema = z.object({ phone: phoneField });

/** [V4] the login form's agreement box. */
export const agreementSchema = z.literal(true, { error: MSG.agreementRequired });

const confirmed = <T extends { password: string; confirmPassword: string }>(form: T) =>
  form.password === form.confirmPassword;

/**
 * [V6] POST /api/user/user/updatePassWord (forgot password). Messages are the forgot-password modal's,
 * which end with "！".
 */
export const resetPasswordSchema = z
  .object({
    phone: z
      .string()
      .trim()
      .min(1, { message: MSG.resetPhoneRequired, abort: true })
      .max(PHONE_LENGTH, { message: MSG.resetPhoneInvalid, abort: true })
      .regex(PHONE_PATTERN, MSG.resetPhoneInvalid),
    code: z
      .string()
      .trim()
      .min(1, { message: MSG.resetCodeRequired, abort: true })
      .regex(CODE_PATTERN, MSG.resetCodeInvalid),
    password: newPasswordField,
    confirmPassword: z.string().min(1, MSG.confirmRequired),
  })
  .refine(confirmed, { message: MSG.confirmMismatch, path: ['confirmPassword'] });

/** [V7] POST /api/user/user/register */
export const registerSchema = z
  .object({
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, MSG.confirmRequired),
    code: codeField,
    userName: userNameField,
    invitationCode: invitationCodeField,
  })
  .refine(confirmed, { message: MSG.confirmMismatch, path: ['confirmPassword'] });

/** [V10] POST /api/user/user/updatePassWordNew (change password while logged in). */
export const changePasswordSchema = z
  .object({
    originalPassword: z.string().min(1, MSG.originalPasswordRequired),
    password: newPasswordField,
    confirmPassword: z.string().min(1, MSG.confirmRequired),
  })
  .refine(confirmed, { message: MSG.confirmMismatch, path: ['confirmPassword'] })
  .refine((f) => f.password !== f.originalPassword, { message: MSG.samePassword, path: ['password'] });

/** [V9] POST /api/user/auth/realNameAuth */
export const realNameAuthSchema = z.object({
  cardNo: cardNoField,
  realName: realNameField,
  phone: phoneField,
  code: codeField,
});

/**
 * [V11] POST /api/user/user/bindingPhone (its GET answers 405): change the bound phone with a code sent to the
 * new one and the account's login password, so a stolen session alone cannot move the account.
 */
export const bindPhoneSchema = z.object({
  password: z.string({ error: MSG.bindPasswordRequired }).min(1, MSG.bindPasswordRequired),
  phone: phoneField,
  code: codeField,
});

/** [V12] POST /api/user/user/updateById */
export const updateProfileSchema = z.object({
  userName: userNameField.optional(),
  headImage: z.string().max(300).optional(),
  signature: z.string().max(50, MSG.signatureTooLong).optional(),
  sex: z.enum(['0', '1', '2']).optional(),
});

/**
 * The images of a feedback form: `img` is the comma-joined imgList (spec §3) and either may be sent, so both
 * are read, trimmed, and each path counted once.
 */
export function feedbackImagePaths(form: { imgList: readonly string[]; img: string }): string[] {
  const paths = [...form.imgList, ...form.img.split(',')].map((p) => p.trim()).filter(Boolean);
  return [...new Set(paths)];
}

/**
 * [V13] POST /api/user/feedback/addFeedback. No single field is required (spec §5), but an empty form (no
 * text after trimming, no image) says nothing and is refused with `请填写反馈内容或上传图片`.
 */
export const feedbackSchema = z
  .object({
    feedbackDetail: z.string().max(500, MSG.feedbackDetailTooLong).default(''),
    imgList: feedbackImagesField.default([]),
    img: z.string().default(''),
    phone: z.string().max(PHONE_LENGTH, MSG.phoneInvalid).default(''),
    feedbackType: feedbackTypeField.default('其他'),
  })
  .refine((f) => f.feedbackDetail.trim() !== '' || feedbackImagePaths(f).length > 0, {
    message: MSG.feedbackEmpty,
    path: ['feedbackDetail'],
  })
  // The cap holds for the images however they are sent: `img` (the comma-joined list) took any number.
  .refine((f) => feedbackImagePaths(f).length <= FEEDBACK_MAX_IMAGES, {
    message: MSG.feedbackTooManyImages,
    path: ['img'],
  });

export type LoginByPasswordForm = z.infer<typeof loginByPasswordSchema>;
export type LoginByCodeForm = z.infer<typeof loginByCodeSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
export type RegisterForm = z.infer<typeof registerSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
export type RealNameAuthForm = z.infer<typeof realNameAuthSchema>;
export type FeedbackForm = z.infer<typeof feedbackSchema>;

/** The first message of a failed parse: what a form or an API answer shows. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.resetFailed;
}
