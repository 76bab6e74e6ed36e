import { z } from 'zod';
import { MAX_ROW_ID, rowIdRule } from './query-int.ts';
import type { UserRank } from './user.ts';

/** The forum (spec §7 "Forum"; issue 13). Page sizes from spec §9. */
export const FORUM_LIMITS = {
  /** selectSpecialArea: special areas per page. */
  areasPerPage: 5,
  /** A post list inside a forum block (home, community). */
  postsPerBlock: 3,
  postsPerPage: 20,
  repliesPerPage: 20,
  /** Nested replies shown under a floor before "查看更多". */
  childPreview: 2,
  maxImages: 9,
  titleMax: 50,
  /** Raw HTML as sent by the editor, before sanitizing. */
  contentMaxChars: 10_000,
  replyMax: 1000,
  /**
   * How deep a post list pages: its first 10,000 posts (500 pages of 20). A page is an OFFSET, so its cost
   * grows with its depth; gateway/src/forum/forum-queries.ts says what was measured and refuses deeper pages.
   */
  postListMaxRows: 10_000,
} as const;

/** The last page a post list serves at `limit` per page (FORUM_LIMITS.postListMaxRows deep). */
export const maxPostPage = (limit: number): number =>
  Math.max(1, Math.floor(FORUM_LIMITS.postListMaxRows / limit));

/** Row ids are PostgreSQL integers: a bigger number names no row (and would make the query fail). */

export const FORUM_MSG = {
  titleRequired: '请输入帖子标题',
  titleTooLong: `标题不能超过${FORUM_LIMITS.titleMax}个字`,
  contentRequired: '请输入帖子内容',
  contentTooLong: '帖子内容过长',
  areaRequired: '请选择专区',
  areaMissing: '专区不存在',
  tooManyImages: `图片最多只可上传${FORUM_LIMITS.maxImages}张`,
  badImage: '图片地址无效，请重新上传',
  badReward: '悬赏类型不正确',
  envelopeRequired: '请填写红包信息',
  replyRequired: '请输入回复内容',
  replyTooLong: `回复不能超过${FORUM_LIMITS.replyMax}个字`,
  postMissing: '帖子不存在',
  postGone: '帖子不存在或已删除',
  notYourPost: '只能编辑或删除自己的帖子',
  notYourReply: '只能删除自己的回复',
  replyDeleted: '该回复已删除',
  postEdited: '修改成功',
  deleted: '删除成功',
  replyMissing: '回复不存在',
  notYourself: '不能以他人身份操作',
  tooFast: '操作过于频繁，请稍后再试',
  badPage: '页码格式不正确',
  postOk: '发布成功',
  replyOk: '回复成功',
  likeOk: '点赞成功',
  unlikeOk: '已取消点赞',
} as const;

/** Who wrote a post or reply: the nickname, never the phone number. */
export interface ForumAuthor {
  id: string;
  userName: string;
  headImage: string;
  rank: UserRank;
}

export interface ForumArea {
  id: number;
  name: string;
  intro: string;
  postNum: number;
  todayNum: number;
}

/** '' no reward; '1' / '2' a red envelope is attached (spec §4). */
export type MoneyReward = '' | '1' | '2';

/** A post in a list: `summary` is plain text, `title` is plain text — both rendered as text. */
export interface ForumPost {
  id: number;
  title: string;
  summary: string;
  images: string[];
  /** The special area (spec names it parentId). */
  parentId: number;
  areaName: string;
  isMoneyReward: MoneyReward;
  author: ForumAuthor;
  viewNum: number;
  replyNum: number;
  createdAt: string;
  lastReplyAt: string;
}

/** selectById: `content` is HTML that passed the server's allow-list sanitizer. */
export interface ForumPostDetail extends ForumPost {
  content: string;
  /** [F16] when the author last edited it; null (or absent from older gateways) when never edited. */
  editedAt?: string | null;
}

/** A floor (parentId 0) or a nested reply; `content` is plain text. */
export interface ForumReply {
  id: number;
  postId: number;
  parentId: number;
  floor: number;
  content: string;
  author: ForumAuthor;
  replyTo: { id: string; userName: string } | null;
  likeNum: number;
  liked: boolean;
  childNum: number;
  /** The first nested replies (2 in a floor's preview). */
  children: ForumReply[];
  createdAt: string;
  /** [F17] a deleted floor kept for its nested replies: `content` is 该回复已删除. */
  deleted?: boolean;
}

export interface ForumAreaScore {
  parentId: number;
  postNum: number;
  todayNum: number;
  replyNum: number;
  userNum: number;
}

