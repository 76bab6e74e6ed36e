import type { ForumPost, ForumPostDetail, MoneyReward, Page } from '@kuyi/shared';
import { and, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { cancelledAccounts } from '../db/cancelled-accounts.ts';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { pageTotal } from '../store/page-total.ts';
import { TtlCache } from '../store/ttl-cache.ts';
import type { Tx } from '../wallet/ledger.ts';
import { type ForumNumbers, forumNumbers, numbersMoved } from './forum-numbers.ts';
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

/**
 * Replies count five views; the age decay (Hacker News style) lets new discussions overtake old ones.
 * In float8: `extract(epoch …)` is numeric, and numeric power() on every live post took seconds.
 */
const HOT_SCORE = sql`(${forumPosts.replyNum} * 5 + ${forumPosts.viewNum} + 1)
  / power(extract(epoch from (now() - ${forumPosts.createdAt}))::float8 / 3600 + 2, 1.5::float8)`;

/**
 * The hot list ranks the posts of the last HOT_WINDOW_DAYS first, then every older one, each part by
 * HOT_SCORE. At 14 days the decay divides a post's score by about 6,000 (338^1.5), so an older post would
 * need thousands of times the replies and views of a new one to rank above it: the window loses nothing
 * that matters, and lets the query read only recent posts (an index range) instead of scoring all of them.
 * A page the window cannot fill (a quiet forum, a deep page) is read from the whole ordering, window first,
 * so the pages stay one consistent list.
 */
export const HOT_WINDOW_DAYS = 14;
const inHotWindow = sql`${forumPosts.createdAt} > now() - make_interval(days => ${HOT_WINDOW_DAYS})`;

const ORDER: Record<PostOrder, SQL[]> = {
  active: [desc(forumPosts.lastReplyAt), desc(forumPosts.id)],
  new: [desc(forumPosts.createdAt), desc(forumPosts.id)],
  hot: [sql`(${inHotWindow}) desc`, sql`${HOT_SCORE} desc`, desc(forumPosts.id)],
};
const HOT_IN_WINDOW: SQL[] = [sql`${HOT_SCORE} desc`, desc(forumPosts.id)];

/**
 * How long a list's total may be served from memory. Only the totals of the unbounded lists (everything,
 * an area, the reward posts) are cached: counting them reads every live post (over a second at 500k posts),
 * on every page of every visitor. The page itself is always exact; its `total` (the pager's page count) may
 * lag other replicas' new posts and deletes by up to this long, which nobody can tell from a feed that
 * moves anyway. This process's own post inserts and deletes clear the cache as they are written and again as
 * their transaction commits (`numbersMoved`, `forumTransaction`), so an author sees the count change after
 * posting; a cancelled account leaves every total at once, on every replica (see total()). An author's or a follow
 * list's total is never cached: it is an index range, cheap, and the one an author checks after posting.
 */
export const POST_TOTAL_TTL_MS = 30_000;
const POST_TOTAL_CACHE_MAX = 256;

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
  constructor(
    private readonly db: Database,
    /** The areas' numbers and boards (forum-numbers.ts), which this repository's inserts and deletes move. */
    private readonly numbers: ForumNumbers = forumNumbers(db),
  ) {}

  /** Cached totals of the unbounded lists (see POST_TOTAL_TTL_MS). */
  private readonly totals = new TtlCache({
    ttlMs: POST_TOTAL_TTL_MS,
    max: POST_TOTAL_CACHE_MAX,
    now: () => Date.now(),
  });

  async list(filter: PostFilter, order: PostOrder, page: number, limit: number): Promise<Page<ForumPost>> {
    if (filter.authorIds?.length === 0) return { list: [], total: 0, page, limit };
    const match = and(
      livePost,
      filter.areaId === undefined ? undefined : eq(forumPosts.areaId, filter.areaId),
      filter.writerId === undefined ? undefined : eq(forumPosts.authorId, filter.writerId),
      filter.authorIds === undefined ? undefined : inArray(forumPosts.authorId, filter.authorIds),
      filter.isMoneyReward ? eq(forumPosts.isMoneyReward, Number(filter.isMoneyReward)) : undefined,
    );
    const where = and(liveAuthor, match);
    const rowsOf = (cond: SQL | undefined, orderBy: SQL[]): Promise<PostListRow[]> =>
      this.db
        .select(postColumns)
        .from(forumPosts)
        .innerJoin(users, eq(users.id, forumPosts.authorId))
        .innerJoin(forumAreas, eq(forumAreas.id, forumPosts.areaId))
        .where(cond)
        .orderBy(...orderBy)
        .limit(limit)
        .offset((page - 1) * limit);
    let rows: PostListRow[] | null = null;
    if (order === 'hot') {
      const recent = await rowsOf(and(where, inHotWindow), HOT_IN_WINDOW);
      if (recent.length === limit) rows = recent;
    }
    rows ??= await rowsOf(where, ORDER[order]);
    const total = pageTotal(await this.total(filter, match), (page - 1) * limit, rows.length, limit);
    return { list: rows.map(toPost), total, page, limit };
  }

  /** Live posts matching `match` by a live author; see POST_TOTAL_TTL_MS for which totals are cached. */
  private async total(filter: PostFilter, match: SQL | undefined): Promise<number> {
    // NOT EXISTS over the few cancelled accounts (users_cancelled_idx) instead of joining every post to
    // its author.
    const countNow = async () => {
      const [row] = await this.db
        .select({ n: count() })
        .from(forumPosts)
        .where(
          and(
            match,
            sql`not exists (select 1 from ${users} where ${users.id} = ${forumPosts.authorId}
              and ${users.cancelledAt} is not null)`,
          ),
        );
      return row?.n ?? 0;
    };
    if (filter.writerId !== undefined || filter.authorIds !== undefined) return countNow();
    // An account cancelled on any replica takes its posts out of every total at once ([FOL3]): the number
    // of cancelled accounts (an index-only count, users_cancelled_idx) is part of the key. Accounts are never
    // un-cancelled, so the number changes whenever the set does.
    const cancelled = await cancelledAccounts(this.db);
    return this.totals.get(`${filter.areaId ?? ''}|${filter.isMoneyReward ?? ''}|${cancelled}`, countNow);
  }

  /** A post added or deleted in `tx`: the list totals and the forum's numbers move (forum-numbers.ts). */
  private moved(tx: Tx): void {
    numbersMoved(tx, this.totals, this.numbers.cache);
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
    this.moved(tx);
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
    this.moved(tx);
    return { id: row.id, created: true };
  }
}
