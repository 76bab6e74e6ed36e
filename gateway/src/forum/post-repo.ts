import type { ForumPost, ForumPostDetail, MoneyReward, Page } from '@kuyi/shared';
import { and, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import type { Tx } from '../wallet/ledger.ts';
import { liveAuthor, type PostListRow, postColumns, toPost, toPostDetail } from './forum-view.ts';
import { forumAreas, forumPosts } from './schema.ts';

export interface PostFilter {
  areaId?: number;
  isMoneyReward?: MoneyReward;
  writerId?: number;
  authorIds?: number[];
}

/** 'active' bumps a post when someone replies (a board's order); 'hot' weighs replies and views by age. */
export type PostOrder = 'active' | 'new' | 'hot';

/** Replies count five views; the age decay (Hacker News style) lets new discussions overtake old ones. */
const HOT_SCORE = sql`(${forumPosts.replyNum} * 5 + ${forumPosts.viewNum} + 1)
  / power(extract(epoch from (now() - ${forumPosts.createdAt})) / 3600 + 2, 1.5)`;

const ORDER: Record<PostOrder, SQL[]> = {
  active: [desc(forumPosts.lastReplyAt), desc(forumPosts.id)],
  new: [desc(forumPosts.createdAt), desc(forumPosts.id)],
  hot: [sql`${HOT_SCORE} desc`, desc(forumPosts.id)],
};

/** Same author + same content within this window is one post sent twice (a double click, a retry). */
export const DUPLICATE_WINDOW_SEC = 10;
/** Namespace of the per-author advisory lock that serializes one author's post submissions. */
const POST_LOCK_NS = 13_003;

/** [F15] A deleted post leaves every list and answers 404; its row stays for the money trail. */
const livePost = isNull(forumPosts.deletedAt);

/** What the author's edit may change ([F16]); the area and the red envelope / reward terms are fixed. */
export interface PostEdit {
  title: string;
  content: string;
  summary: string;
  images: string[];
}

export interface NewPost {
  authorId: number;
  areaId: number;
  title: string;
  content: string;
  summary: string;
  images: string[];
  isMoneyReward: MoneyReward;
  idemKey: string | null;
  contentHash: string;
}

/** Posts: the lists of spec §7, one post, and the insert with its double-submit guard. */
export class PostRepo {
  constructor(private readonly db: Database) {}

  async list(filter: PostFilter, order: PostOrder, page: number, limit: number): Promise<Page<ForumPost>> {
    if (filter.authorIds?.length === 0) return { list: [], total: 0, page, limit };
    const where = and(
      liveAuthor,
      livePost,
      filter.areaId === undefined ? undefined : eq(forumPosts.areaId, filter.areaId),
      filter.writerId === undefined ? undefined : eq(forumPosts.authorId, filter.writerId),
      filter.authorIds === undefined ? undefined : inArray(forumPosts.authorId, filter.authorIds),
      filter.isMoneyReward ? eq(forumPosts.isMoneyReward, Number(filter.isMoneyReward)) : undefined,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.authorId))
      .where(where);
    const rows: PostListRow[] = await this.db
      .select(postColumns)
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.authorId))
      .innerJoin(forumAreas, eq(forumAreas.id, forumPosts.areaId))
      .where(where)
      .orderBy(...ORDER[order])
      .limit(limit)
      .offset((page - 1) * limit);
    return { list: rows.map(toPost), total: total?.n ?? 0, page, limit };
  }

  async byId(id: number): Promise<ForumPostDetail | null> {
    const [row] = await this.db
      .select({ ...postColumns, content: forumPosts.content, editedAt: forumPosts.editedAt })
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.authorId))
      .innerJoin(forumAreas, eq(forumAreas.id, forumPosts.areaId))
      .where(and(eq(forumPosts.id, id), liveAuthor, livePost));
    return row ? toPostDetail(row) : null;
  }

  async addView(id: number): Promise<number | null> {
    const [row] = await this.db
      .update(forumPosts)
      .set({ viewNum: sql`${forumPosts.viewNum} + 1` })
      .where(eq(forumPosts.id, id))
      .returning({ viewNum: forumPosts.viewNum });
    return row?.viewNum ?? null;
  }

  async viewNum(id: number): Promise<number | null> {
    const [row] = await this.db
      .select({ v: forumPosts.viewNum })
      .from(forumPosts)
      .where(and(eq(forumPosts.id, id), livePost));
    return row?.v ?? null;
  }

  /**
   * The post's row, locked for the rest of `tx` (the order a reply takes its locks in: post, then envelope),
   * for the author's edit or delete. Null when there is no such post.
   */
  async lockOwn(tx: Tx, id: number): Promise<{ authorId: number; deleted: boolean } | null> {
    const [row] = await tx
      .select({ authorId: forumPosts.authorId, deletedAt: forumPosts.deletedAt })
      .from(forumPosts)
      .where(eq(forumPosts.id, id))
      .for('update');
    return row ? { authorId: row.authorId, deleted: row.deletedAt !== null } : null;
  }

  async softDelete(tx: Tx, id: number): Promise<void> {
    await tx.update(forumPosts).set({ deletedAt: sql`now()` }).where(eq(forumPosts.id, id));
  }

  /** `contentHash` stays what was first sent: it only spots a double submit of the original post ([F6]). */
  async edit(tx: Tx, id: number, e: PostEdit): Promise<void> {
    await tx
      .update(forumPosts)
      .set({ ...e, editedAt: sql`now()` })
      .where(eq(forumPosts.id, id));
  }

  /**
   * Inserts a post inside `tx`, unless the same author already sent it: the same idempotency key ever, or
   * the same content within DUPLICATE_WINDOW_SEC. The author's advisory lock makes two simultaneous copies
   * take turns, so the second one sees the first. Answers the post's id and whether it is new.
   */
  async insertOnce(tx: Tx, p: NewPost): Promise<{ id: number; created: boolean }> {
    await tx.execute(sql`select pg_advisory_xact_lock(${POST_LOCK_NS}, ${p.authorId})`);
    // [F15] A copy the author deleted is not a double submit: writing it again is a new post.
    const recentCopy = and(
      eq(forumPosts.contentHash, p.contentHash),
      gt(forumPosts.createdAt, sql`now() - make_interval(secs => ${DUPLICATE_WINDOW_SEC})`),
      livePost,
    );
    // [F6] either rule, also when a key is given: a resend under a fresh key (the client makes one after a
    // failed answer, e.g. a timeout on a post that did go in) was a second post and a second red envelope.
    const same = p.idemKey ? or(eq(forumPosts.idemKey, p.idemKey), recentCopy) : recentCopy;
    const [earlier] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(eq(forumPosts.authorId, p.authorId), same))
      .orderBy(desc(forumPosts.id))
      .limit(1);
    if (earlier) return { id: earlier.id, created: false };
    const [row] = await tx
      .insert(forumPosts)
      .values({
        authorId: p.authorId,
        areaId: p.areaId,
        title: p.title,
        content: p.content,
        summary: p.summary,
        images: p.images,
        isMoneyReward: p.isMoneyReward ? Number(p.isMoneyReward) : 0,
        idemKey: p.idemKey,
        contentHash: p.contentHash,
      })
      .returning({ id: forumPosts.id });
    if (!row) throw new Error('post insert returned nothing');
    return { id: row.id, created: true };
  }
}
