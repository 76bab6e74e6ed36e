import type { EnvelopeInfo, GrabLine, MyEnvelope, OpenEnvelope } from '@kuyi/shared';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { forumPosts } from '../forum/schema.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { toMoney } from './money.ts';
import { type RedEnvelopeRow, redEnvelopeGrabs, redEnvelopes } from './schema.ts';

/** getSurplusRedEnvelope's answer for one row. */
export function envelopeView(row: RedEnvelopeRow, myAmount: number | null): EnvelopeInfo {
  return {
    postId: row.postId,
    authorId: row.authorId,
    isMoneyReward: row.charity ? 2 : 1,
    redEnvelopeMoney: toMoney(row.total),
    redEnvelopeCount: row.count,
    redEnvelopeType: row.split === 'random' ? 1 : 2,
    type: row.grabRule === 'reply' ? 1 : 2,
    surplusMoney: toMoney(row.remainingAmount),
    surplusCount: row.remainingCount,
    status: row.status,
    expiresAt: row.expiresAt.getTime(),
    myMoney: myAmount === null ? null : toMoney(myAmount),
  };
}

export async function envelopeOf(db: DbOrTx, postId: number): Promise<RedEnvelopeRow | null> {
  const [row] = await db.select().from(redEnvelopes).where(eq(redEnvelopes.postId, postId));
  return row ?? null;
}

export async function myGrab(db: DbOrTx, envelopeId: number, userId: number | null): Promise<number | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ amount: redEnvelopeGrabs.amount })
    .from(redEnvelopeGrabs)
    .where(and(eq(redEnvelopeGrabs.envelopeId, envelopeId), eq(redEnvelopeGrabs.userId, userId)));
  return row?.amount ?? null;
}

/** selectRedEnvelopeById: who grabbed how much, first grab first; nicknames only, never phones. */
export async function grabLines(db: DbOrTx, envelopeId: number): Promise<GrabLine[]> {
  const rows = await db
    .select({
      userId: redEnvelopeGrabs.userId,
      userName: users.userName,
      headImage: users.headImage,
      amount: redEnvelopeGrabs.amount,
      createdAt: redEnvelopeGrabs.createdAt,
    })
    .from(redEnvelopeGrabs)
    .innerJoin(users, eq(users.id, redEnvelopeGrabs.userId))
    .where(eq(redEnvelopeGrabs.envelopeId, envelopeId))
    .orderBy(asc(redEnvelopeGrabs.id));
  return rows.map((r) => ({
    userId: r.userId,
    userName: r.userName,
    headImage: r.headImage,
    money: toMoney(r.amount),
    createdAt: r.createdAt.getTime(),
  }));
}

/**
 * selectCharityList: envelopes a reader can still grab, 公益 ones first, then newest. The spec names the call
 * only; we read it as the list of open envelopes with their post titles, 20 at most.
 */
export async function openEnvelopes(db: DbOrTx, now: Date, limit = 20): Promise<OpenEnvelope[]> {
  const rows = await db
    .select({ env: redEnvelopes, title: forumPosts.title, userName: users.userName })
    .from(redEnvelopes)
    .leftJoin(forumPosts, eq(forumPosts.id, redEnvelopes.postId))
    .innerJoin(users, eq(users.id, redEnvelopes.authorId))
    .where(
      and(
        eq(redEnvelopes.status, 'active'),
        gt(redEnvelopes.expiresAt, now),
        gt(redEnvelopes.remainingCount, 0),
        // [FOL3] A cancelled author's post opens as 帖子不存在: its envelope is not offered either.
        isNull(users.cancelledAt),
      ),
    )
    .orderBy(desc(redEnvelopes.charity), desc(redEnvelopes.id))
    .limit(limit);
  return rows.map((r) => ({ ...envelopeView(r.env, null), title: r.title ?? '', userName: r.userName }));
}

/** The /releaseandreward page: the envelopes I released, newest first, with how many were grabbed. */
export async function myEnvelopes(db: DbOrTx, userId: number, limit = 50): Promise<MyEnvelope[]> {
  const rows = await db
    .select({
      env: redEnvelopes,
      title: forumPosts.title,
      // Counted from the grabs: a refund zeroes remaining_count, so count − remaining would be wrong.
      grabbed: sql<number>`(select count(*) from ${redEnvelopeGrabs} where ${redEnvelopeGrabs.envelopeId} = ${redEnvelopes.id})::int`,
    })
    .from(redEnvelopes)
    .leftJoin(forumPosts, eq(forumPosts.id, redEnvelopes.postId))
    .where(eq(redEnvelopes.authorId, userId))
    .orderBy(desc(redEnvelopes.id))
    .limit(limit);
  return rows.map((r) => ({
    ...envelopeView(r.env, null),
    title: r.title ?? '',
    grabbedCount: Number(r.grabbed),
    refundedMoney: toMoney(r.env.refundedAmount),
    createdAt: r.env.createdAt.getTime(),
  }));
}
