import { z } from 'zod';
import {
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TYPES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_LENGTH,
} from '../api/constants.ts';
import { todayInBeijing } from '../time/match-day.ts';
import { ageOnDay, isValidIdCard, REAL_NAME_MIN_AGE } from './id-card.ts';
import { MSG } from './messages.ts';

/** [V1] 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;
/** [V3] exactly six digits. */
export const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

export const phoneField = z.string().trim().regex(PHONE_PATTERN, MSG.phoneInvalid);

/** [V2] login password: 6–30 characters, nothing else is checked at login. */
export const loginPasswordField = z
  .string()
  .min(PASSWORD_MIN, MSG.passwordLength)
  .max(PASSWORD_MAX, MSG.passwordLength);

export const codeField = z.string().trim().regex(CODE_PATTERN, MSG.codeInvalid);

/**
 * [V5] a new password: 6–30 characters and not made of one kind only (only digits, only letters or only
 * symbols are refused).
 */
export function isStrongPassword(value: string): boolean {
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return false;
  if (/\s/.test(value)) return false;
  const kinds = [/\d/, /[A-Za-z]/, /[^A-Za-z\d]/].filter((re) => re.test(value)).length;
  return kinds >= 2;
}
export const newPasswordField = z
  .string()
  .min(1, { message: MSG.resetPasswordRequired, abort: true })
  .refine(isStrongPassword, MSG.passwordStrength);

/**
 * [V8] 2–16 of Chinese characters, letters, digits, underscore; not shaped like a phone number: the login box
 * reads such an input as a phone, so the name could never log in (and could pass for someone's number).
 */
export const userNameField = z
  .string()
  .trim()
  .regex(/^[\u4e00-\u9fa5A-Za-z0-9_]{2,16}$/, { message: MSG.userNameInvalid, abort: true })
  .refine((name) => !PHONE_PATTERN.test(name), MSG.userNameIsPhone);

export const invitationCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{0,16}$/, MSG.invitationCodeInvalid)
  .optional()
  .default('');

/** [V9] GB 11643 checksum, and a holder of 18 or over on today's Beijing date. */
export const cardNoField = z
  .string()
  .trim()
  .refine((v) => isValidIdCard(v), { message: MSG.cardNoInvalid, abort: true })
  .refine((v) => ageOnDay(v, todayInBeijing()) >= REAL_NAME_MIN_AGE, MSG.realNameUnderAge);
export const realNameField = z
  .string()
  .trim()
  .regex(/^[\u4e00-\u9fa5·]{2,20}$/, MSG.realNameInvalid);

export const feedbackTypeField = z.enum(FEEDBACK_TYPES, { error: MSG.feedbackTypeInvalid });
export const feedbackImagesField = z.array(z.string()).max(FEEDBACK_MAX_IMAGES, MSG.feedbackTooManyImages);
