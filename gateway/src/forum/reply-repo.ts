import type { ForumReply, Page } from '@kuyi/shared';
import { FORUM_LIMITS, FORUM_MSG } from '@kuyi/shared';
import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import type { Tx } from '../wallet/ledger.ts';
import { type ForumNumbers, forumNumbers, numbersMoved } from './forum-numbers.ts';
import { type AuthorCols, authorColumns, toAuthor } from './forum-view.ts';
import { forumPosts, forumReplies, forumReplyLikes } from './schema.ts';

const replyToName = sql<
  string | null
>`(select u2.user_name from users u2 where u2.id = ${forumReplies.replyToUserId})`;

const replyColumns = {
  id: forumReplies.id,
  postId: forumReplies.postId,
  parentId: forumReplies.parentId,
  floor: forumReplies.floor,
  content: forumReplies.content,
  likeNum: forumReplies.likeNum,
  childNum: forumReplies.childNum,
  createdAt: forumReplies.createdAt,
  deletedAt: forumReplies.deletedAt,
  replyToUserId: forumReplies.replyToUserId,
  replyToName,
  ...authorColumns,
};

type ReplyRow = AuthorCols & {
  id: number;
  postId: number;
  parentId: number | null;
  floor: number;
  content: string;
  likeNum: number;
  childNum: number;
  createdAt: Date;
  deletedAt: Date | null;
  replyToUserId: number | null;
  replyToName: string | null;
};

const toReply = (r: ReplyRow, liked: Set<number>): ForumReply => ({
  id: r.id,
  postId: r.postId,
  parentId: r.parentId ?? 0,
  floor: r.floor,
  // [F17] a deleted floor kept for its nested replies shows the placeholder, never what was written.
  content: r.deletedAt ? FORUM_MSG.replyDeleted : r.content,
  ...(r.deletedAt ? { deleted: true } : {}),
  author: toAuthor(r),
  replyTo: r.replyToUserId && r.replyToName ? { id: String(r.replyToUserId), userName: r.replyToName } : null,
  likeNum: r.likeNum,
  liked: liked.has(r.id),
  childNum: r.childNum,
  children: [],
  createdAt: r.createdAt.toISOString(),
});

export type NewReplyResult = { ok: true; id: number } | { ok: false; reason: 'post' | 'parent' };

export type ReplyRemoval =
  /** `removed`: this call deleted it (not an earlier one); `authorId`/`postId` say whose and where. */
  | { ok: true; kept: boolean; removed: boolean; authorId: number; postId: number }
  | { ok: false; reason: 'missing' | 'notYours' | 'post' };

const liveReply = isNull(forumReplies.deletedAt);
/** [F17] A deleted floor stays (as 该回复已删除) while it has live nested replies, so floors never shift. */
const shownFloor = or(liveReply, gt(forumReplies.childNum, 0));
/** [F15] A deleted post's replies stay as rows but take nothing more (likes). Not locked: a plain subquery. */
const onLivePost = sql`exists (select 1 from ${forumPosts} where ${forumPosts.id} = ${forumReplies.postId}
  and ${forumPosts.deletedAt} is null)`;

/** Floors, nested replies and likes (spec §7 getComment, selectCommentChildNew, insertReply, dianZanReply). */
export class ReplyRepo {
  constructor(
    private readonly db: Database,
    /** The area header's 回复 and the reply boards (forum-numbers.ts), which inserts and deletes move. */
    private readonly numbers: ForumNumbers = forumNumbers(db),
  ) {}

