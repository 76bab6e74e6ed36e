import { FOLLOW_MSG, FOLLOW_PAGE_LIMIT, FOLLOW_PAGE_MAX, SUBSCRIBE_TYPE_USER } from '@kuyi/shared';
import { z } from 'zod';

/** JSON bodies may carry ids and flags as numbers; queries always carry strings. */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/** A users.id: a positive 32-bit integer written in digits. */
export const userIdField = (message: string = FOLLOW_MSG.badUserId) =>
  z.preprocess(
    asText,
    z
      .string({ error: message })
      .regex(/^[1-9]\d{0,9}$/, { error: message })
      .transform(Number)
      .refine((n) => n <= 2_147_483_647, { error: message }),
  );

const flagField = z.preprocess(asText, z.enum(['0', '1'], { error: FOLLOW_MSG.badFlag }));

/** page ≥ 1 and 1 ≤ limit ≤ 50; both optional, an empty value reads as missing. */
const pageNumber = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : asText(v)),
    z
      .string({ error: FOLLOW_MSG.badPage })
      .regex(/^[1-9]\d{0,5}$/, { error: FOLLOW_MSG.badPage })
      .transform(Number)
      .refine((n) => n <= max, { error: FOLLOW_MSG.badPage })
      .optional()
      .transform((n) => n ?? fallback),
  );

export const pagingSchema = z.object({
  page: pageNumber(1, 100_000),
  limit: pageNumber(FOLLOW_PAGE_LIMIT, FOLLOW_PAGE_MAX),
});

/** GET attentionUser?attentionUserId&flag. */
export const attentionSchema = z.object({
  attentionUserId: userIdField(),
  flag: flagField,
});

/** POST subscribeAndPush (subscribeUserId, type, flag); type defaults to the one kind of push there is. */
export const subscribeSchema = z.object({
  subscribeUserId: userIdField(),
  type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? SUBSCRIBE_TYPE_USER : asText(v)),
    z.literal(SUBSCRIBE_TYPE_USER, { error: FOLLOW_MSG.badType }),
  ),
  flag: flagField,
});

/** A user's public lists: whose (required), optional nickname filter, paging. */
export const userListSchema = pagingSchema.extend({
  userId: userIdField(),
  userName: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: '用户名格式不正确' }).max(32, { error: '用户名格式不正确' }).optional(),
  ),
});

/** getAttentionListByUserAndCurrUser?userId. */
export const relationSchema = z.object({ userId: userIdField() });
