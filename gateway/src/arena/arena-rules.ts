import { isDay, pageQuerySchema } from '@kuyi/shared';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { ARENA_MSG } from './arena-messages.ts';
import { SELECTIONS } from './pick-outcome.ts';

/**
 * A number, or one written in decimal digits (query values are text). z.coerce alone read `true` as 1 and `[5]`
 * as 5: a JSON `{recommendId: [5]}` bought pick 5 and `{chargeMoney: true}` published a pick at 1 球币.
 */
const numeric = (msg: string) =>
  z
    .unknown()
    .refine((v) => typeof v === 'number' || (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)), {
      error: msg,
    })
    .pipe(z.coerce.number({ error: msg }));
const id = (msg: string) =>
  numeric(msg).pipe(
    z
      .number()
      .int({ error: msg })
      .positive({ error: msg })
      .max(2 ** 31 - 1, { error: msg }),
  );
export const matchIdRule = z
  .string({ error: ARENA_MSG.badMatchId })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: ARENA_MSG.badMatchId });
const day = z.string().refine(isDay, { error: ARENA_MSG.badDate });

/** insertArenaRecommend's JSON. Line and price are never read from it: the gateway's odds decide them. */
export const publishSchema = z
  .object({
    matchId: z.union([z.string(), z.number()]).transform(String).pipe(matchIdRule),
    market: z.enum(['ya', 'da', 'ou'], { error: ARENA_MSG.badMarket }),
    selection: z.enum(['home', 'away', 'draw', 'over', 'under'], { error: ARENA_MSG.badSelection }),
    reason: z.string().max(500, { error: ARENA_MSG.reasonTooLong }).default(''),
    /** 球币, up to two decimals; 0 or missing is a free pick. */
    chargeMoney: numeric(ARENA_MSG.badPrice)
      .pipe(
        z
          .number()
          .min(0, { error: ARENA_MSG.badPrice })
          .max(100, { error: ARENA_MSG.badPrice })
          // The number as written, not within a tolerance of 分: 1e-9 passed as "0 分" and became a free pick.
          .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), { error: ARENA_MSG.badPrice }),
      )
      .default(0),
  })
  .refine((v) => SELECTIONS[v.market].includes(v.selection), {
    error: ARENA_MSG.badSelection,
    path: ['selection'],
  });

/** Refused like the forum's and the wallet's pages: page=abc, 0 or limit=51 used to read as page 1, limit 20. */
const pageRules = pageQuerySchema({ limit: 20, maxLimit: 50, badPage: ARENA_MSG.badPage }).shape;

/**
 * [AR2] How deep a pick list pages: its first ARENA_MAX_ROWS rows (page × limit ≤ 10 000 — 500 pages of 20, 200
 * of 50). The lists read by OFFSET, whose cost grows with the rows skipped, not the page number: on 500k picks
 * page 8000 of 20 scanned 160k index rows and took seconds, while the first 10 000 rows stay a short index walk.
 * 10 000 rows is the depth search engines and Elasticsearch's `max_result_window` stop at; no reader pages past
 * it (the site's filters — day, match, user — narrow a list instead). Deeper asks are refused (400
 * ARENA_MSG.tooDeep), never clamped: a clamped answer would show another page under the asked page number.
 * The client's pager (client/src/features/arena) never offers a page past it.
 */
export const ARENA_MAX_ROWS = 10_000;
export const pageSchema = z
  .object(pageRules)
  .refine((v) => v.page * v.limit <= ARENA_MAX_ROWS, { message: ARENA_MSG.tooDeep, path: ['page'] });
export const recommendIdSchema = z.object({ recommendId: id(ARENA_MSG.badId) });
export const userIdSchema = z.object({ userId: id(ARENA_MSG.badUser), ...pageRules });
export const optionalUserSchema = z.object({ userId: id(ARENA_MSG.badUser).optional(), ...pageRules });
export const matchQuerySchema = z.object({ matchId: matchIdRule, ...pageRules });
export const dateSchema = z.object({ date: day.optional(), ...pageRules });
/** 推荐广场's 最新推荐 may leave the model out (`excludeModel=1`); anything else lists every pick. */
export const allPicksSchema = z.object({
  excludeModel: z
    .unknown()
    .optional()
    .transform((v) => v === '1' || v === 1 || v === true),
});
export const rankSchema = z
  .object({
    // 'week' / 'month', or the spec's 1 / 2; anything else is refused (zzz read as week, 0x2 as month).
    rankType: z
      .union([z.enum(['week', 'month']), z.literal(['1', '2', 1, 2])], { error: ARENA_MSG.badRankType })
      .transform((v) => (v === 'month' || v === 2 || v === '2' ? 'month' : 'week') as 'week' | 'month')
      .default('week'),
    whatRound: numeric(ARENA_MSG.badRound)
      .pipe(
        z
          .number()
          .int({ error: ARENA_MSG.badRound })
          .min(1, { error: ARENA_MSG.badRound })
          .max(999_999, { error: ARENA_MSG.badRound }),
      )
      .optional(),
    userId: id(ARENA_MSG.badUser).optional(),
    ...pageRules,
  })
  // A month round is YYYYMM: 202413 or 5 made the round's days throw (a 500), 202400 an empty table.
  .refine((v) => v.rankType !== 'month' || v.whatRound === undefined || isMonthRound(v.whatRound), {
    message: ARENA_MSG.badRound,
    path: ['whatRound'],
  })
  // A week round past WEEK_ROUND_MAX reaches beyond year 9999, where its days cannot be written (a 500).
  .refine((v) => v.rankType !== 'week' || v.whatRound === undefined || v.whatRound <= WEEK_ROUND_MAX, {
    message: ARENA_MSG.badRound,
    path: ['whatRound'],
  });

/** Week rounds of the next thousand years (round 1 is 2024-01-01's week). */
export const WEEK_ROUND_MAX = 52_000;

function isMonthRound(round: number): boolean {
  const year = Math.floor(round / 100);
  const month = round % 100;
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12;
}

/**
 * The reason as stored: user text with line breaks kept as <br> and a handful of inline tags, everything
 * else (scripts, attributes, links, images) removed by sanitize-html's allow-list. The page renders this
 * stored HTML as is, so nothing else may ever reach it.
 */
export function sanitizeReason(text: string): string {
  const withBreaks = text.trim().replace(/\r\n?/g, '\n').replace(/\n/g, '<br>');
  return sanitizeHtml(withBreaks, {
    allowedTags: ['br', 'b', 'strong', 'em', 'i'],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
}
