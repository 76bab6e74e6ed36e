import { z } from 'zod';

/** The logged-in user as the login calls answer it (spec §3). */
export const userRankSchema = z.object({ rankName: z.string(), userRankImg: z.string(), color: z.string() });
export const userSchema = z.object({
  id: z.string(),
  userName: z.string(),
  headImage: z.string(),
  userSig: z.string(),
  isVip: z.boolean(),
  isAdmin: z.boolean(),
  rank: userRankSchema,
});
export type User = z.infer<typeof userSchema>;
export type UserRank = z.infer<typeof userRankSchema>;

/**
 * selectById / selectUserInfoNew: the user plus the profile the user centre shows. Phone, real name and ID
 * number come masked ('138****8000'), and empty when someone else's profile is asked for.
 */
export const userInfoSchema = userSchema.extend({
  phone: z.string(),
  signature: z.string(),
  sex: z.enum(['0', '1', '2']),
  realNameStatus: z.boolean(),
  realName: z.string(),
  cardNo: z.string(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
