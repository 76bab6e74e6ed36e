import { NEWS_LIMITS, NEWS_MSG, NEWS_PARENT_TYPES, newsChildType, queryInt } from '@kuyi/shared';
import { z } from 'zod';

const flag = z.enum(['', '0', '1'], { error: NEWS_MSG.badFilter }).optional();

/** [N1] A list snapshot: the newest article id and the moment (epoch ms) page 1 was read. */
export interface NewsSnapshot {
  maxId: number;
  at: Date;
}

export const formatAsOf = (s: NewsSnapshot) => `${s.maxId}-${s.at.getTime()}`;

/** `asOf=<id>-<epoch ms>`; absent or empty: a new snapshot. */
const asOf = z
  .string()
  .optional()
  .transform((v, ctx): NewsSnapshot | undefined => {
    if (v === undefined || v === '') return undefined;
    const m = /^(\d{1,9})-(\d{1,15})$/.exec(v);
    const at = m ? new Date(Number(m[2])) : null;
    if (!m || !at || !Number.isFinite(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: NEWS_MSG.badAsOf });
      return z.NEVER;
    }
    return { maxId: Number(m[1]), at };
  });

/** selectInformation?page&limit (optional parentType, childType, Writer, lang, flag, isDel, asOf). */
export const listQuery = z.object({
  page: queryInt(NEWS_MSG.badPage, 1, 100_000, 1),
  limit: queryInt(NEWS_MSG.badPage, 1, NEWS_LIMITS.maxPerPage, NEWS_LIMITS.perPage),
  parentType: queryInt(NEWS_MSG.badType, 1, 99, undefined).refine(
    (n) => n === undefined || n in NEWS_PARENT_TYPES,
    NEWS_MSG.badType,
  ),
  childType: queryInt(NEWS_MSG.badType, 1, 999, undefined).refine(
    (n) => n === undefined || newsChildType(n) !== null,
    NEWS_MSG.badType,
  ),
  Writer: z.string().max(32, NEWS_MSG.badFilter).optional(),
  lang: z.string().max(8, NEWS_MSG.badFilter).optional(),
  /** 1: 头条 only. */
  flag,
  /** 1: deleted articles (admins only). */
  isDel: flag,
  /** [N1] The snapshot of page 1's answer: later pages list only what existed then. */
  asOf,
});

const requiredId = z
  .string({ error: NEWS_MSG.newsMissing })
  .regex(/^\d{1,9}$/, NEWS_MSG.newsMissing)
  .transform(Number)
  .refine((n) => n > 0, NEWS_MSG.newsMissing);

export const detailQuery = z.object({ newsId: requiredId });

export const commentQuery = z.object({
  newsId: requiredId,
  page: queryInt(NEWS_MSG.badPage, 1, 100_000, 1),
  limit: queryInt(NEWS_MSG.badPage, 1, NEWS_LIMITS.maxPerPage, NEWS_LIMITS.commentsPerPage),
  isLandlord: flag,
});

/** getNewsChildType?type: 0 every column, else a section's. */
export const childTypeQuery = z.object({
  type: queryInt(NEWS_MSG.badType, 0, 99, 0).refine((n) => !n || n in NEWS_PARENT_TYPES, NEWS_MSG.badType),
});

export const adminListQuery = z.object({
  page: queryInt(NEWS_MSG.badPage, 1, 100_000, 1),
  limit: queryInt(NEWS_MSG.badPage, 1, NEWS_LIMITS.maxPerPage, NEWS_LIMITS.perPage),
  isDel: flag,
});
