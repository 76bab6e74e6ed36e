import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { rowIdRule } from './query-int.ts';

/**
 * 消息通知 ([NT1]–[NT6]): what happened to a fan's posts, picks and money, written by the gateway in the same
 * transaction as the event, listed newest first with an unread count in the header.
 */
export const NOTIFY_PATHS = {
  list: '/api/user/notice/list',
  unreadCount: '/api/user/notice/unreadCount',
  read: '/api/user/notice/read',
  readAll: '/api/user/notice/readAll',
} as const;

/** What a notice is about; codes as a const object ([NT2]). */
export const NOTICE_KIND = {
  reply: 'reply',
  nestedReply: 'nestedReply',
  reward: 'reward',
  pickBought: 'pickBought',
  pickSettled: 'pickSettled',
  pickRefunded: 'pickRefunded',
  envelopeRefund: 'envelopeRefund',
  feedbackClosed: 'feedbackClosed',
  moderated: 'moderated',
} as const;
export type NoticeKind = (typeof NOTICE_KIND)[keyof typeof NOTICE_KIND];

/**
 * Where a notice leads: the post (and reply), the pick, or the bill. A reply's `floor` is the floor number it
 * sits on (a nested reply's is its floor's), so the post opens on that floor's page ([NT3]); notices written
 * before it was recorded have none and open the post's first page.
 */
export type NoticeTarget =
  | { type: 'post'; postId: number; replyId?: number; floor?: number }
  | { type: 'pick'; pickId: number }
  | { type: 'bill' }
  /** Nothing on the site to open (a feedback has no page of its own). */
  | { type: 'none' };

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** Short Chinese, e.g. 张三 回复了你的帖子《…》. */
  text: string;
  target: NoticeTarget;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
}

export interface NoticeUnread {
  count: number;
}

export const NOTIFY_PAGE_LIMIT = 20;

export const NOTIFY_MSG = {
  badPage: '页码不正确',
  badId: '消息编号无效',
  missing: '消息不存在',
  ok: '查询成功',
  read: '已读',
  readAll: '已全部标为已读',
} as const;

export const noticeListQuery = pageQuerySchema({
  limit: NOTIFY_PAGE_LIMIT,
  maxLimit: 50,
  badPage: NOTIFY_MSG.badPage,
});

export const noticeReadSchema = z.object({
  // Not z.coerce: it read {id: true} as notice 1 and '0x10' as 16.
  id: rowIdRule(NOTIFY_MSG.badId),
});

/** Titles and names are cut so a notice stays one short line ([NT3]). */
export const NOTICE_TITLE_MAX = 20;

export const clip = (s: string, max = NOTICE_TITLE_MAX): string =>
  [...s].length > max ? `${[...s].slice(0, max).join('')}…` : s;

/** 红/黑/走 as the arena's records say them; a half result counts with its side ([NT3]). */
export const PICK_RESULT_WORD: Record<string, string> = {
  win: '红',
  half_win: '赢半',
  push: '走',
  half_loss: '输半',
  loss: '黑',
};

/** 球币 in 分 → "10" / "0.5": the amount as the bill shows it, no trailing zeros. */
export const qiubiText = (fen: number): string => String(Math.round(fen) / 100);

/** The event the gateway records, before it has a row; `noticeText` words it ([NT3]). */
export type NoticeEvent =
  /** `floor`: the floor number the reply sits on; a nested reply's is the floor it answers under. */
  | { kind: 'reply'; actorName: string; postId: number; replyId: number; floor: number; title: string }
  | { kind: 'nestedReply'; actorName: string; postId: number; replyId: number; floor: number; title: string }
  | { kind: 'reward'; actorName: string; postId: number; title: string; fen: number }
  | { kind: 'pickBought'; actorName: string; pickId: number; match: string; fen: number }
  /** `result` is the arena's win/half_win/push/half_loss/loss, or 'void' for a pick called off. */
  | { kind: 'pickSettled'; pickId: number; match: string; result: string }
  /** A bought pick's price back to its buyer: the pick was called off, or its author cancelled the account. */
  | { kind: 'pickRefunded'; pickId: number; match: string; fen: number; why: 'void' | 'authorGone' }
  | { kind: 'envelopeRefund'; postId: number; title: string; fen: number; why: 'expired' | 'postDeleted' }
  | { kind: 'feedbackClosed'; feedbackType: string }
  /** An admin removed someone else's post or reply ([F19]); a removed reply's post still opens. */
  | { kind: 'moderated'; what: 'post' | 'reply'; postId: number; title: string };

export function noticeText(e: NoticeEvent): string {
  switch (e.kind) {
    case 'reply':
      return `${clip(e.actorName)} 回复了你的帖子《${clip(e.title)}》`;
    case 'nestedReply':
      return `${clip(e.actorName)} 回复了你在《${clip(e.title)}》的评论`;
    case 'reward':
      return `${clip(e.actorName)} 打赏了你的帖子《${clip(e.title)}》 ${qiubiText(e.fen)} 球币`;
    case 'pickBought':
      return `${clip(e.actorName)} 购买了你的推荐 ${e.match} ${qiubiText(e.fen)} 球币`;
    case 'pickSettled':
      return e.result === 'void'
        ? `你的推荐 ${e.match} 比赛未正常完场，已作废`
        : `你的推荐 ${e.match} 已结算：${PICK_RESULT_WORD[e.result] ?? e.result}`;
    case 'pickRefunded':
      return `你购买的推荐 ${e.match} ${e.why === 'void' ? '已作废' : '作者已注销'}，${qiubiText(e.fen)} 球币已退回`;
    case 'envelopeRefund':
      return `${e.why === 'expired' ? '红包已过期' : '帖子已删除'}，《${clip(e.title)}》的红包余额 ${qiubiText(e.fen)} 球币已退回`;
    case 'feedbackClosed':
      return `你反馈的「${e.feedbackType}」问题已处理，感谢支持`;
    case 'moderated':
      return e.what === 'post'
        ? `你的帖子《${clip(e.title)}》已被管理员删除`
        : `你在《${clip(e.title)}》的回复已被管理员删除`;
  }
}

export function noticeTarget(e: NoticeEvent): NoticeTarget {
  switch (e.kind) {
    case 'reply':
    case 'nestedReply':
      return { type: 'post', postId: e.postId, replyId: e.replyId, floor: e.floor };
    case 'reward':
      return { type: 'post', postId: e.postId };
    case 'pickBought':
    case 'pickSettled':
      return { type: 'pick', pickId: e.pickId };
    case 'pickRefunded':
    case 'envelopeRefund':
      return { type: 'bill' };
    case 'feedbackClosed':
      return { type: 'none' };
    case 'moderated':
      return e.what === 'reply' ? { type: 'post', postId: e.postId } : { type: 'none' };
  }
}
