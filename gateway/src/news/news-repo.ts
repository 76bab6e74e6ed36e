import {
  type NewsAdminItem,
  type NewsComment,
  type NewsDetail,
  type NewsItem,
  type NewsPage,
  newsChildType,
  type Page,
} from '@kuyi/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  lte,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { rankFor } from '../api/user-view.ts';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { formatAsOf, type NewsSnapshot } from './news-queries.ts';
import { type NewsArticleRow, newsArticles, newsComments } from './schema.ts';

export interface NewsFilter {
  parentType?: number;
  childType?: number;
  writer?: string;
  lang?: string;
  /** Only 头条 (isTop). */
  topOnly?: boolean;
}

export interface NewArticle {
  title: string;
  cover: string;
  content: string;
  summary: string;
  parentType: number;
  childType: number;
  authorId: number | null;
  writer: string;
  source: 'editor' | 'report';
  matchId?: string | null;
  isTop?: boolean;
  publishAt?: Date;
}

type Row = NewsArticleRow & { authorHead: string | null };

const toItem = (r: Row): NewsItem => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  parentType: r.parentType,
  childType: r.childType,
  childTypeName: newsChildType(r.childType)?.name ?? '',
  writer: {
    id: r.authorId === null ? null : String(r.authorId),
    userName: r.writer,
    headImage: r.authorHead ?? '',
  },
  lang: r.lang,
  source: r.source === 'report' ? 'report' : 'editor',
  matchId: r.matchId,
  isTop: r.isTop,
  viewNum: r.viewNum,
  commentNum: r.commentNum,
  publishAt: r.publishAt.toISOString(),
});

/**
 * Public: not deleted and its publish time has come (a scheduled article stays hidden until then). A match
 * report is never scheduled ([N8]): it is dated no later than its whistle's real moment, but that is another
 * replica's clock (and reports written before that rule were dated ahead on a sped-up feed's clock).
 */
const visible = (now: Date) =>
  and(
    isNull(newsArticles.deletedAt),
    or(lte(newsArticles.publishAt, now), eq(newsArticles.source, 'report')),
  );
const isReport = (r: { source: string }) => r.source === 'report';

