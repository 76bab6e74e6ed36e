import { firstIssue } from '@kuyi/shared';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { requestIssueMessage } from '../api/request-issue-message.ts';
import { users } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { forumPosts } from '../forum/schema.ts';
import { notifyEnvelopeRefund } from '../notify/notify.ts';
import {
  type Db,
  InsufficientFundsError,
  post,
  SYSTEM_ACCOUNT,
  type Tx,
  withTransaction,
} from '../wallet/ledger.ts';
import { ENVELOPE_LIMITS, type RedEnvelopeInput, redEnvelopeSchema } from './envelope-input.ts';
import { ENVELOPE_MSG } from './messages.ts';
import { type RedEnvelopeRow, redEnvelopeGrabs, redEnvelopes } from './schema.ts';
import { nextPart, type SplitKind } from './split.ts';

export type { RedEnvelopeInput } from './envelope-input.ts';

/** 《title》 of the envelope's post, for the bill's memo: 发帖红包 alone left a fan guessing which post. */
async function postTitle(tx: Tx, postId: number): Promise<string> {
  const [row] = await tx
    .select({ title: forumPosts.title })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  return row ? `《${row.title}》` : '';
}

/**
 * Red envelopes on posts (issue 13). Every money movement goes through the wallet ledger inside the same
 * transaction as the envelope row it belongs to, with the envelope row locked (FOR UPDATE) first and the
 * balances after, so two grabs never see the same remainder and locks are always taken in the same order.
 * Held money sits on the ledger's SYSTEM_ACCOUNT (the escrow) until grabbed or refunded.
 */

/**
 * Called by the forum INSIDE the post's transaction when a post is created with `isMoneyReward` 1 or 2 and
 * a `redEnvelope` payload. Validates the payload (a bad one throws a 400 with a Chinese message), takes the
 * money from the author (throws 400 '余额不足' when the balance is short — the post's transaction then rolls
 * back, so no post without its envelope) and stores the envelope. `isMoneyReward` 2 marks a 公益 envelope.
 */
