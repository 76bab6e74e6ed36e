import { z } from 'zod';
import { ENVELOPE_MSG } from './messages.ts';
import { parseMoney } from './money.ts';
import type { SplitKind } from './split.ts';

/** Limits of our own (spec §9 shows none for red envelopes). */
export const ENVELOPE_LIMITS = {
  maxCount: 100,
  /** 10,000 球币 in 分. */
  maxTotal: 1_000_000,
  /** Unclaimed money goes back to the author after this long (issue 13: 24 h by default). */
  ttlMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * Spec §3 `redEnvelope {redEnvelopeMoney, redEnvelopeCount, redEnvelopeType, type}`. The spec leaves the codes
 * open; ours: redEnvelopeType 1 = 拼手气 (random split), 2 = 普通 (equal parts); type 1 = 回复领取 (a reply to
 * the post grabs a part), 2 = 直接领取 (any logged-in reader presses 抢红包). Numbers or numeric strings.
 */
export interface RedEnvelopeInput {
  redEnvelopeMoney: number | string;
  redEnvelopeCount: number | string;
  redEnvelopeType: number | string;
  type: number | string;
}

export interface EnvelopeSpec {
  total: number;
  count: number;
  split: SplitKind;
  grabRule: 'reply' | 'open';
}

const code = (msg: string) =>
  z.union([z.number(), z.string()], { error: msg }).transform((v, ctx) => {
    const n = Number(v);
    if (n !== 1 && n !== 2) {
      ctx.addIssue({ code: 'custom', message: msg });
      return z.NEVER;
    }
    return n;
  });

export const redEnvelopeSchema = z
  .object(
    {
      redEnvelopeMoney: z
        .union([z.number(), z.string()], { error: ENVELOPE_MSG.badMoney })
        .transform((v, ctx) => {
          const cents = parseMoney(v);
          if (cents === null || cents <= 0) {
            ctx.addIssue({ code: 'custom', message: ENVELOPE_MSG.badMoney });
            return z.NEVER;
          }
          return cents;
        }),
      redEnvelopeCount: z
        .union([z.number(), z.string()], { error: ENVELOPE_MSG.badCount })
        .transform((v, ctx) => {
          const n = typeof v === 'string' && !/^\d{1,3}$/.test(v.trim()) ? Number.NaN : Number(v);
          if (!Number.isInteger(n) || n < 1 || n > ENVELOPE_LIMITS.maxCount) {
            ctx.addIssue({ code: 'custom', message: ENVELOPE_MSG.badCount });
            return z.NEVER;
          }
          return n;
        }),
      redEnvelopeType: code(ENVELOPE_MSG.badSplit),
      type: code(ENVELOPE_MSG.badRule),
    },
    { error: ENVELOPE_MSG.badMoney },
  )
  .superRefine((v, ctx) => {
    if (v.redEnvelopeMoney < v.redEnvelopeCount)
      ctx.addIssue({ code: 'custom', message: ENVELOPE_MSG.tooLittle });
    else if (v.redEnvelopeMoney > ENVELOPE_LIMITS.maxTotal)
      ctx.addIssue({ code: 'custom', message: ENVELOPE_MSG.tooMuch });
  })
  .transform(
    (v): EnvelopeSpec => ({
      total: v.redEnvelopeMoney,
      count: v.redEnvelopeCount,
      split: v.redEnvelopeType === 1 ? 'random' : 'equal',
      grabRule: v.type === 1 ? 'reply' : 'open',
    }),
  );
