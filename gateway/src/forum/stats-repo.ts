import type { ForumRankType, ForumUserStat } from '@kuyi/shared';
import { and, asc, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { type ForumNumbers, forumNumbers } from './forum-numbers.ts';
import { type AuthorCols, authorColumns, liveAuthor, toAuthor } from './forum-view.ts';
import { forumPosts, forumReplies } from './schema.ts';

/** A per-user count, the shape every board ranks by. */
type Counts = SubqueryWithSelection<{ uid: SQL.Aliased<number>; n: SQL.Aliased<number> }, 'counts'>;

/**
 * A reply anyone can still read: neither it nor its post deleted ([F15], [F17]). A deleted post's replies stay
 * stored (the post's page is gone with them), so the boards must not count them either.
 */
const visibleReply = and(isNull(forumReplies.deletedAt), isNull(forumPosts.deletedAt));

/** "Active" means posting or replying in the last week, as community sidebars show it. */
export const ACTIVE_DAYS = 7;

/**
 * The community page's user lists: getActiveUser and getRankingList. Each aggregates every post or reply, so
 * a board is kept a minute per type and limit (forum-numbers.ts).
 */
export class StatsRepo {
  constructor(
    private readonly db: Database,
    private readonly numbers: ForumNumbers = forumNumbers(db),
  ) {}

  /** Users by posts + replies in the last ACTIVE_DAYS. */
  activeUsers(limit: number): Promise<ForumUserStat[]> {
    return this.numbers.get(`active:${limit}`, () => this.activeUsersNow(limit));
  }

  private async activeUsersNow(limit: number): Promise<ForumUserStat[]> {
    const since = sql`now() - make_interval(days => ${ACTIVE_DAYS})`;
    const acts = this.db
      .select({ uid: sql<number>`${forumPosts.authorId}`.as('uid') })
      .from(forumPosts)
      .where(and(gt(forumPosts.createdAt, since), isNull(forumPosts.deletedAt)))
      .unionAll(
        this.db
          .select({ uid: sql<number>`${forumReplies.authorId}`.as('uid') })
          .from(forumReplies)
          .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
          .where(and(gt(forumReplies.createdAt, since), visibleReply)),
      )
      .as('acts');
    const counts = this.db
      .select({ uid: acts.uid, n: sql<number>`count(*)::int`.as('n') })
      .from(acts)
      .groupBy(acts.uid)
      .as('counts');
    return this.ranked(counts, limit);
  }

  /** All-time boards ([F15], [F17]: what was deleted, a post with its replies, no longer counts): 1 posts written, 2 replies written, 3 likes received on replies. */
  ranking(type: ForumRankType, limit: number): Promise<ForumUserStat[]> {
    return this.numbers.get(`rank:${type}:${limit}`, () => this.rankingNow(type, limit));
  }

  private async rankingNow(type: ForumRankType, limit: number): Promise<ForumUserStat[]> {
    const counts =
      type === '1'
        ? this.db
            .select({
              uid: sql<number>`${forumPosts.authorId}`.as('uid'),
              n: sql<number>`count(*)::int`.as('n'),
            })
            .from(forumPosts)
            .where(isNull(forumPosts.deletedAt))
            .groupBy(forumPosts.authorId)
            .as('counts')
        : this.db
            .select({
              uid: sql<number>`${forumReplies.authorId}`.as('uid'),
              n: (type === '2'
                ? sql<number>`count(*)::int`
                : sql<number>`sum(${forumReplies.likeNum})::int`
              ).as('n'),
            })
            .from(forumReplies)
            .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
            .where(visibleReply)
            .groupBy(forumReplies.authorId)
            .as('counts');
    return this.ranked(counts, limit);
  }

  private async ranked(counts: Counts, limit: number): Promise<ForumUserStat[]> {
    const rows: (AuthorCols & { num: number })[] = await this.db
      .select({ ...authorColumns, num: sql<number>`${counts.n}`.mapWith(Number) })
      .from(counts)
      .innerJoin(users, eq(users.id, counts.uid))
      .where(sql`${liveAuthor} and ${counts.n} > 0`)
      .orderBy(desc(counts.n), asc(users.id))
      .limit(limit);
    return rows.map((r, i) => ({ rank: i + 1, user: toAuthor(r), num: r.num }));
  }
}
