import { FORUM_LIMITS, FORUM_MSG, type MoneyReward } from '@kuyi/shared';
import { z } from 'zod';

/** Ids are PostgreSQL integers; a bigger number cannot name a row (and would make the query fail). */
const MAX_ID = 2_147_483_647;

/**
 * Query text as a number only when written in decimal digits: Number() alone read '0x10' as 16 and '1e1' as 10,
 * so dianZanReply?replyCode=0x10 liked reply 16. Anything else is NaN, which the rules below refuse.
 */
const digits = (v: string) => (/^\d+$/.test(v) ? Number(v) : Number.NaN);

/** An optional positive id in a query string; an empty value reads as missing, like the original site. */
export const optionalId = (msg: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? digits(v) : undefined))
    .pipe(z.number({ error: msg }).int(msg).positive(msg).max(MAX_ID, msg).optional());

/** A required positive id (a path or query part); also accepts a JSON number. */
export const requiredId = (msg: string) =>
  z
    .union([z.string(), z.number()], { error: msg })
    .transform((v) => (typeof v === 'number' ? v : digits(v)))
    .pipe(z.number({ error: msg }).int(msg).positive(msg).max(MAX_ID, msg));

const pageField = z
  .string()
  .optional()
  .transform((v) => digits(v || '1'))
  .pipe(
    z
      .number({ error: FORUM_MSG.badPage })
      .int(FORUM_MSG.badPage)
      .min(1, FORUM_MSG.badPage)
      .max(100_000, FORUM_MSG.badPage),
  );

/** Lists take 3 (a forum block) or 20 (a page) per spec §9; anything up to 50 is served. */
const limitField = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => digits(v || String(fallback)))
    .pipe(
      z
        .number({ error: FORUM_MSG.badPage })
        .int(FORUM_MSG.badPage)
        .min(1, FORUM_MSG.badPage)
        .max(50, FORUM_MSG.badPage),
    );

export const pagingQuery = (fallbackLimit: number = FORUM_LIMITS.postsPerPage) =>
  z.object({ page: pageField, limit: limitField(fallbackLimit) });

const rewardFilter = z
  .enum(['', '0', '1', '2'], { error: FORUM_MSG.badReward })
  .optional()
  .transform((v): MoneyReward => (v === '1' || v === '2' ? v : ''));

export const areaListQuery = pagingQuery(FORUM_LIMITS.areasPerPage);

export const pagingFoTypeQuery = pagingQuery().extend({
  parentId: optionalId(FORUM_MSG.areaMissing),
  writerId: optionalId('用户不存在'),
  isMoneyReward: rewardFilter,
});

export const hostPostsQuery = pagingQuery().extend({
  isHost: z.enum(['', '0', '1'], { error: '参数格式不正确' }).optional(),
});

export const postIdQuery = z.object({ postId: requiredId(FORUM_MSG.postMissing) });
export const postIdParam = z.object({ id: requiredId(FORUM_MSG.postMissing) });
export const areaScoreQuery = z.object({ parentId: requiredId(FORUM_MSG.areaMissing) });

export const rankingQuery = z.object({
  type: z
    .enum(['', '1', '2', '3'], { error: '榜单类型不正确' })
    .optional()
    .transform((v) => (v === '2' || v === '3' ? v : '1')),
  limit: limitField(10),
});

export const commentQuery = pagingQuery(FORUM_LIMITS.repliesPerPage).extend({
  postCode: requiredId(FORUM_MSG.postMissing),
  /** [F18] Instead of a page: the page that shows this floor (a reply notice's link). */
  floor: optionalId('楼层号不正确'),
});

export const childCommentQuery = pagingQuery(FORUM_LIMITS.repliesPerPage).extend({
  postCode: requiredId(FORUM_MSG.postMissing),
  replyCode: requiredId(FORUM_MSG.replyMissing),
});

export const likeQuery = z.object({
  replyCode: requiredId(FORUM_MSG.replyMissing),
  resourceId: optionalId(FORUM_MSG.postMissing),
  // The original client sends a resource type; only replies can be liked here.
  type: z.string().max(8).optional(),
});
