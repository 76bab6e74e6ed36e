import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/open-database.ts';
import { forumPostViews } from './schema.ts';

/** addViewNum counts a viewer once per post per hour, so refreshing a page does not inflate the number. */
export const VIEW_WINDOW_SEC = 3600;

export interface ViewCounter {
  /** True when this viewer has not been counted on this post within the window (and now is). */
  firstInWindow(postId: number, viewer: string): Promise<boolean>;
}

/** Shared by every replica: SET NX with the window as expiry. */
export class RedisViewCounter implements ViewCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async firstInWindow(postId: number, viewer: string): Promise<boolean> {
    const set = await this.redis.set(
      `${this.prefix}:forum:view:${postId}:${viewer}`,
      '1',
      'EX',
      VIEW_WINDOW_SEC,
      'NX',
    );
    return set === 'OK';
  }
}

/**
 * Without Redis: one row per (post, viewer) holding the last counted time. The upsert only touches the row
 * when the window has passed, so "did it return a row" is the answer, atomically, even across replicas.
 */
export class DbViewCounter implements ViewCounter {
  constructor(private readonly db: Database) {}

  async firstInWindow(postId: number, viewer: string): Promise<boolean> {
    const rows = await this.db
      .insert(forumPostViews)
      .values({ postId, viewer })
      .onConflictDoUpdate({
        target: [forumPostViews.postId, forumPostViews.viewer],
        set: { viewedAt: sql`now()` },
        setWhere: sql`${forumPostViews.viewedAt} < now() - make_interval(secs => ${VIEW_WINDOW_SEC})`,
      })
      .returning({ postId: forumPostViews.postId });
    return rows.length > 0;
  }
}
