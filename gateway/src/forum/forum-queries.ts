import { FORUM_LIMITS, FORUM_MSG, type MoneyReward, maxPostPage } from '@kuyi/shared';
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

/**
 * How deep a post list pages: the first POST_LIST_MAX_ROWS posts of any ordering, i.e. pages 1..maxPostPage(limit)
 * (500 of 20, 3333 of 3, 200 of 50). A page is an OFFSET: PostgreSQL reads, joins and throws away every row
 * before it, so a page costs in proportion to its depth. Measured on 500k posts (local PostgreSQL, warm cache,
 * the newest list): page 500 (offset 9,980) 42 ms, page 1000 60 ms, page 2500 124 ms, page 8000 370 ms; on a
 * busy server with a cold cache that last one took seconds. 10,000 rows keeps the deepest page within a few
 * times the first one. Nobody reads a forum 500 pages deep; the big sites stop listings there or earlier
 * (Reddit at about 1,000 items; 10,000 is also Elasticsearch's default max_result_window). What asks for page
 * 8000 is a crawler. Older posts stay reachable through the areas, the authors' lists and links.
 *
 * A deeper page is refused (400, naming the last page), never clamped: the answer's `page` always is the page
 * asked for (the project's rule for out-of-range pages, shared pageQuerySchema). The lists' `total` stays the
 * real count; the client's pager offers only the pages served (both read shared's FORUM_LIMITS
 * and maxPostPage). Floors (getComment) are not capped: [F18] must reach every floor, and they are one post's
 * index range (forum_replies_post_floor_idx).
 */
export const POST_LIST_MAX_ROWS = FORUM_LIMITS.postListMaxRows;
export { maxPostPage };

/** The refusal of a page past maxPostPage. */
export const deepPageMsg = (maxPage: number): string => `页码超出范围，仅显示前${maxPage}页`;

/** A post list's page and limit, refused past maxPostPage(limit). Applied last: zod objects with checks cannot be extended. */
const withinPostCap = <S extends z.ZodType<{ page: number; limit: number }>>(schema: S) =>
  schema.check((ctx) => {
    const last = maxPostPage(ctx.value.limit);
    if (ctx.value.page > last)
      ctx.issues.push({ code: 'custom', message: deepPageMsg(last), input: ctx.value.page, path: ['page'] });
  });

/** selectAttentionPosts' query (the other post lists add their filters). */
export const postListQuery = withinPostCap(pagingQuery());

const rewardFilter = z
  .enum(['', '0', '1', '2'], { error: FORUM_MSG.badReward })
  .optional()
  .transform((v): MoneyReward => (v === '1' || v === '2' ? v : ''));

export const areaListQuery = pagingQuery(FORUM_LIMITS.areasPerPage);

export const pagingFoTypeQuery = withinPostCap(
  pagingQuery().extend({
    parentId: optionalId(FORUM_MSG.areaMissing),
    writerId: optionalId('用户不存在'),
    isMoneyReward: rewardFilter,
  }),
);

export const hostPostsQuery = withinPostCap(
  pagingQuery().extend({
    isHost: z.enum(['', '0', '1'], { error: '参数格式不正确' }).optional(),
  }),
);

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