/** Articles and their comments. */
export class NewsRepo {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select({ ...getTableColumns(newsArticles), authorHead: users.headImage })
      .from(newsArticles)
      .leftJoin(users, eq(users.id, newsArticles.authorId));
  }

  private async page(
    where: SQL | undefined,
    page: number,
    limit: number,
  ): Promise<{ rows: Row[]; total: number }> {
    const [total] = await this.db.select({ n: count() }).from(newsArticles).where(where);
    const rows = (await this.select()
      .where(where)
      .orderBy(desc(newsArticles.publishAt), desc(newsArticles.id))
      .limit(limit)
      .offset((page - 1) * limit)) as Row[];
    return { rows, total: total?.n ?? 0 };
  }

  /** [N1] A new snapshot: the newest id now (any article, public or not) and the time. */
  async snapshot(now: Date): Promise<NewsSnapshot> {
    const [row] = await this.db.select({ n: max(newsArticles.id) }).from(newsArticles);
    return { maxId: row?.n ?? 0, at: now };
  }

  /**
   * [N1] A page of the public list as it stood at `asOf` (a new snapshot when absent): articles inserted after
   * it (id above its newest id) and those published after its moment stay out, so page numbers keep pointing
   * at the same articles however many reports are written meanwhile. The id, not the publish time, bounds the
   * snapshot, because a report is dated at its match's end ([N8]), which may be earlier than articles
   * inserted before it. An
   * anchor never reaches past `now`: a scheduled article stays hidden until its time.
   */
  async list(
    filter: NewsFilter,
    page: number,
    limit: number,
    now: Date,
    asOf?: NewsSnapshot,
  ): Promise<NewsPage> {
    const snap = asOf ?? (await this.snapshot(now));
    const at = snap.at.getTime() < now.getTime() ? snap.at : now;
    const where = and(
      visible(at),
      lte(newsArticles.id, snap.maxId),
      filter.parentType === undefined ? undefined : eq(newsArticles.parentType, filter.parentType),
      filter.childType === undefined ? undefined : eq(newsArticles.childType, filter.childType),
      filter.writer ? eq(newsArticles.writer, filter.writer) : undefined,
      filter.lang ? eq(newsArticles.lang, filter.lang) : undefined,
      filter.topOnly ? eq(newsArticles.isTop, true) : undefined,
    );
    const { rows, total } = await this.page(where, page, limit);
    return { list: rows.map(toItem), total, page, limit, asOf: formatAsOf(snap) };
  }

  /** Everything, scheduled and deleted included (isDel 1: deleted only), for the admin's editor. */
  async adminList(
    page: number,
    limit: number,
    deletedOnly: boolean,
    now: Date,
  ): Promise<Page<NewsAdminItem>> {
    const where = deletedOnly ? isNotNull(newsArticles.deletedAt) : undefined;
    const { rows, total } = await this.page(where, page, limit);
    return {
      list: rows.map((r) => ({
        ...toItem(r),
        deleted: r.deletedAt !== null,
        scheduled: !isReport(r) && r.publishAt.getTime() > now.getTime(),
      })),
      total,
      page,
      limit,
    };
  }

  /** One public article, counting the read. */
  async read(id: number, now: Date): Promise<NewsDetail | null> {
    const [hit] = await this.db
      .update(newsArticles)
      .set({ viewNum: sql`${newsArticles.viewNum} + 1` })
      .where(and(eq(newsArticles.id, id), visible(now)))
      .returning({ id: newsArticles.id });
    if (!hit) return null;
    return this.detail(id);
  }

  /** Any article, for the admin's editor. */
  async detail(id: number): Promise<NewsDetail | null> {
    const [row] = (await this.select().where(eq(newsArticles.id, id))) as Row[];
    return row ? { ...toItem(row), content: row.content } : null;
  }

  async isVisible(id: number, now: Date): Promise<NewsArticleRow | null> {
    const [row] = await this.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.id, id), visible(now)));
    return row ?? null;
  }

  async insert(a: NewArticle): Promise<number> {
    const [row] = await this.db
      .insert(newsArticles)
      .values({
        ...a,
        matchId: a.matchId ?? null,
        isTop: a.isTop ?? false,
        publishAt: a.publishAt ?? new Date(),
      })
      .returning({ id: newsArticles.id });
    if (!row) throw new Error('news insert returned nothing');
    return row.id;
  }

  /** A match report, once per match: a second writer (another replica) gets null and writes nothing. */
  async insertReport(a: NewArticle & { matchId: string }): Promise<number | null> {
    const [row] = await this.db
      .insert(newsArticles)
      .values({ ...a, isTop: false, publishAt: a.publishAt ?? new Date() })
      .onConflictDoNothing({ target: newsArticles.matchId })
      .returning({ id: newsArticles.id });
    return row?.id ?? null;
  }

  async reportedMatchIds(matchIds: readonly string[]): Promise<Set<string>> {
    if (matchIds.length === 0) return new Set();
    const rows = await this.db
      .select({ matchId: newsArticles.matchId })
      .from(newsArticles)
      .where(sql`${newsArticles.matchId} in ${matchIds}`);
    return new Set(rows.map((r) => r.matchId ?? ''));
  }

  /** Edits a written (not generated, not deleted) article; false when there is none. */
  async update(
    id: number,
    a: Partial<
      Pick<
        NewArticle,
        'title' | 'cover' | 'content' | 'summary' | 'parentType' | 'childType' | 'isTop' | 'publishAt'
      >
    >,
  ): Promise<boolean> {
    const rows = await this.db
      .update(newsArticles)
      .set({ ...a, updatedAt: new Date() })
      .where(and(eq(newsArticles.id, id), isNull(newsArticles.deletedAt)))
      .returning({ id: newsArticles.id });
    return rows.length > 0;
  }

  async softDelete(id: number): Promise<boolean> {
    const rows = await this.db
      .update(newsArticles)
      .set({ deletedAt: new Date() })
      .where(and(eq(newsArticles.id, id), isNull(newsArticles.deletedAt)))
      .returning({ id: newsArticles.id });
    return rows.length > 0;
  }

  /** Comments oldest first, 5 a page; `landlordOnly` keeps the article writer's own (只看楼主). */
  async comments(
    article: Pick<NewsArticleRow, 'id' | 'authorId'>,
    page: number,
    limit: number,
    landlordOnly: boolean,
  ): Promise<Page<NewsComment>> {
    if (landlordOnly && article.authorId === null) return { list: [], total: 0, page, limit };
    const where = and(
      eq(newsComments.newsId, article.id),
      isNull(newsComments.deletedAt),
      landlordOnly && article.authorId !== null ? eq(newsComments.authorId, article.authorId) : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(newsComments).where(where);
    const rows = await this.db
      .select({
        id: newsComments.id,
        content: newsComments.content,
        createdAt: newsComments.createdAt,
        authorId: users.id,
        userName: users.userName,
        headImage: users.headImage,
        points: users.points,
      })
      .from(newsComments)
      .innerJoin(users, eq(users.id, newsComments.authorId))
      .where(where)
      .orderBy(asc(newsComments.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      list: rows.map((r) => ({
        id: r.id,
        newsId: article.id,
        content: r.content,
        author: {
          id: String(r.authorId),
          userName: r.userName,
          headImage: r.headImage,
          rank: rankFor(r.points),
        },
        isLandlord: article.authorId !== null && r.authorId === article.authorId,
        createdAt: r.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page,
      limit,
    };
  }

  async addComment(newsId: number, authorId: number, content: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsComments)
        .values({ newsId, authorId, content })
        .returning({ id: newsComments.id });
      await tx
        .update(newsArticles)
        .set({ commentNum: sql`${newsArticles.commentNum} + 1` })
        .where(eq(newsArticles.id, newsId));
      if (!row) throw new Error('comment insert returned nothing');
      return row.id;
    });
  }

  /**
   * [N11] Its author or an admin deletes a comment (soft): it leaves the list and the article's `commentNum`.
   * Deleting twice answers the same and counts once (the row is locked first).
   */
  async deleteComment(id: number, userId: number, asAdmin: boolean): Promise<'ok' | 'missing' | 'notYours'> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          newsId: newsComments.newsId,
          authorId: newsComments.authorId,
          deletedAt: newsComments.deletedAt,
        })
        .from(newsComments)
        .where(eq(newsComments.id, id))
        .for('update');
      if (!row) return 'missing';
      if (row.authorId !== userId && !asAdmin) return 'notYours';
      if (row.deletedAt) return 'ok';
      await tx.update(newsComments).set({ deletedAt: sql`now()` }).where(eq(newsComments.id, id));
      await tx
        .update(newsArticles)
        .set({ commentNum: sql`greatest(${newsArticles.commentNum} - 1, 0)` })
        .where(eq(newsArticles.id, row.newsId));
      return 'ok';
    });
  }
}
