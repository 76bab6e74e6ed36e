import { z } from 'zod';
import { isSport, type Sport } from '../domain/sport.ts';
import { containsLink } from '../rules/links.ts';
import { rowIdRule } from './query-int.ts';

/** Live match chat (issue 15; SPEC.md [C1]–[C8]). The channel is `chat:{sport}:{matchId}` ([P1]). */
export const CHAT_LIMITS = {
  /** Characters of one message, after control characters are stripped and the ends trimmed. */
  contentMax: 200,
  /** Messages a channel's state keeps; older ones leave it (they stay in the database). */
  keep: 50,
  /** Per-user posting rate: generous for a fan typing, tight for a script. */
  ratePoints: 5,
  rateWindowSec: 10,
} as const;

export const CHAT_MSG = {
  contentRequired: '请输入聊天内容',
  contentTooLong: `消息不能超过${CHAT_LIMITS.contentMax}字`,
  noLinks: '聊天内容不能包含链接',
  tooFast: '发言太快了，请稍后再试',
  badMatch: '比赛编号无效',
  badSport: '比赛类型无效',
  messageMissing: '消息不存在',
  adminOnly: '只有管理员可以删除消息',
  sent: '发送成功',
  deleted: '删除成功',
  emptyChat: '暂无聊天，来说两句吧',
} as const;

/** The channel's entity key of one message: `m:{id}`; ids only grow, so they also give the order. */
export const chatEntityKey = (id: number) => `m:${id}`;

/**
 * One message as the channel carries it ([P2] entity), with the author's messaging-profile tags of spec §3
 * (level, lvimg, color, isVip, isAdmin) as they were when the channel's state was last written.
 */
export interface ChatMessage {
  id: number;
  userId: string;
  userName: string;
  headImage: string;
  content: string;
  /** Epoch ms. */
  createdAt: number;
  /** 1 (新手) … 5 (大师): the rank derived from the author's points. */
  level: number;
  rankName: string;
  lvimg: string;
  color: string;
  isVip: boolean;
  isAdmin: boolean;
}

/** A value read from a channel entity, or null when it is not a message (defensive: state is JSON). */
export function toChatMessage(entity: unknown): ChatMessage | null {
  if (typeof entity !== 'object' || entity === null) return null;
  const m = entity as Partial<ChatMessage>;
  if (typeof m.id !== 'number' || typeof m.content !== 'string' || typeof m.userName !== 'string')
    return null;
  return m as ChatMessage;
}

/** Control characters (line breaks included: a chat line is one line) never reach the channel. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
export const cleanChatText = (text: string) => text.replace(CONTROL, ' ').trim();

const MATCH_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** `type` of genUserSig and of a post: 1 / football, 2 / basketball (the original's values are not shown). */
export const chatSportSchema = z
  .union([z.string(), z.number()], { error: CHAT_MSG.badSport })
  .transform((v): Sport | null => {
    const s = String(v);
    if (s === '1') return 'football';
    if (s === '2') return 'basketball';
    return isSport(s) ? s : null;
  })
  .refine((v): v is Sport => v !== null, CHAT_MSG.badSport)
  .transform((v) => v as Sport);

export const chatMatchIdSchema = z
  .union([z.string(), z.number()], { error: CHAT_MSG.badMatch })
  .transform(String)
  .refine((v) => MATCH_ID.test(v), CHAT_MSG.badMatch);

/** POST /api/user/groupChat/sendMessage. */
export const chatSendSchema = z.object({
  matchId: chatMatchIdSchema,
  type: chatSportSchema,
  content: z
    .string({ error: CHAT_MSG.contentRequired })
    .transform(cleanChatText)
    .pipe(
      z
        .string()
        .min(1, { message: CHAT_MSG.contentRequired, abort: true })
        .max(CHAT_LIMITS.contentMax, { message: CHAT_MSG.contentTooLong, abort: true })
        // [C5] plain text without links: chat rooms are where spam and ads go first.
        .refine((text) => !containsLink(text), CHAT_MSG.noLinks),
    ),
});
export type ChatSend = z.input<typeof chatSendSchema>;

/** POST /api/user/groupChat/deleteMessage (administrators only). */
export const chatDeleteSchema = z.object({
  // A number or its digits up to a PostgreSQL integer: z.coerce deleted message 1 for `true` and 16 for '0x10'.
  id: rowIdRule(CHAT_MSG.messageMissing),
});

/** GET /api/user/groupChat/genUserSig?matchId&type. */
export const genUserSigQuerySchema = z.object({ matchId: chatMatchIdSchema, type: chatSportSchema });

/**
 * genUserSig's answer: our own chat's channel always; a Tencent IM UserSig (tls-sig-api-v2) only when the
 * deployment sets TENCENT_IM_SDKAPPID and TENCENT_IM_SECRET, else the three Tencent fields are null.
 */
export interface GenUserSigAnswer {
  channel: string;
  userId: string;
  groupId: string;
  sdkAppId: number | null;
  userSig: string | null;
  /** Seconds the UserSig is valid. */
  expire: number | null;
}
