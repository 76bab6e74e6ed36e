import type { FollowRelation, FollowUser, Page } from '@kuyi/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { follows } from './schema.ts';

/**
 * The ids of the users `userId` follows, newest first (FORUM's selectAttentionPosts reads posts by them).
 * Cancelled accounts are left out: their posts are no longer shown.
 */
export async function followedUserIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(and(eq(follows.followerId, userId), sql`${users.cancelledAt} is null`))
    .orderBy(sql`${follows.createdAt} desc`, sql`${follows.followeeId} desc`);
  return rows.map((r) => r.id);
}

/** Counts skip cancelled accounts, like the lists, so a count always equals its list's total. */
const attentionCountOf = (userId: SQL | number) =>
  sql<number>`(select count(*)::int from "follows" c join "users" cu on cu.id = c.followee_id
    where c.follower_id = ${userId} and cu.cancelled_at is null)`.mapWith(Number);
const fansCountOf = (userId: SQL | number) =>
  sql<number>`(select count(*)::int from "follows" c join "users" cu on cu.id = c.follower_id
    where c.followee_id = ${userId} and cu.cancelled_at is null)`.mapWith(Number);
const follows_ = (follower: SQL | number, followee: SQL | number) =>
  sql<boolean>`exists (select 1 from "follows" e where e.follower_id = ${follower} and e.followee_id = ${followee})`;

/** Which side of a follow a list shows: the people a user follows, or the people following them. */
export type ListSide = 'attention' | 'fans';

export interface ListQuery {
  /** Whose list. */
  userId: number;
  side: ListSide;
  /** Who is looking (for isAttention / isFans), or null when logged out. */
  viewerId: number | null;
  page: number;
  limit: number;
  /** Only follows with the push subscription on (getSubscribeList / getSubscribeFansList). */
  subscribedOnly?: boolean;
  /** Part of a nickname to filter by (getAttentionListByUserId's optional userName). */
  nameLike?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads and writes the follows table. Every write acts for `followerId`, the logged-in user. */
export class FollowRepository {
  constructor(private readonly db: Database) {}

  /** Whether `id` is a live (not cancelled) account. */
  async liveUser(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), sql`${users.cancelledAt} is null`))
      .limit(1);
    return rows.length > 0;
  }

  /** Follows (idempotent: a second follow keeps the first row and its date) or unfollows. */
  async setFollow(followerId: number, followeeId: number, on: boolean): Promise<void> {
    if (on) {
      await this.db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
    } else {
      await this.db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    }
  }

  /**
   * Subscribes to (and so follows) a user's pushes, or stops the pushes while keeping the follow.
   * One statement each, so concurrent toggles cannot leave a half-written pair.
   */
  async setSubscribe(followerId: number, followeeId: number, on: boolean): Promise<void> {
    if (on) {
      await this.db
        .insert(follows)
        .values({ followerId, followeeId, subscribed: true })
        .onConflictDoUpdate({ target: [follows.followerId, follows.followeeId], set: { subscribed: true } });
    } else {
      await this.db
        .update(follows)
        .set({ subscribed: false })
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    }
  }

  /** How `viewerId` relates to `userId`, and `userId`'s counts. */
  async relation(viewerId: number | null, userId: number): Promise<FollowRelation> {
    const viewer = viewerId ?? 0;
    const [row] = await this.db
      .select({
        attentionCount: attentionCountOf(userId),
        fansCount: fansCountOf(userId),
        isAttention: follows_(viewer, userId),
        isFans: follows_(userId, viewer),
        isSubscribe: sql<boolean>`exists (select 1 from "follows" s where s.follower_id = ${viewer}
          and s.followee_id = ${userId} and s.subscribed)`,
      })
      .from(sql`(select 1) as one`);
    return {
      userId: String(userId),
      attentionCount: row?.attentionCount ?? 0,
      fansCount: row?.fansCount ?? 0,
      isAttention: Boolean(row?.isAttention),
      isFans: Boolean(row?.isFans),
      isSubscribe: Boolean(row?.isSubscribe),
    };
  }

  /** One page of a user's follows or fans, newest follow first, public fields only. */
  async list(q: ListQuery): Promise<Page<FollowUser>> {
    // On the attention side the listed user is the followee; on the fans side, the follower.
    const own = q.side === 'attention' ? follows.followerId : follows.followeeId;
    const other = q.side === 'attention' ? follows.followeeId : follows.followerId;
    const viewer = q.viewerId ?? 0;
    const conditions = [eq(own, q.userId), sql`${users.cancelledAt} is null`];
    if (q.subscribedOnly) conditions.push(eq(follows.subscribed, true));
    if (q.nameLike) conditions.push(sql`${users.userName} ilike ${`%${escapeLike(q.nameLike)}%`}`);
    const where = and(...conditions);

    const [total] = await this.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(where);
    const rows = await this.db
      .select({
        id: users.id,
        userName: users.userName,
        headImage: users.headImage,
        createdAt: follows.createdAt,
        attentionCount: attentionCountOf(sql`${users.id}`),
        fansCount: fansCountOf(sql`${users.id}`),
        isAttention: follows_(viewer, sql`${users.id}`),
        isFans: follows_(sql`${users.id}`, viewer),
      })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(where)
      .orderBy(sql`${follows.createdAt} desc`, sql`${users.id} desc`)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    return {
      list: rows.map((r) => ({
        userId: String(r.id),
        userName: r.userName,
        headImage: r.headImage,
        attentionCount: r.attentionCount,
        fansCount: r.fansCount,
        isAttention: Boolean(r.isAttention),
        isFans: Boolean(r.isFans),
        createdAt: r.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page: q.page,
      limit: q.limit,
    };
  }
}
