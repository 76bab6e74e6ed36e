import { z } from 'zod';
import type { MainOdds } from '../domain/odds.ts';
import { impliedProbabilities } from '../domain/odds-math.ts';
import { pageQuerySchema } from './envelope.ts';
import { rowIdRule } from './query-int.ts';

/**
 * AI 提醒 (issue 15): a fan subscribes to a match, a team or a league and picks what to be told; the gateway
 * turns live changes into reminders, stores them and pushes them on the user's own socket room. Rules [AI1]–[AI8].
 */

/** What a subscription can ask to be told. */
export const REMINDER_KINDS = [
  'kickoff',
  'goal',
  'red',
  'half',
  'full',
  'odds',
  'preview',
  'quarter',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** [AI9] The sport of a subscription: football and basketball ids are separate spaces. */
export const REMINDER_SPORTS = ['football', 'basketball'] as const;
export type ReminderSport = (typeof REMINDER_SPORTS)[number];

/** [AI9] What each sport can be told: no goals, red cards or pre-match view in basketball; no quarters in football. */
export const REMINDER_SPORT_KINDS: Record<ReminderSport, readonly ReminderKind[]> = {
  football: ['kickoff', 'goal', 'red', 'half', 'full', 'odds', 'preview'],
  basketball: ['kickoff', 'quarter', 'half', 'full', 'odds'],
};

export const REMINDER_KIND_LABEL: Record<ReminderKind, string> = {
  kickoff: '开赛',
  goal: '进球',
  red: '红牌',
  half: '半场',
  full: '完场',
  odds: '指数大变',
  preview: '赛前模型观点',
  quarter: '单节结束',
};

export const REMINDER_TARGETS = ['match', 'team', 'league'] as const;
export type ReminderTarget = (typeof REMINDER_TARGETS)[number];
export const REMINDER_TARGET_LABEL: Record<ReminderTarget, string> = {
  match: '比赛',
  team: '球队',
  league: '联赛',
};

/** [AI3] A line moving by at least this many goals is a big move. */
export const ODDS_LINE_MOVE = 0.25;
/** [AI3] A price moving by at least this fraction of its reference value is a big move. */
export const ODDS_PRICE_MOVE = 0.1;

/**
 * [AI9] Basketball: a 让分 (spread) line moving by at least this many points is a big move. Spreads are quoted in
 * half points and drift by ½ point on ordinary money; a full point is about 3 % of win probability in the NBA and
 * is what a bettor calls a move (football's 0.25 goal is the same order of probability).
 */
export const BASKETBALL_SPREAD_MOVE = 1;
/**
 * [AI9] Basketball: a 总分 (total) line moving by at least this many points is a big move. Totals (~220 points,
 * a spread of about 18 around them) routinely tick by ½–1 point; 2 points is the same share of that spread as a
 * 1-point spread move is of the margin's (~12), so both report similar news, not noise.
 */
export const BASKETBALL_TOTAL_MOVE = 2;

/** [VIP3] Subscriptions a user may hold at once: VIP members get more (issue 16's benefit, enforced in [AI1]). */
export const REMINDER_CAP = { free: 20, vip: 100 } as const;
export const REMINDER_PAGE_LIMIT = 20;
export const REMINDER_PAGE_MAX = 50;
/** A reconnecting client gets at most this many missed reminders in one answer (the newest). */
export const REMINDER_MISSED_MAX = 100;

export const REMINDER_MSG = {
  badTarget: '订阅对象类型无效',
  badTargetId: '订阅对象编号无效',
  badName: '订阅名称应为1到40个字',
  noKinds: '请至少选择一种提醒',
  badKind: '提醒类型无效',
  tooMany: `普通用户最多订阅${REMINDER_CAP.free}项，开通VIP会员可订阅${REMINDER_CAP.vip}项`,
  tooManyVip: `最多订阅${REMINDER_CAP.vip}项`,
  noSubscription: '订阅不存在',
  badId: '编号无效',
  badPage: '页码无效',
  badLimit: `每页条数应为1-${REMINDER_PAGE_MAX}`,
  subscribed: '订阅成功',
  updated: '已更新提醒设置',
  removed: '已取消订阅',
  marked: '已标记为已读',
  query: '查询成功',
  tooFast: '操作过于频繁，请稍后再试',
  badSport: '运动类型无效',
  kindNotForSport: '篮球可选开赛、单节结束、半场、完场和指数大变；足球不支持单节结束',
} as const;

const ID = /^[A-Za-z0-9_-]{1,40}$/;

export const reminderKindsSchema = z
  .array(z.enum(REMINDER_KINDS, { error: REMINDER_MSG.badKind }), { error: REMINDER_MSG.noKinds })
  .min(1, REMINDER_MSG.noKinds)
  .max(REMINDER_KINDS.length, REMINDER_MSG.badKind)
  .transform((kinds) => [...new Set(kinds)]);

/** [AI9] Whether every kind can happen in the sport. */
export const kindsFitSport = (sport: ReminderSport, kinds: readonly ReminderKind[]) =>
  kinds.every((k) => REMINDER_SPORT_KINDS[sport].includes(k));

/** [AI1] A new subscription (or the same target again: its kinds are replaced). */
export const reminderSubscriptionSchema = z
  .object({
    sport: z.enum(REMINDER_SPORTS, { error: REMINDER_MSG.badSport }).default('football'),
    targetKind: z.enum(REMINDER_TARGETS, { error: REMINDER_MSG.badTarget }),
    targetId: z.string({ error: REMINDER_MSG.badTargetId }).regex(ID, REMINDER_MSG.badTargetId),
    targetName: z
      .string({ error: REMINDER_MSG.badName })
      .trim()
      .min(1, REMINDER_MSG.badName)
      .max(40, REMINDER_MSG.badName),
    kinds: reminderKindsSchema,
  })
  .refine((v) => kindsFitSport(v.sport, v.kinds), { message: REMINDER_MSG.kindNotForSport, path: ['kinds'] });
/** What a client sends (`sport` defaults to football). */
export type ReminderSubscriptionInput = z.input<typeof reminderSubscriptionSchema>;
/** A subscription as validated. */
export type ReminderSubscriptionForm = z.infer<typeof reminderSubscriptionSchema>;

export const reminderKindsUpdateSchema = z.object({ kinds: reminderKindsSchema });

export const reminderPageSchema = pageQuerySchema({
  limit: REMINDER_PAGE_LIMIT,
  maxLimit: REMINDER_PAGE_MAX,
  badPage: REMINDER_MSG.badPage,
  badLimit: REMINDER_MSG.badLimit,
});

/** Not z.coerce: it read '0x1', ' 1e0 ' and `true` as ids, and a subscription was changed or cancelled on them. */
export const reminderIdField = rowIdRule(REMINDER_MSG.badId);

/** Mark read: some ids, or every reminder up to and including `upTo`. */
export const reminderReadSchema = z.union([
  z.object({
    ids: z.array(reminderIdField).min(1, REMINDER_MSG.badId).max(REMINDER_PAGE_MAX, REMINDER_MSG.badId),
  }),
  z.object({ all: z.literal(true) }),
]);

export interface ReminderSubscription {
  id: number;
  sport: ReminderSport;
  targetKind: ReminderTarget;
  targetId: string;
  targetName: string;
  kinds: ReminderKind[];
  /** ISO 8601. */
  createdAt: string;
}

export interface Reminder {
  id: number;
  /** [AI9] The sport of `matchId` (its match page). */
  sport: ReminderSport;
  kind: ReminderKind;
  matchId: string;
  title: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
}

/** Socket: join my reminder room and get what I missed after `after` (the last id I saw). */
export const reminderJoinSchema = z.object({
  /** The user id the client believes is logged in; another user's id is refused ([AI5]). */
  userId: z.string().max(20).optional(),
  after: z.number().int().nonnegative().max(2_147_483_647).optional(),
});
export type ReminderJoinRequest = z.infer<typeof reminderJoinSchema>;

export interface PreMatchView {
  /** Win/draw/loss percent (one decimal) from the 欧赔 with the margin removed ([D5]). */
  probabilities: { home: number; draw: number; away: number } | null;
  /** Expected goals from the 大小 line (total) and the 亚盘 line (split); null without a 大小 line. */
  xg: { home: number; away: number; total: number } | null;
}

const pct = (x: number) => Math.round(x * 1000) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

function poissonCdf(k: number, lambda: number): number {
  let term = Math.exp(-lambda);
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= lambda / i;
    sum += term;
  }
  return sum;
}

