import { type NoticeEvent, noticeTarget, noticeText } from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { arenaPicks } from '../arena/arena-schema.ts';
import { feedback, users } from '../db/schema.ts';
import { forumPosts, forumReplies } from '../forum/schema.ts';
import { postRewards } from '../redenvelope/schema.ts';
import type { Tx } from '../wallet/ledger.ts';
import { notices } from './schema.ts';

/**
 * The producers ([NT2]): each feature calls one of these inside the transaction that commits its event, so a
 * refused or rolled-back action leaves no notice. Nobody is told about their own action.
 */
export async function addNotice(tx: Tx, userId: number, event: NoticeEvent): Promise<void> {
  await tx
    .insert(notices)
    .values({ userId, kind: event.kind, text: noticeText(event), target: noticeTarget(event) });
}

async function nameOf(tx: Tx, userId: number): Promise<string> {
  const [u] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, userId));
  return u?.name ?? '';
}

const matchOf = (p: { homeName: string; awayName: string }) => `${p.homeName} vs ${p.awayName}`;

/**
 * A new reply: a floor tells the post's author; a nested reply tells whom it answers (the nested reply's
 * author it names, else the floor's author).
 */
export async function notifyReply(tx: Tx, replyId: number): Promise<void> {
  const [r] = await tx
    .select({
      postId: forumReplies.postId,
      authorId: forumReplies.authorId,
      parentId: forumReplies.parentId,
      replyTo: forumReplies.replyToUserId,
      floor: forumReplies.floor,
      postAuthor: forumPosts.authorId,
      title: forumPosts.title,
    })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(eq(forumReplies.id, replyId));
  if (!r) return;
  let to = r.postAuthor;
  // The notice opens the post on the floor's page ([NT3]); a nested reply sits on the floor it answers under.
  let floorNo = r.floor;
  if (r.parentId !== null) {
    const [floor] = await tx
      .select({ authorId: forumReplies.authorId, floor: forumReplies.floor })
      .from(forumReplies)
      .where(eq(forumReplies.id, r.parentId));
    to = r.replyTo ?? floor?.authorId ?? r.postAuthor;
    floorNo = floor?.floor ?? 0;
  }
  if (to === r.authorId) return;
  const actorName = await nameOf(tx, r.authorId);
  const kind = r.parentId === null ? 'reply' : 'nestedReply';
  await addNotice(tx, to, { kind, actorName, postId: r.postId, replyId, floor: floorNo, title: r.title });
}

/** A 打赏 of a post tells its author who gave how much. */
export async function notifyReward(tx: Tx, rewardId: number): Promise<void> {
  const [r] = await tx
    .select({
      from: postRewards.fromUserId,
      to: postRewards.toUserId,
      postId: postRewards.postId,
      fen: postRewards.amount,
      title: forumPosts.title,
    })
    .from(postRewards)
    .innerJoin(forumPosts, eq(forumPosts.id, postRewards.postId))
    .where(eq(postRewards.id, rewardId));
  if (!r || r.from === r.to) return;
  const actorName = await nameOf(tx, r.from);
  await addNotice(tx, r.to, { kind: 'reward', actorName, postId: r.postId, title: r.title, fen: r.fen });
}

/** A purchase of a paid pick tells its author who bought it and for how much. */
export async function notifyPickBought(tx: Tx, pickId: number, buyerId: number): Promise<void> {
  const [p] = await tx.select().from(arenaPicks).where(eq(arenaPicks.id, pickId));
  if (!p || p.userId === buyerId) return;
  const actorName = await nameOf(tx, buyerId);
  await addNotice(tx, p.userId, {
    kind: 'pickBought',
    actorName,
    pickId,
    match: matchOf(p),
    fen: p.priceFen,
  });
}

/** A settled (红/黑/走) or voided pick tells its author. */
export async function notifyPickSettled(tx: Tx, pickId: number): Promise<void> {
  const [p] = await tx.select().from(arenaPicks).where(eq(arenaPicks.id, pickId));
  if (!p || (p.status !== 'settled' && p.status !== 'void')) return;
  const result = p.status === 'void' ? 'void' : (p.result ?? '');
  await addNotice(tx, p.userId, { kind: 'pickSettled', pickId, match: matchOf(p), result });
}

/** A buyer got a pick's price back from escrow (the match was called off, or the author cancelled). */
export async function notifyPickRefunded(
  tx: Tx,
  r: {
    pick: { id: number; homeName: string; awayName: string };
    buyerId: number;
    fen: number;
    why: 'void' | 'authorGone';
  },
): Promise<void> {
  await addNotice(tx, r.buyerId, {
    kind: 'pickRefunded',
    pickId: r.pick.id,
    match: matchOf(r.pick),
    fen: r.fen,
    why: r.why,
  });
}

/** What is left of a post's red envelope went back to its author (expiry or the post's deletion). */
export async function notifyEnvelopeRefund(
  tx: Tx,
  e: { authorId: number; postId: number; fen: number; why: 'expired' | 'postDeleted' },
): Promise<void> {
  if (e.fen <= 0) return;
  const [p] = await tx
    .select({ title: forumPosts.title })
    .from(forumPosts)
    .where(eq(forumPosts.id, e.postId));
  await addNotice(tx, e.authorId, {
    kind: 'envelopeRefund',
    postId: e.postId,
    title: p?.title ?? '',
    fen: e.fen,
    why: e.why,
  });
}

/** An admin closed (处理) a logged-in user's feedback; anonymous feedback has nobody to tell. */
export async function notifyFeedbackClosed(tx: Tx, feedbackId: number): Promise<void> {
  const [f] = await tx
    .select({ userId: feedback.userId, feedbackType: feedback.feedbackType })
    .from(feedback)
    .where(eq(feedback.id, feedbackId));
  if (!f?.userId) return;
  await addNotice(tx, f.userId, { kind: 'feedbackClosed', feedbackType: f.feedbackType });
}

/** An admin removed someone else's post or reply ([F19]); the author is told which post. */
export async function notifyModerated(
  tx: Tx,
  m: { authorId: number; moderatorId: number; postId: number; what: 'post' | 'reply' },
): Promise<void> {
  if (m.authorId === m.moderatorId) return;
  const [p] = await tx
    .select({ title: forumPosts.title })
    .from(forumPosts)
    .where(eq(forumPosts.id, m.postId));
  await addNotice(tx, m.authorId, {
    kind: 'moderated',
    what: m.what,
    postId: m.postId,
    title: p?.title ?? '',
  });
}
