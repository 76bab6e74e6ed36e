import { type ForumArea, type ForumAreaScore, type Page, todayInBeijing } from '@kuyi/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import type { AreaSeed } from './area-seeds.ts';
import { type ForumNumbers, forumNumbers } from './forum-numbers.ts';
import { forumAreas } from './schema.ts';

/** Raw `forum_areas.id` below: drizzle leaves a column unqualified in one-table selects, and inside a
 * subquery that would bind to the subquery's own table. */
/** Posts created since the start of today in China (the site's day). */
const todayStart = sql`(date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;

/**
 * [FOL3] A cancelled author's posts leave the lists (`liveAuthor`), so they leave the numbers shown above the
 * lists too: 帖子 25 over 17 listed posts reads as a broken pager. The same for a post its author deleted ([F15]).
 */
const livePostsOfArea = sql`forum_posts p join users u on u.id = p.author_id
  where p.area_id = forum_areas.id and u.cancelled_at is null and p.deleted_at is null`;

const postNum = sql<number>`(select count(*)::int from ${livePostsOfArea})`.mapWith(Number);
const todayNum = sql<number>`(select count(*)::int from ${livePostsOfArea}
  and p.created_at >= ${todayStart})`.mapWith(Number);

/**
 * The special areas: seeding, the paged list (spec: 5 per page) and an area's numbers (getPostScore). The list
 * and the numbers count every post of the area, so they are kept a minute (forum-numbers.ts), keyed by their
 * parameters, the Beijing day (今日 restarts at midnight whatever the cache holds) and the cancelled accounts.
 */
export class AreaRepo {
  constructor(
    private readonly db: Database,
    private readonly numbers: ForumNumbers = forumNumbers(db),
  ) {}

  /** The site's day on the cache's clock: a key from yesterday is never today's 今日. */
  private day(): string {
    return todayInBeijing(this.numbers.now());
  }

  /** Adds the areas that are missing; an operator's renamed or re-ordered area is left alone. */
  async seed(seeds: readonly AreaSeed[]): Promise<number> {
    const added = await this.db
      .insert(forumAreas)
      .values(seeds.map((s, i) => ({ name: s.name, intro: s.intro, sort: i + 1 })))
      .onConflictDoNothing({ target: forumAreas.name })
      .returning({ id: forumAreas.id });
    return added.length;
  }

  page(page: number, limit: number): Promise<Page<ForumArea>> {
    return this.numbers.get(`areas:${page}:${limit}:${this.day()}`, () => this.pageNow(page, limit));
  }

  private async pageNow(page: number, limit: number): Promise<Page<ForumArea>> {
    const [total] = await this.db.select({ n: count() }).from(forumAreas);
    const list = await this.db
      .select({ id: forumAreas.id, name: forumAreas.name, intro: forumAreas.intro, postNum, todayNum })
      .from(forumAreas)
      .orderBy(asc(forumAreas.sort), asc(forumAreas.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return { list, total: total?.n ?? 0, page, limit };
  }

  async exists(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: forumAreas.id }).from(forumAreas).where(eq(forumAreas.id, id));
    return rows.length > 0;
  }

  /** getPostScore?parentId: the area header's numbers; null when there is no such area. */
  score(areaId: number): Promise<ForumAreaScore | null> {
    return this.numbers.get(`score:${areaId}:${this.day()}`, () => this.scoreNow(areaId));
  }

  private async scoreNow(areaId: number): Promise<ForumAreaScore | null> {
    const n = (q: ReturnType<typeof sql>) => sql<number>`(${q})`.mapWith(Number);
    const [row] = await this.db
      .select({
        postNum,
        todayNum,
        replyNum: n(sql`select count(*)::int from forum_replies r, ${livePostsOfArea}
          and p.id = r.post_id and r.deleted_at is null`),
        userNum: n(sql`select count(distinct a.uid)::int from (
          select p.author_id as uid from ${livePostsOfArea}
          union select r.author_id from forum_replies r, ${livePostsOfArea}
            and p.id = r.post_id and r.deleted_at is null) a
          join users v on v.id = a.uid where v.cancelled_at is null`),
      })
      .from(forumAreas)
      .where(eq(forumAreas.id, areaId));
    return row ? { parentId: areaId, ...row } : null;
  }
}