export async function createEnvelopeForPost(
  tx: Tx,
  args: {
    postId: number;
    /** The post's title, for the bill's memo (the caller is writing the post). */
    postTitle: string;
    authorId: number;
    redEnvelope: RedEnvelopeInput;
    isMoneyReward?: number | string;
    now?: Date;
  },
): Promise<RedEnvelopeRow> {
  const parsed = redEnvelopeSchema.safeParse(args.redEnvelope ?? {}, { error: requestIssueMessage });
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  const spec = parsed.data;
  const now = args.now ?? new Date();
  const [row] = await tx
    .insert(redEnvelopes)
    .values({
      postId: args.postId,
      authorId: args.authorId,
      currency: 'qiubi',
      total: spec.total,
      count: spec.count,
      split: spec.split,
      grabRule: spec.grabRule,
      charity: Number(args.isMoneyReward) === 2,
      remainingAmount: spec.total,
      remainingCount: spec.count,
      expiresAt: new Date(now.getTime() + ENVELOPE_LIMITS.ttlMs),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('red envelope insert returned nothing');
  try {
    await post(
      tx,
      [
        {
          userId: args.authorId,
          currency: 'qiubi',
          amount: -spec.total,
          kind: 'post_red_envelope',
          refType: 'red_envelope',
          refId: String(row.id),
          memo: `发帖红包《${args.postTitle}》`,
        },
        {
          userId: SYSTEM_ACCOUNT,
          currency: 'qiubi',
          amount: spec.total,
          kind: 'post_red_envelope',
          refType: 'red_envelope',
          refId: String(row.id),
          memo: '红包托管',
        },
      ],
      `envelope-create:${row.id}`,
    );
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw badRequest(ENVELOPE_MSG.insufficient);
    throw err;
  }
  return row;
}

export type GrabRefusal = 'post' | 'none' | 'own' | 'already' | 'empty' | 'expired' | 'needReply';
export type GrabOutcome =
  | { ok: true; amount: number; envelope: RedEnvelopeRow }
  | { ok: false; reason: GrabRefusal; envelope: RedEnvelopeRow | null };

export const GRAB_REFUSAL_MSG: Record<GrabRefusal, string> = {
  post: ENVELOPE_MSG.postMissing,
  none: ENVELOPE_MSG.none,
  own: ENVELOPE_MSG.own,
  already: ENVELOPE_MSG.already,
  empty: ENVELOPE_MSG.empty,
  expired: ENVELOPE_MSG.expired,
  needReply: ENVELOPE_MSG.needReply,
};

async function lockEnvelope(tx: Tx, postId: number): Promise<RedEnvelopeRow | null> {
  const [row] = await tx.select().from(redEnvelopes).where(eq(redEnvelopes.postId, postId)).for('update');
  return row ?? null;
}

/**
 * Returns what is left of an expired, still active envelope to its author. The caller holds the row lock;
 * the conditional update and the ledger key `envelope-refund:{id}` make a second sweeper (another replica)
 * or a lazy refund racing it a no-op. Returns the refunded amount (0 when nothing was done).
 */
async function refundLocked(
  tx: Tx,
  env: RedEnvelopeRow,
  now: Date,
  why: 'expired' | 'postDeleted' = 'expired',
): Promise<number> {
  if (env.status !== 'active') return 0;
  if (why === 'expired' && env.expiresAt.getTime() > now.getTime()) return 0;
  const amount = env.remainingAmount;
  const [updated] = await tx
    .update(redEnvelopes)
    .set({ status: 'refunded', refundedAmount: amount, remainingAmount: 0, remainingCount: 0 })
    .where(and(eq(redEnvelopes.id, env.id), eq(redEnvelopes.status, 'active')))
    .returning({ id: redEnvelopes.id });
  if (!updated || amount === 0) return 0;
  const ref = { refType: 'red_envelope', refId: String(env.id) };
  const { applied } = await post(
    tx,
    [
      {
        userId: SYSTEM_ACCOUNT,
        currency: 'qiubi',
        amount: -amount,
        kind: 'red_envelope_refund',
        memo: '红包托管退回',
        ...ref,
      },
      {
        userId: env.authorId,
        currency: 'qiubi',
        amount,
        kind: 'red_envelope_refund',
        memo: `${why === 'expired' ? '红包过期退回' : '删帖退回红包'}${await postTitle(tx, env.postId)}`,
        ...ref,
      },
    ],
    `envelope-refund:${env.id}`,
  );
  if (applied)
    await notifyEnvelopeRefund(tx, { authorId: env.authorId, postId: env.postId, fen: amount, why });
  return applied ? amount : 0;
}

/** The grab itself, in the caller's transaction. `via` says whether a reply or the 抢红包 button asks. */
async function grabIn(
  tx: Tx,
  postId: number,
  userId: number,
  via: 'reply' | 'button',
  now: Date,
): Promise<GrabOutcome> {
  const env = await lockEnvelope(tx, postId);
  if (!env) return { ok: false, reason: 'none', envelope: null };
  if (env.status === 'active' && env.expiresAt.getTime() <= now.getTime()) {
    await refundLocked(tx, env, now);
    return {
      ok: false,
      reason: 'expired',
      envelope: { ...env, status: 'refunded', remainingAmount: 0, remainingCount: 0 },
    };
  }
  if (env.status === 'refunded') return { ok: false, reason: 'expired', envelope: env };
  if (env.authorId === userId) return { ok: false, reason: 'own', envelope: env };
  const [mine] = await tx
    .select({ id: redEnvelopeGrabs.id })
    .from(redEnvelopeGrabs)
    .where(and(eq(redEnvelopeGrabs.envelopeId, env.id), eq(redEnvelopeGrabs.userId, userId)));
  if (mine) return { ok: false, reason: 'already', envelope: env };
  if (env.status !== 'active' || env.remainingCount === 0)
    return { ok: false, reason: 'empty', envelope: env };
  if (env.grabRule === 'reply' && via !== 'reply') return { ok: false, reason: 'needReply', envelope: env };

  const amount = nextPart(env.remainingAmount, env.remainingCount, env.split as SplitKind);
  const remainingAmount = env.remainingAmount - amount;
  const remainingCount = env.remainingCount - 1;
  await tx.insert(redEnvelopeGrabs).values({ envelopeId: env.id, userId, amount, createdAt: now });
  const [updated] = await tx
    .update(redEnvelopes)
    .set({ remainingAmount, remainingCount, status: remainingCount === 0 ? 'finished' : 'active' })
    .where(eq(redEnvelopes.id, env.id))
    .returning();
  const ref = { refType: 'red_envelope', refId: String(env.id) };
  await post(
    tx,
    [
      {
        userId: SYSTEM_ACCOUNT,
        currency: 'qiubi',
        amount: -amount,
        kind: 'red_envelope_grab',
        memo: '红包托管支出',
        ...ref,
      },
      {
        userId,
        currency: 'qiubi',
        amount,
        kind: 'red_envelope_grab',
        memo: `领取红包${await postTitle(tx, env.postId)}`,
        ...ref,
      },
    ],
    `envelope-grab:${env.id}:${userId}`,
  );
  return { ok: true, amount, envelope: updated ?? env };
}

/**
 * The 抢红包 button (POST /api/user/redEnvelop/grabRedEnvelope): its own transaction, retried on deadlock.
 * A refusal is a value, not an exception, so a lazy refund done on the way still commits.
 */
export function grabEnvelope(
  db: Db,
  args: { postId: number; userId: number; now?: Date },
): Promise<GrabOutcome> {
  return withTransaction(db, async (tx) => {
    // A post that no longer opens (deleted, or its author cancelled the account: 帖子不存在) offers no envelope:
    // its money is not for taking by whoever still knows the post's id.
    const [open] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.authorId))
      .where(and(eq(forumPosts.id, args.postId), isNull(forumPosts.deletedAt), isNull(users.cancelledAt)));
    if (!open) return { ok: false, reason: 'post', envelope: null };
    return grabIn(tx, args.postId, args.userId, 'button', args.now ?? new Date());
  });
}

