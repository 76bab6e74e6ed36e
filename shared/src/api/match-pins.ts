import { z } from 'zod';
import { SPORTS, type Sport } from '../domain/sport.ts';

/**
 * A fan's pinned matches (置顶 on the live score tables), kept with the account so they follow the fan across
 * devices, as SofaScore's favourites do. Rules [PIN1]–[PIN6] in shared/SPEC.md.
 */

/** [PIN4] At most this many pins per account: a fan follows a day's matches, not a season's. */
export const MATCH_PIN_MAX = 200;

/**
 * [PIN5] Pins of matches that kicked off more than this long ago are dropped (local and account): a finished
 * match leaves the live tables within a day, so a pin of it only grows the saved list.
 */
export const MATCH_PIN_KEEP_MS = 3 * 24 * 60 * 60 * 1000;

/** One pin. `kickoff` (ms since epoch) dates it for [PIN5]; without it the pin is dated by when it was made. */
export interface MatchPin {
  sport: Sport;
  matchId: string;
  kickoff: number | null;
}

/** `GET /api/user/matchPin/list` and every write answer the account's pins in pin order. */
export interface MatchPinList {
  list: MatchPin[];
  max: number;
}

/** Messages of the pin calls (the spec has none; same voice as the follow messages). */
export const MATCH_PIN_MSG = {
  badSport: '赛事类型无效',
  badMatchId: '比赛编号无效',
  badKickoff: '开赛时间无效',
  badPins: '置顶列表格式不正确',
  tooMany: `置顶比赛最多${MATCH_PIN_MAX}场，请先取消一些`,
  pinOk: '置顶成功',
  unpinOk: '已取消置顶',
  saveOk: '保存成功',
  tooFast: '操作过于频繁，请稍后再试',
  query: '查询成功',
} as const;

/** The score centre's match ids are digits; a little room for other providers' ids. */
const MATCH_ID = /^[A-Za-z0-9_-]{1,40}$/;

const matchRef = {
  sport: z.enum(SPORTS as [Sport, ...Sport[]], { error: MATCH_PIN_MSG.badSport }),
  matchId: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: MATCH_PIN_MSG.badMatchId }).regex(MATCH_ID, { error: MATCH_PIN_MSG.badMatchId }),
  ),
};

/** [PIN3] One pin as a client sends it; `kickoff` may be left out or null. */
export const matchPinSchema = z.object({
  ...matchRef,
  kickoff: z
    .number({ error: MATCH_PIN_MSG.badKickoff })
    .int({ error: MATCH_PIN_MSG.badKickoff })
    .min(0, { error: MATCH_PIN_MSG.badKickoff })
    // Year 2100: a ms count, not seconds or a typo.
    .max(4_102_444_800_000, { error: MATCH_PIN_MSG.badKickoff })
    .nullish()
    .transform((v) => v ?? null),
});

/** [PIN2] Which pin to remove. */
export const matchRefSchema = z.object(matchRef);

/** [PIN2] A whole list (replace or merge); duplicates keep their first place. */
export const matchPinListSchema = z.object({
  pins: z.array(matchPinSchema, { error: MATCH_PIN_MSG.badPins }).max(MATCH_PIN_MAX, {
    error: MATCH_PIN_MSG.tooMany,
  }),
});

/**
 * [PIN4] The most pins one merge reads. A browser's list is not capped (an old list of bare ids becomes two pins
 * each), and a merge fills the account up to MATCH_PIN_MAX and drops the rest rather than refusing the login's
 * merge; this bound only keeps the request small.
 */
export const MATCH_PIN_MERGE_MAX = 2 * MATCH_PIN_MAX;

/** [PIN3] A browser's pins to merge into the account: up to MATCH_PIN_MERGE_MAX of them. */
export const matchPinMergeSchema = z.object({
  pins: z.array(matchPinSchema, { error: MATCH_PIN_MSG.badPins }).max(MATCH_PIN_MERGE_MAX, {
    error: MATCH_PIN_MSG.badPins,
  }),
});

export const pinKey = (p: { sport: Sport; matchId: string }) => `${p.sport}:${p.matchId}`;
