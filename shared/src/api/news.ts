import { z } from 'zod';
import { BEIJING_TIME_ZONE, dayStart, isDay } from '../time/match-day.ts';
import type { Page } from './envelope.ts';
import { rowIdRule } from './query-int.ts';
import type { UserRank } from './user.ts';

/** News (spec §7 "News"; issue 15). Page sizes from spec §9: 5 comments a page on an article. */
export const NEWS_LIMITS = {
  perPage: 20,
  /** The home page's news block. */
  homeBlock: 6,
  maxPerPage: 50,
  commentsPerPage: 5,
  titleMax: 60,
  /** Raw HTML as sent by the editor, before sanitizing. */
  // The API part parses every /api body with a 64 kB limit; 15,000 CJK characters (3 bytes each) fit.
  contentMaxChars: 15_000,
  commentMax: 500,
} as const;

export const NEWS_MSG = {
  titleRequired: '请输入资讯标题',
  titleTooLong: `标题不能超过${NEWS_LIMITS.titleMax}个字`,
  contentRequired: '请输入资讯正文',
  contentTooLong: '资讯正文过长',
  coverRequired: '请上传封面图片',
  badCover: '封面图片无效，请重新上传',
  badType: '资讯分类不正确',
  badPublishAt: '发布时间格式不正确',
  newsMissing: '资讯不存在',
  commentRequired: '请输入评论内容',
  commentTooLong: `评论不能超过${NEWS_LIMITS.commentMax}个字`,
  adminOnly: '只有管理员可以发布资讯',
  tooFast: '操作过于频繁，请稍后再试',
  badPage: '页码格式不正确',
  badAsOf: '翻页标记无效，请从第一页重新浏览',
  badFilter: '参数格式不正确',
  publishOk: '发布成功',
  scheduleOk: '已定时发布',
  updateOk: '修改成功',
  deleteOk: '删除成功',
  commentOk: '评论成功',
  commentMissing: '评论不存在',
  notYourComment: '只能删除自己的评论',
} as const;

/** Top-level sections (`parentType`). */
export const NEWS_PARENT_TYPES = { 1: '足球', 2: '篮球' } as const;
export type NewsParentType = keyof typeof NEWS_PARENT_TYPES;

/**
 * The columns (`childType`) under each section, what getNewsChildType answers. `leagueId` ties a column to
 * the feed's league, so a match report lands in its league's column.
 */
export interface NewsChildType {
  id: number;
  parentType: NewsParentType;
  name: string;
  leagueId: string | null;
}
export const NEWS_CHILD_TYPES: readonly NewsChildType[] = [
  { id: 1, parentType: 1, name: '英超', leagueId: '36' },
  { id: 2, parentType: 1, name: '西甲', leagueId: '31' },
  { id: 3, parentType: 1, name: '意甲', leagueId: '34' },
  { id: 4, parentType: 1, name: '德甲', leagueId: '8' },
  { id: 5, parentType: 1, name: '法甲', leagueId: '11' },
  { id: 6, parentType: 1, name: '中超', leagueId: '60' },
  { id: 7, parentType: 1, name: '欧冠', leagueId: '103' },
  { id: 8, parentType: 1, name: '欧联', leagueId: '113' },
  { id: 9, parentType: 1, name: '国际足球', leagueId: null },
  { id: 20, parentType: 2, name: 'NBA', leagueId: '1' },
  { id: 21, parentType: 2, name: 'CBA', leagueId: '5' },
  { id: 22, parentType: 2, name: '篮球综合', leagueId: null },
];
export const newsChildType = (id: number) => NEWS_CHILD_TYPES.find((t) => t.id === id) ?? null;

/** Who wrote an article: an editor's nickname, or 酷易赛报 for a generated match report. */
export interface NewsWriter {
  id: string | null;
  userName: string;
  headImage: string;
}

/** An article in a list: title and summary are plain text. */
export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  cover: string;
  parentType: number;
  childType: number;
  childTypeName: string;
  writer: NewsWriter;
  lang: string;
  /** 'editor' written by an admin; 'report' generated from a finished match's data. */
  source: 'editor' | 'report';
  matchId: string | null;
  isTop: boolean;
  viewNum: number;
  commentNum: number;
  publishAt: string;
}

/**
 * [N1] A public list page. `asOf` names the snapshot it was read from (`<newest article id>-<epoch ms>`): the
 * later pages asked with it list only the articles public at that moment, so a report written meanwhile
 * neither repeats nor hides an item. A page asked without one starts a new snapshot.
 */
export interface NewsPage extends Page<NewsItem> {
  asOf: string;
}