/**
 * Probability of more than `line` goals for a Poisson total with mean `lambda`, as a 大小 bet reads it:
 * quarter lines average their two halves, whole lines leave out the push.
 */
function overProbability(line: number, lambda: number): number {
  const frac = Math.round((line - Math.floor(line)) * 4) / 4;
  if (frac === 0.25 || frac === 0.75)
    return (overProbability(line - 0.25, lambda) + overProbability(line + 0.25, lambda)) / 2;
  if (frac === 0) {
    const over = 1 - poissonCdf(line, lambda);
    const push = poissonCdf(line, lambda) - (line > 0 ? poissonCdf(line - 1, lambda) : 0);
    return push < 1 ? over / (1 - push) : 0.5;
  }
  return 1 - poissonCdf(Math.floor(line), lambda);
}

/**
 * [AI7] The model's pre-match view: 1x2 probabilities with the margin removed, and expected goals — the Poisson
 * mean whose chance of 大 equals the 大小 market's margin-free 大 probability (bisection), split by the 亚盘 line
 * (home gives `line` goals: supremacy ≈ line).
 */
export function preMatchView(odds: MainOdds): PreMatchView {
  const { ou, da, ya } = odds;
  const probabilities =
    ou && ou.home > 1 && ou.draw > 1 && ou.away > 1
      ? (() => {
          const [h = 0, d = 0, a = 0] = impliedProbabilities([ou.home, ou.draw, ou.away]);
          return { home: pct(h), draw: pct(d), away: pct(a) };
        })()
      : null;
  let xg: PreMatchView['xg'] = null;
  if (da && da.over > 0 && da.under > 0 && da.line >= 0) {
    const [pOver = 0.5] = impliedProbabilities([da.over + 1, da.under + 1]);
    let lo = 0.05;
    let hi = 12;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (overProbability(da.line, mid) < pOver) lo = mid;
      else hi = mid;
    }
    const total = (lo + hi) / 2;
    const supremacy = Math.max(-total * 0.9, Math.min(total * 0.9, ya?.line ?? 0));
    xg = {
      home: round2((total + supremacy) / 2),
      away: round2((total - supremacy) / 2),
      total: round2(total),
    };
  }
  return { probabilities, xg };
}
