import type { GrabLine, MyReward, RewardInfo } from '@kuyi/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { forumPosts } from '../forum/schema.ts';
import { notifyReward } from '../notify/notify.ts';
import { type Db, type DbOrTx, InsufficientFundsError, post, withTransaction } from '../wallet/ledger.ts';
import { ENVELOPE_MSG, REWARD_MSG } from './messages.ts';
import { toMoney } from './money.ts';
import { postRewards } from './schema.ts';

/** 10,000 球币 in 分: a typo guard, not a business rule from the spec (which shows none). */
export const MAX_REWARD = 1_000_000;

/**
 * Who wrote a post, and its title (for the bill); null when there is no such post, or its author cancelled the account (the forum shows such
 * a post to nobody, and a reward would land in a wallet no one can log into). The forum owns posts.
 */
export async function postAuthor(
  db: DbOrTx,
  postId: number,
): Promise<{ authorId: number; title: string } | null> {
  const [row] = await db
    .select({ authorId: forumPosts.authorId, title: forumPosts.title })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(and(eq(forumPosts.id, postId), isNull(forumPosts.deletedAt), isNull(users.cancelledAt)));
  return row ?? null;
}

/**
 * userRewardPostMoney: moves `amount` 分 of 球币 from the reader to the post's author through the ledger.
 * `key` identifies the reader's request; the same key again (a double click, a network retry) applies
 * nothing and answers like the first time. The reward row and the postings commit together or not at all.
 */
export async function rewardPost(
  db: Db,
  args: { postId: number; fromUserId: number; amount: number; key: string },
): Promise<{ applied: boolean }> {
  const target = await postAuthor(db, args.postId);
  if (target === null) throw notFound(REWARD_MSG.postMissing);
  const { authorId, title } = target;
  if (authorId === args.fromUserId) throw badRequest(REWARD_MSG.self);
  // Keys are per user: another user's key can neither block nor replay my reward.
  const key = `reward:${args.fromUserId}:${args.key}`;
  try {
    return await withTransaction(db, async (tx) => {
      // [F15] The post's row, shared-locked (a delete locks it for update first, then the envelope and wallets):
      // a delete racing this reward either commits first and the reward is refused, or waits for it.
      const [live] = await tx
        .select({ id: forumPosts.id })
        .from(forumPosts)
        .where(and(eq(forumPosts.id, args.postId), isNull(forumPosts.deletedAt)))
        .for('share');
      if (!live) throw notFound(REWARD_MSG.postMissing);
      // The author checked again under a share lock: a logOff committed since the check above would
      // otherwise take the reward into a wallet nobody can log in to; one still running waits for this.
      const [author] = await tx
        .select({ cancelledAt: users.cancelledAt })
        .from(users)
        .where(eq(users.id, authorId))
        .for('share');
      if (!author || author.cancelledAt !== null) throw notFound(REWARD_MSG.postMissing);
      const [row] = await tx
        .insert(postRewards)
        .values({
          postId: args.postId,
          fromUserId: args.fromUserId,
          toUserId: authorId,
          amount: args.amount,
          idempotencyKey: key,
        })
        .onConflictDoNothing({ target: postRewards.idempotencyKey })
        .returning({ id: postRewards.id });
      if (!row) {
        // The key was used: the same reward again is answered like the first time; another post or amount
        // under it would be answered 打赏成功 while charging nothing new (the first one stands).
        const [first] = await tx
          .select({ postId: postRewards.postId, amount: postRewards.amount })
          .from(postRewards)
          .where(eq(postRewards.idempotencyKey, key));
        if (first && (first.postId !== args.postId || first.amount !== args.amount))
          throw new AppError(409, REWARD_MSG.keyReused(toMoney(first.amount)));
        return { applied: false };
      }
      const ref = { refType: 'post_reward', refId: String(row.id) };
      await post(
        tx,
        [
          {
            userId: args.fromUserId,
            currency: 'qiubi',
            amount: -args.amount,
            kind: 'post_reward',
            // The bill names the post: 打赏帖子 alone left a fan guessing which post it was for.
            memo: `打赏帖子《${title}》`,
            ...ref,
          },
          {
            userId: authorId,
            currency: 'qiubi',
            amount: args.amount,
            kind: 'post_reward',
            memo: `帖子《${title}》获得打赏`,
            ...ref,
          },
        ],
        key,
      );
      await notifyReward(tx, row.id);
      return { applied: true };
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw badRequest(ENVELOPE_MSG.insufficient);
    throw err;
  }
}

/**
 * getRewardPostInfo: how many rewards (rewardCount) from how many people (rewardUsers: one fan's three rewards
 * are one person in 「N人打赏」), how much, the latest 20 rewarders, and what I gave.
 */
export async function rewardInfo(db: DbOrTx, postId: number, viewerId: number | null): Promise<RewardInfo> {
  const [totals] = await db
    .select({
      n: sql<number>`count(*)::int`,
      people: sql<number>`count(distinct ${postRewards.fromUserId})::int`,
      sum: sql<number>`coalesce(sum(${postRewards.amount}), 0)::bigint`,
    })
    .from(postRewards)
    .where(eq(postRewards.postId, postId));
  const rows = await db
    .select({
      userId: postRewards.fromUserId,
      userName: users.userName,
      headImage: users.headImage,
      amount: postRewards.amount,
      createdAt: postRewards.createdAt,
    })
    .from(postRewards)
    .innerJoin(users, eq(users.id, postRewards.fromUserId))
    .where(eq(postRewards.postId, postId))
    .orderBy(desc(postRewards.id))
    .limit(20);
  let mine = 0;
  if (viewerId !== null) {
    const [m] = await db
      .select({ sum: sql<number>`coalesce(sum(${postRewards.amount}), 0)::bigint` })
      .from(postRewards)
      .where(and(eq(postRewards.postId, postId), eq(postRewards.fromUserId, viewerId)));
    mine = Number(m?.sum ?? 0);
  }
  return {
    postId,
    rewardCount: Number(totals?.n ?? 0),
    rewardUsers: Number(totals?.people ?? 0),
    rewardMoney: toMoney(Number(totals?.sum ?? 0)),
    myRewardMoney: toMoney(mine),
    list: rows.map(
      (r): GrabLine => ({
        userId: r.userId,
        userName: r.userName,
        headImage: r.headImage,
        money: toMoney(r.amount),
        createdAt: r.createdAt.getTime(),
      }),
    ),
  };
}

/** The /releaseandreward page: rewards I gave ('sent') or got ('received'), newest first, with the other side. */
export async function myRewards(
  db: DbOrTx,
  userId: number,
  direction: 'sent' | 'received',
  limit = 50,
): Promise<MyReward[]> {
  const sent = direction === 'sent';
  const other = sent ? postRewards.toUserId : postRewards.fromUserId;
  const rows = await db
    .select({
      postId: postRewards.postId,
      userId: other,
      userName: users.userName,
      title: forumPosts.title,
      amount: postRewards.amount,
      createdAt: postRewards.createdAt,
    })
    .from(postRewards)
    .innerJoin(users, eq(users.id, other))
    .leftJoin(forumPosts, eq(forumPosts.id, postRewards.postId))
    .where(eq(sent ? postRewards.fromUserId : postRewards.toUserId, userId))
    .orderBy(desc(postRewards.id))
    .limit(limit);
  return rows.map((r) => ({
    postId: r.postId,
    userId: r.userId,
    userName: r.userName,
    title: r.title ?? '',
    money: toMoney(r.amount),
    createdAt: r.createdAt.getTime(),
  }));
}