/** getInformationDetail: `content` is HTML that passed the server's allow-list sanitizer. */
export interface NewsDetail extends NewsItem {
  content: string;
}

/** The admin's list also shows scheduled and deleted articles. */
export interface NewsAdminItem extends NewsItem {
  deleted: boolean;
  scheduled: boolean;
}

/** A comment: plain text; `isLandlord` marks the article's own writer (楼主). */
export interface NewsComment {
  id: number;
  newsId: number;
  content: string;
  author: { id: string; userName: string; headImage: string; rank: UserRank };
  isLandlord: boolean;
  createdAt: string;
}

const typeId = z.coerce
  .number({ error: NEWS_MSG.badType })
  .int(NEWS_MSG.badType)
  .refine((n) => newsChildType(n) !== null, NEWS_MSG.badType);

/** 'YYYY-MM-DD', alone or with ' HH:mm[:ss[.fff]]' (or 'T…'), and no zone. */
const ZONELESS_TIME_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/;

/**
 * The instant a publishAt text names; NaN when none. Editors schedule in Beijing time, so a time without a
 * zone is Beijing's and a date alone its midnight: Date.parse read the first in the server's zone and the
 * second as UTC. A text with its zone (Z, +08:00) keeps it.
 */
function publishInstant(text: string): number {
  const m = ZONELESS_TIME_RE.exec(text.trim());
  if (!m) return Date.parse(text);
  const [, day = '', hh = '0', mm = '0', ss = '0', fraction = ''] = m;
  const [hours, minutes, seconds] = [Number(hh), Number(mm), Number(ss)];
  if (!isDay(day) || hours > 23 || minutes > 59 || seconds > 59) return Number.NaN;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  // Beijing keeps no daylight saving: an hour of its day is always 3,600 s after its midnight.
  return dayStart(day, BEIJING_TIME_ZONE) + ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

/**
 * An ISO time or epoch ms; empty means now. Years 1–9999 only: 1e20 ms is no date at all and year -200000 is
 * past PostgreSQL's timestamptz, and both reached the database and answered 500.
 */
const publishAt = z
  .union([z.string(), z.number(), z.null()], { error: NEWS_MSG.badPublishAt })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const t = typeof v === 'number' ? v : publishInstant(v);
    const year = new Date(t).getUTCFullYear();
    // Date.parse rolls an impossible day over: 2026-02-30 was stored as 2026-03-02.
    const day = typeof v === 'string' ? /^\d{4}-\d{2}-\d{2}/.exec(v.trim())?.[0] : undefined;
    if (!(year >= 1 && year <= 9999) || (day !== undefined && !isDay(day))) {
      ctx.addIssue({ code: 'custom', message: NEWS_MSG.badPublishAt });
      return z.NEVER;
    }
    return new Date(t);
  });

/** The admin publishing form: the section follows from the column. */
export const newsInsertSchema = z.object({
  title: z
    .string({ error: NEWS_MSG.titleRequired })
    .trim()
    .min(1, NEWS_MSG.titleRequired)
    .max(NEWS_LIMITS.titleMax, NEWS_MSG.titleTooLong),
  cover: z.string({ error: NEWS_MSG.coverRequired }).trim().min(1, NEWS_MSG.coverRequired),
  content: z
    .string({ error: NEWS_MSG.contentRequired })
    .min(1, NEWS_MSG.contentRequired)
    .max(NEWS_LIMITS.contentMaxChars, NEWS_MSG.contentTooLong),
  childType: typeId,
  publishAt,
  isTop: z.boolean().optional().default(false),
});
export type NewsInsert = z.input<typeof newsInsertSchema>;

/** Not z.coerce: it read `[71]`, `true` and '0x47' as ids, and a comment was posted or deleted on them. */
const newsId = rowIdRule(NEWS_MSG.newsMissing);

export const newsUpdateSchema = newsInsertSchema.extend({ newsId });
export const newsScheduleSchema = z.object({ newsId, publishAt });
export const newsDeleteSchema = z.object({ newsId });

/** POST /api/user/newsReply/insertComment. */
export const newsCommentSchema = z.object({
  newsId,
  content: z
    .string({ error: NEWS_MSG.commentRequired })
    .trim()
    .min(1, NEWS_MSG.commentRequired)
    .max(NEWS_LIMITS.commentMax, NEWS_MSG.commentTooLong),
});
export type NewsCommentInsert = z.input<typeof newsCommentSchema>;

/** POST /api/user/newsReply/deleteComment ([N11], ours): the comment's author or an admin. */
export const newsCommentDeleteSchema = z.object({
  id: rowIdRule(NEWS_MSG.commentMissing),
});