  private async likedBy(viewerId: number | null, ids: number[]): Promise<Set<number>> {
    if (viewerId === null || ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: forumReplyLikes.replyId })
      .from(forumReplyLikes)
      .where(and(eq(forumReplyLikes.userId, viewerId), inArray(forumReplyLikes.replyId, ids)));
    return new Set(rows.map((r) => r.id));
  }

  private select() {
    return this.db
      .select(replyColumns)
      .from(forumReplies)
      .innerJoin(users, eq(users.id, forumReplies.authorId));
  }

  /**
   * [F18] The page that shows floor `floor`: deleted floors leave the list, so a number alone does not say it.
   * A floor that left opens where it stood; one past the end, on the last page.
   */
  async pageOfFloor(postId: number, floor: number, limit: number): Promise<number> {
    const top = and(eq(forumReplies.postId, postId), isNull(forumReplies.parentId), shownFloor);
    const [row] = await this.db
      .select({
        before: sql<number>`count(*) filter (where ${forumReplies.floor} < ${floor})`,
        total: count(),
      })
      .from(forumReplies)
      .where(top);
    const before = Number(row?.before ?? 0);
    const last = Math.max(1, Math.ceil(Number(row?.total ?? 0) / limit));
    return Math.min(last, Math.floor(before / limit) + 1);
  }

  /** One page of floors, oldest first, each with its first nested replies as a preview. */
  async floors(
    postId: number,
    page: number,
    limit: number,
    viewerId: number | null,
  ): Promise<Page<ForumReply>> {
    const top = and(eq(forumReplies.postId, postId), isNull(forumReplies.parentId), shownFloor);
    const [total] = await this.db.select({ n: count() }).from(forumReplies).where(top);
    const floors: ReplyRow[] = await this.select()
      .where(top)
      .orderBy(asc(forumReplies.floor), asc(forumReplies.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const floorIds = floors.map((f) => f.id);
    // The first N children of each floor in one query: a child is in the preview when fewer than N
    // siblings came before it.
    const children: ReplyRow[] = floorIds.length
      ? await this.select()
          .where(
            and(
              eq(forumReplies.postId, postId),
              inArray(forumReplies.parentId, floorIds),
              liveReply,
              sql`(select count(*) from forum_replies x where x.post_id = ${forumReplies.postId}
                and x.parent_id = ${forumReplies.parentId} and x.deleted_at is null
                and x.id < ${forumReplies.id}) < ${FORUM_LIMITS.childPreview}`,
            ),
          )
          .orderBy(asc(forumReplies.id))
      : [];
    const liked = await this.likedBy(viewerId, [...floorIds, ...children.map((c) => c.id)]);
    const list = floors.map((f) => ({
      ...toReply(f, liked),
      children: children.filter((c) => c.parentId === f.id).map((c) => toReply(c, liked)),
    }));
    return { list, total: total?.n ?? 0, page, limit };
  }

  /** selectCommentChildNew: one page of a floor's nested replies; null when the floor is not on that post. */
  async children(
    postId: number,
    floorId: number,
    page: number,
    limit: number,
    viewerId: number | null,
  ): Promise<Page<ForumReply> | null> {
    const [floor] = await this.db
      .select({ id: forumReplies.id })
      .from(forumReplies)
      .where(
        and(
          eq(forumReplies.id, floorId),
          eq(forumReplies.postId, postId),
          isNull(forumReplies.parentId),
          shownFloor,
        ),
      );
    if (!floor) return null;
    const under = and(eq(forumReplies.postId, postId), eq(forumReplies.parentId, floorId), liveReply);
    const [total] = await this.db.select({ n: count() }).from(forumReplies).where(under);
    const rows: ReplyRow[] = await this.select()
      .where(under)
      .orderBy(asc(forumReplies.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const liked = await this.likedBy(
      viewerId,
      rows.map((r) => r.id),
    );
    return { list: rows.map((r) => toReply(r, liked)), total: total?.n ?? 0, page, limit };
  }

  async byId(id: number, viewerId: number | null): Promise<ForumReply | null> {
    const [row] = await this.select().where(eq(forumReplies.id, id));
    return row ? toReply(row, await this.likedBy(viewerId, [id])) : null;
  }

  /**
   * Adds a reply inside `tx` with the post's row locked, so floor numbers never repeat. A reply to a
   * nested reply joins the same floor and names whom it answers (two levels, like most Chinese forums).
   */
  async insert(
    tx: Tx,
    r: { postId: number; authorId: number; parentId: number; content: string },
  ): Promise<NewReplyResult> {
    const [post] = await tx
      .select({
        id: forumPosts.id,
        floorSeq: forumPosts.floorSeq,
        deletedAt: forumPosts.deletedAt,
        authorId: forumPosts.authorId,
      })
      .from(forumPosts)
      .where(eq(forumPosts.id, r.postId))
      .for('update');
    // [F15] a deleted post takes no more replies; nor does one whose author cancelled the account (it opens as
    // 帖子不存在, and a reply there grabbed from its red envelope).
    if (!post || post.deletedAt) return { ok: false, reason: 'post' };
    const [author] = await tx
      .select({ cancelledAt: users.cancelledAt })
      .from(users)
      .where(eq(users.id, post.authorId));
    if (!author || author.cancelledAt) return { ok: false, reason: 'post' };
    let floorId: number | null = null;
    let floor = 0;
    let replyTo: number | null = null;
    if (r.parentId > 0) {
      const [parent] = await tx
        .select({
          id: forumReplies.id,
          parentId: forumReplies.parentId,
          authorId: forumReplies.authorId,
          floor: forumReplies.floor,
        })
        .from(forumReplies)
        .where(and(eq(forumReplies.id, r.parentId), eq(forumReplies.postId, r.postId), liveReply));
      if (!parent) return { ok: false, reason: 'parent' };
      floorId = parent.parentId ?? parent.id;
      floor = parent.floor;
      // Answering a nested reply names its author; answering the floor itself needs no name.
      replyTo = parent.parentId === null ? null : parent.authorId;
      await tx
        .update(forumReplies)
        .set({ childNum: sql`${forumReplies.childNum} + 1` })
        .where(eq(forumReplies.id, floorId));
    } else {
      floor = post.floorSeq + 1;
    }
    await tx
      .update(forumPosts)
      .set({
        replyNum: sql`${forumPosts.replyNum} + 1`,
        floorSeq: floorId === null ? floor : post.floorSeq,
        lastReplyAt: sql`now()`,
      })
      .where(eq(forumPosts.id, r.postId));
    const [row] = await tx
      .insert(forumReplies)
      .values({
        postId: r.postId,
        authorId: r.authorId,
        parentId: floorId,
        replyToUserId: replyTo,
        content: r.content,
        floor,
      })
      .returning({ id: forumReplies.id });
    if (!row) throw new Error('reply insert returned nothing');
    numbersMoved(tx, this.numbers.cache);
    return { ok: true, id: row.id };
  }

  /**
   * Likes or un-likes a reply for one user (one like per user: the primary key). The reply row is locked
   * so concurrent toggles keep likeNum equal to the number of like rows. Null when there is no such reply
   * (on that post, when `postId` is given).
   */
  async toggleLike(
    tx: Tx,
    replyId: number,
    userId: number,
    postId: number | undefined,
  ): Promise<{ liked: boolean; likeNum: number } | null> {
    const [reply] = await tx
      .select({ id: forumReplies.id, postId: forumReplies.postId })
      .from(forumReplies)
      .where(and(eq(forumReplies.id, replyId), liveReply, onLivePost))
      .for('update');
    if (!reply || (postId !== undefined && reply.postId !== postId)) return null;
    const removed = await tx
      .delete(forumReplyLikes)
      .where(and(eq(forumReplyLikes.replyId, replyId), eq(forumReplyLikes.userId, userId)))
      .returning({ id: forumReplyLikes.replyId });
    if (removed.length === 0) await tx.insert(forumReplyLikes).values({ replyId, userId });
    const delta = removed.length === 0 ? 1 : -1;
    const [row] = await tx
      .update(forumReplies)
      .set({ likeNum: sql`${forumReplies.likeNum} + ${delta}` })
      .where(eq(forumReplies.id, replyId))
      .returning({ likeNum: forumReplies.likeNum });
    return { liked: delta === 1, likeNum: row?.likeNum ?? 0 };
  }

  /**
   * [F17] The author deletes a reply: soft, under the post's row lock (the order insert takes), so the
   * post's replyNum and the floor's childNum count live replies only. A floor with live nested replies stays
   * as 该回复已删除; anything else leaves the lists. A second delete changes nothing and answers the same.
   */
  /** [F17] its author, [F19] or an admin (`asAdmin`), deletes a reply. */
  async remove(tx: Tx, replyId: number, userId: number, asAdmin = false): Promise<ReplyRemoval> {
    const [found] = await tx
      .select({ postId: forumReplies.postId, authorId: forumReplies.authorId })
      .from(forumReplies)
      .where(eq(forumReplies.id, replyId));
    if (!found) return { ok: false, reason: 'missing' };
    if (found.authorId !== userId && !asAdmin) return { ok: false, reason: 'notYours' };
    const [post] = await tx
      .select({ deletedAt: forumPosts.deletedAt })
      .from(forumPosts)
      .where(eq(forumPosts.id, found.postId))
      .for('update');
    if (!post || post.deletedAt) return { ok: false, reason: 'post' };
    const [reply] = await tx
      .select({
        parentId: forumReplies.parentId,
        childNum: forumReplies.childNum,
        deletedAt: forumReplies.deletedAt,
      })
      .from(forumReplies)
      .where(eq(forumReplies.id, replyId))
      .for('update');
    if (!reply) return { ok: false, reason: 'missing' };
    const kept = reply.parentId === null && reply.childNum > 0;
    const done = { ok: true as const, kept, authorId: found.authorId, postId: found.postId };
    if (reply.deletedAt) return { ...done, removed: false };
    await tx.update(forumReplies).set({ deletedAt: sql`now()` }).where(eq(forumReplies.id, replyId));
    await tx
      .update(forumPosts)
      .set({ replyNum: sql`greatest(${forumPosts.replyNum} - 1, 0)` })
      .where(eq(forumPosts.id, found.postId));
    if (reply.parentId !== null)
      await tx
        .update(forumReplies)
        .set({ childNum: sql`greatest(${forumReplies.childNum} - 1, 0)` })
        .where(eq(forumReplies.id, reply.parentId));
    numbersMoved(tx, this.numbers.cache);
    return { ...done, removed: true };
  }
}