/**
 * For the forum's reply handler, INSIDE the reply's transaction: a reply to a post with a red envelope grabs a
 * part for the replier. Runs in a savepoint and never throws for business reasons — a reply must not fail
 * because the envelope is gone, already grabbed or the replier is the author. Returns the part in 分 or null.
 */
export async function grabOnReply(
  tx: Tx,
  args: { postId: number; userId: number; now?: Date },
): Promise<number | null> {
  try {
    const outcome = await tx.transaction((sp) =>
      grabIn(sp, args.postId, args.userId, 'reply', args.now ?? new Date()),
    );
    return outcome.ok ? outcome.amount : null;
  } catch {
    return null;
  }
}

/**
 * [F15] The forum, INSIDE the transaction that deletes a post (post row locked first, as a reply does):
 * what is left of its envelope goes back to the author now, under the same refund key as expiry, so the
 * two never both pay. Returns the refunded 分 (0 when there is no envelope or nothing left).
 */
export async function refundForDeletedPost(tx: Tx, postId: number): Promise<number> {
  const env = await lockEnvelope(tx, postId);
  return env ? refundLocked(tx, env, new Date(), 'postDeleted') : 0;
}

/** The lazy refund on read: a reader of an expired envelope settles it before the answer is built. */
export async function settleIfExpired(db: Db, postId: number, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ status: redEnvelopes.status, expiresAt: redEnvelopes.expiresAt })
    .from(redEnvelopes)
    .where(eq(redEnvelopes.postId, postId));
  if (row?.status !== 'active' || row.expiresAt.getTime() > now.getTime()) return;
  await withTransaction(db, async (tx) => {
    const env = await lockEnvelope(tx, postId);
    if (env) await refundLocked(tx, env, now);
  });
}

/**
 * The sweeper: refunds up to `limit` expired envelopes, each in its own transaction. Safe to run on every
 * replica at once (see refundLocked). Returns how much it refunded in total.
 */
export async function sweepExpired(
  db: Db,
  now = new Date(),
  limit = 100,
): Promise<{ envelopes: number; amount: number }> {
  const due = await db
    .select({ postId: redEnvelopes.postId })
    .from(redEnvelopes)
    .where(and(eq(redEnvelopes.status, 'active'), lte(redEnvelopes.expiresAt, now)))
    .orderBy(asc(redEnvelopes.expiresAt))
    .limit(limit);
  let envelopes = 0;
  let amount = 0;
  for (const { postId } of due) {
    const refunded = await withTransaction(db, async (tx) => {
      const env = await lockEnvelope(tx, postId);
      return env ? refundLocked(tx, env, now) : 0;
    });
    if (refunded > 0) {
      envelopes++;
      amount += refunded;
    }
  }
  return { envelopes, amount };
}