/** getActiveUser / getRankingList entries. */
export interface ForumUserStat {
  rank: number;
  user: ForumAuthor;
  num: number;
}

/** getRankingList?type: 1 posts, 2 replies, 3 likes received. */
export const FORUM_RANK_TYPES = { '1': '发帖榜', '2': '回帖榜', '3': '人气榜' } as const;
export type ForumRankType = keyof typeof FORUM_RANK_TYPES;

const moneyReward = z
  .union(
    [
      z.literal(''),
      z.literal('0'),
      z.literal('1'),
      z.literal('2'),
      z.literal(0),
      z.literal(1),
      z.literal(2),
      z.null(),
    ],
    {
      error: FORUM_MSG.badReward,
    },
  )
  .optional()
  .transform((v): MoneyReward => (v === 1 || v === '1' ? '1' : v === 2 || v === '2' ? '2' : ''));

/**
 * POST /api/user/posts/insert (spec §3): title, content, parentId, isMoneyReward, imageList, and the
 * redEnvelope part only when isMoneyReward is 1 or 2 (its fields are the envelope service's to check).
 */
const postFields = {
  title: z
    .string({ error: FORUM_MSG.titleRequired })
    .trim()
    .min(1, FORUM_MSG.titleRequired)
    .max(FORUM_LIMITS.titleMax, FORUM_MSG.titleTooLong),
  // May be empty for a post of photos only: the gateway refuses one with neither text (after sanitizing)
  // nor images, with the same 请输入帖子内容 ([F5]).
  content: z
    .string({ error: FORUM_MSG.contentRequired })
    .max(FORUM_LIMITS.contentMaxChars, FORUM_MSG.contentTooLong),
  imageList: z
    .array(z.string({ error: FORUM_MSG.badImage }), { error: FORUM_MSG.badImage })
    .max(FORUM_LIMITS.maxImages, FORUM_MSG.tooManyImages)
    .default([]),
};

export const postInsertSchema = z
  .object({
    title: postFields.title,
    content: postFields.content,
    parentId: rowIdRule(FORUM_MSG.areaRequired),
    isMoneyReward: moneyReward,
    imageList: postFields.imageList,
    redEnvelope: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((p) => p.isMoneyReward === '' || p.redEnvelope !== undefined, {
    error: FORUM_MSG.envelopeRequired,
    path: ['redEnvelope'],
  });
export type PostInsert = z.input<typeof postInsertSchema>;

/**
 * POST /api/user/posts/update ([F16], ours): the author's edit of title, content and images, checked like
 * insert. The area and the red envelope / reward terms are not part of it (extra keys are dropped).
 */
export const postEditSchema = z.object({ id: rowIdRule(FORUM_MSG.postGone), ...postFields });
export type PostEdit = z.input<typeof postEditSchema>;

/** POST /api/user/posts/delete ([F15], ours). */
export const postDeleteSchema = z.object({ id: rowIdRule(FORUM_MSG.postGone) });

/** POST /api/user/reply/deleteReply ([F17], ours). */
export const replyDeleteSchema = z.object({ replyId: rowIdRule(FORUM_MSG.replyMissing) });

/** POST /api/user/reply/insertReply (spec §3): userId, postId, parentId, content, specialAreaId. */
export const replyInsertSchema = z.object({
  // Only checked against the session (notYourself): a decimal id, not z.coerce's '0x2' or true.
  userId: rowIdRule(FORUM_MSG.notYourself).optional(),
  postId: rowIdRule(FORUM_MSG.postMissing),
  // 0, missing, null or '' is a reply to the post itself, as before.
  parentId: z
    .union([z.number(), z.string().regex(/^\s*\d*\s*$/, FORUM_MSG.replyMissing), z.null()], {
      error: FORUM_MSG.replyMissing,
    })
    .transform((v) => Number(v ?? 0))
    .pipe(
      z
        .number()
        .int(FORUM_MSG.replyMissing)
        .min(0, FORUM_MSG.replyMissing)
        .max(MAX_ROW_ID, FORUM_MSG.replyMissing),
    )
    .default(0),
  content: z
    .string({ error: FORUM_MSG.replyRequired })
    .trim()
    .min(1, FORUM_MSG.replyRequired)
    .max(FORUM_LIMITS.replyMax, FORUM_MSG.replyTooLong),
  // The spec's field; the board is the post's own, so whatever a client sends here is not read (a bad value
  // refused a valid reply with the generic 请求参数格式不正确).
  specialAreaId: z.unknown().optional(),
});
export type ReplyInsert = z.input<typeof replyInsertSchema>;
