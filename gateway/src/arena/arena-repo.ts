import { type ArenaPick, matchDay, type PickMarket, type PickResult, type PickSelection } from '@kuyi/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { cancelledAccounts } from '../db/cancelled-accounts.ts';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../errors.ts';
import { notifyPickBought } from '../notify/notify.ts';
import { pageTotal } from '../store/page-total.ts';
import { TtlCache } from '../store/ttl-cache.ts';
import { InsufficientFundsError, post, SYSTEM_ACCOUNT, withTransaction } from '../wallet/ledger.ts';
import { walletLedger } from '../wallet/schema.ts';
import { ARENA_MSG } from './arena-messages.ts';
import { type ArenaPickRow, arenaLikes, arenaPicks, arenaPurchases } from './arena-schema.ts';
import type { SettledPick } from './arena-stats.ts';
import { contentHash, newPickSalt } from './pick-hash.ts';

/**
 * [FOL3] Picks of a cancelled account leave the lists, the rankings and the 人气榜 (they are no longer sold
 * either); the one pick page stays readable for those who bought it. NOT EXISTS, not NOT IN: the planner
 * makes it an anti-join on the few cancelled accounts (users_cancelled_idx) instead of a users scan per query.
 */
const liveAuthor = sql`not exists (select 1 from ${users} where ${users.id} = ${arenaPicks.userId}
  and ${users.cancelledAt} is not null)`;

export interface NewPick {
  userId: number;
  matchId: string;
  market: PickMarket;
  selection: PickSelection;
  line: number | null;
  price: number;
  reason: string;
  priceFen: number;
  kickoff: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  now: number;
}

export interface PickFilter {
  matchId?: string;
  userId?: number;
  day?: string;
  status?: 'pending' | 'settled' | 'void';
  paidOnly?: boolean;
  userIds?: number[];
  /** Leave the model's picks out: it publishes one per open match and would bury the fans' picks. */
  excludeModel?: boolean;
}

/**
 * How long the total of a whole-site pick list may be served from memory: every pick, with or without the
 * model's, paid only (getAllArenaRecommendNew, getPCAllArenaRecommend / getFootBallRecommends without a date).
 * Counting one reads every pick (about 90 ms at 500k picks, where the page itself takes 0.1 ms), on every page
 * of every visitor. The page is always exact; its total (the pager's page count) may lag other replicas' new
 * picks by up to this long, and is held to the page (pageTotal: a short page's total is exact). This
 * process's own publish clears them at once, so the author sees the count move; a cancelled account leaves
 * them at once on every replica (the cancelled-account count is in the key), as the forum's totals do.
 * A user's, a follow list's, a day's and a match's totals stay exact: each is an index range, under a
 * millisecond, and the lists an author checks after publishing.
 */
export const PICK_TOTAL_TTL_MS = 30_000;
/** Keys: with or without the model, paid only or not, times the cancelled-account counts seen in a TTL. */
const PICK_TOTAL_CACHE_MAX = 32;

/** Whether `f`'s total is cached (see PICK_TOTAL_TTL_MS): no user, follow list, day, match or status. */
const wholeSite = (f: PickFilter) =>
  f.userId === undefined &&
  f.userIds === undefined &&
  f.day === undefined &&
  f.matchId === undefined &&
  f.status === undefined;

const uniqueViolation = (err: unknown) => {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

export const fenToQiubi = (fen: number) => Math.round(fen) / 100;

/** The arena's tables: publish, read, buy, like; settlement is in arena-settlement.ts. */
export class ArenaRepo {
  constructor(
    readonly db: Database,
    /** The model's account (getAiAnalysisListByDate), shown as 模型推荐. */
    private readonly modelUserId: () => number | null = () => null,
    /** The upstream's clock (LiveTap.feedNow), against which a pick's kick-off closes its sale. */
    private readonly feedNow: () => number = Date.now,
  ) {}

  /** Cached totals of the whole-site lists (see PICK_TOTAL_TTL_MS). */
  private readonly totals = new TtlCache({
    ttlMs: PICK_TOTAL_TTL_MS,
    max: PICK_TOTAL_CACHE_MAX,
    now: () => Date.now(),
  });

  async publish(p: NewPick): Promise<ArenaPickRow> {
    const publishedAt = new Date(p.now);
    const frozen = {
      userId: p.userId,
      matchId: p.matchId,
      sport: 'football',
      market: p.market,
      selection: p.selection,
      line: p.line,
      price: p.price,
      reason: p.reason,
      priceFen: p.priceFen,
      publishedAt: publishedAt.toISOString(),
      salt: newPickSalt(),
    };
    try {
      const [row] = await this.db
        .insert(arenaPicks)
        .values({
          ...frozen,
          publishedAt,
          contentHash: contentHash(frozen),
          kickoff: new Date(p.kickoff),
          matchDay: matchDay(p.kickoff),
          leagueName: p.leagueName,
          homeName: p.homeName,
          awayName: p.awayName,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      // After the insert (not in a transaction: it has committed): a count started before it is detached.
      this.totals.invalidate();
      return row;
    } catch (err) {
      if (uniqueViolation(err)) throw new AppError(409, ARENA_MSG.duplicate);
      throw err;
    }
  }

  async byId(id: number): Promise<ArenaPickRow | null> {
    const [row] = await this.db.select().from(arenaPicks).where(eq(arenaPicks.id, id));
    return row ?? null;
  }

  private where(f: PickFilter): SQL | undefined {
    const parts: SQL[] = [liveAuthor];
    if (f.matchId) parts.push(eq(arenaPicks.matchId, f.matchId));
    if (f.userId !== undefined) parts.push(eq(arenaPicks.userId, f.userId));
    if (f.userIds) parts.push(f.userIds.length ? inArray(arenaPicks.userId, f.userIds) : sql`false`);
    if (f.day) parts.push(eq(arenaPicks.matchDay, f.day));
    if (f.status) parts.push(eq(arenaPicks.status, f.status));
    if (f.paidOnly) parts.push(sql`${arenaPicks.priceFen} > 0`);
    const model = f.excludeModel ? this.modelUserId() : null;
    if (model !== null) parts.push(ne(arenaPicks.userId, model));
    return and(...parts);
  }

  /**
   * With the total for paging: newest first, or `upcoming` — picks still pending first, soonest kick-off
   * first (a day's model picks are published at once, so newest first put the day's last kick-offs on top).
   */
  async list(
    f: PickFilter,
    page: number,
    limit: number,
    viewerId: number | null,
    order: 'newest' | 'upcoming' = 'newest',
  ) {
    const where = this.where(f);
    const rows =
      f.userId !== undefined && order === 'newest'
        ? await this.authorPage(where, page, limit)
        : await this.db
            .select()
            .from(arenaPicks)
            .where(where)
            .orderBy(
              ...(order === 'upcoming'
                ? [sql`${arenaPicks.status} <> 'pending'`, asc(arenaPicks.kickoff), asc(arenaPicks.id)]
                : [desc(arenaPicks.publishedAt), desc(arenaPicks.id)]),
            )
            .limit(limit)
            .offset((page - 1) * limit);
    const total = pageTotal(await this.total(f, where), (page - 1) * limit, rows.length, limit);
    return { list: await this.views(rows, viewerId), total };
  }

  /**
   * One author's page newest first: the page's ids from arena_picks_user_published alone (migration 0022: user,
   * time, id and status are all in it), then those rows by primary key. Selecting whole rows, the planner read
   * and sorted every pick of a 20k-pick author for a deep page (32 ms at offset 9,980, the sort on disk); the ids
   * pass over the offset's rows in the index (2.1 ms at 500k picks). `in` does not keep the ids' order, so the
   * rows are put back in it here (published_at is written from a Date, in whole milliseconds).
   */
  private async authorPage(where: SQL | undefined, page: number, limit: number): Promise<ArenaPickRow[]> {
    const ids = this.db
      .select({ id: arenaPicks.id })
      .from(arenaPicks)
      .where(where)
      .orderBy(desc(arenaPicks.publishedAt), desc(arenaPicks.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const rows = await this.db.select().from(arenaPicks).where(inArray(arenaPicks.id, ids));
    return rows.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
  }

  /** Picks matching `where`; the whole-site lists' totals are cached (PICK_TOTAL_TTL_MS). */
  private async total(f: PickFilter, where: SQL | undefined): Promise<number> {
    const countNow = async () => {
      const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(arenaPicks).where(where);
      return Number(row?.n ?? 0);
    };
    if (!wholeSite(f)) return countNow();
    // The model's id is part of the filter (excludeModel), so of the key too.
    const model = f.excludeModel ? this.modelUserId() : null;
    const cancelled = await cancelledAccounts(this.db);
    return this.totals.get(`${model ?? ''}|${f.paidOnly ? 1 : ''}|${cancelled}`, countNow);
  }

  /** Builds views with author names, purchase counts and whether the viewer bought and liked each. */
  async views(rows: ArenaPickRow[], viewerId: number | null): Promise<ArenaPick[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const authorIds = [...new Set(rows.map((r) => r.userId))];
    const authors = await this.db
      .select({ id: users.id, userName: users.userName, headImage: users.headImage })
      .from(users)
      .where(inArray(users.id, authorIds));
    const buyers = await this.db
      .select({ pickId: arenaPurchases.pickId, n: sql<number>`count(*)::int` })
      .from(arenaPurchases)
      .where(and(inArray(arenaPurchases.pickId, ids), isNull(arenaPurchases.refundedAt)))
      .groupBy(arenaPurchases.pickId);
    const mine =
      viewerId === null
        ? []
        : await this.db
            .select({ pickId: arenaPurchases.pickId, refundedAt: arenaPurchases.refundedAt })
            .from(arenaPurchases)
            .where(and(inArray(arenaPurchases.pickId, ids), eq(arenaPurchases.buyerId, viewerId)));
    const refunds = await this.refundsOf(viewerId, mine);
    const likedRows =
      viewerId === null
        ? []
        : await this.db
            .select({ pickId: arenaLikes.pickId })
            .from(arenaLikes)
            .where(and(inArray(arenaLikes.pickId, ids), eq(arenaLikes.userId, viewerId)));
    const liked = new Set(likedRows.map((l) => l.pickId));
    const byAuthor = new Map(authors.map((a) => [a.id, a]));
    const counts = new Map(buyers.map((b) => [b.pickId, Number(b.n)]));
    const bought = new Set(mine.map((m) => m.pickId));
    const model = this.modelUserId();
    const now = this.feedNow();
    return rows.map((r) => {
      const author = byAuthor.get(r.userId);
      const has = bought.has(r.id);
      // Once the match is decided the reason is history, readable by all; before, it is what buyers pay for.
      const canRead = r.priceFen === 0 || r.userId === viewerId || has || r.status !== 'pending';
      return {
        id: r.id,
        userId: r.userId,
        userName: author?.userName ?? '',
        headImage: author?.headImage ?? '',
        isModel: r.userId === model,
        matchId: r.matchId,
        leagueName: r.leagueName,
        homeName: r.homeName,
        awayName: r.awayName,
        kickoff: r.kickoff.getTime(),
        matchDay: r.matchDay,
        market: r.market as PickMarket,
        selection: canRead ? (r.selection as PickSelection) : null,
        line: canRead ? r.line : null,
        price: canRead ? r.price : null,
        chargeMoney: fenToQiubi(r.priceFen),
        isCharge: r.priceFen > 0,
        reason: canRead ? r.reason : null,
        canRead,
        bought: has,
        onSale: r.status === 'pending' && r.priceFen > 0 && r.kickoff.getTime() > now,
        contentHash: r.contentHash,
        // With the pick's own fields only: the hash of a hidden pick must not be checkable against guesses.
        hashSalt: canRead ? r.salt : null,
        publishedAt: r.publishedAt.getTime(),
        status: r.status as ArenaPick['status'],
        result: (r.result as PickResult | null) ?? null,
        homeScore: r.homeScore,
        awayScore: r.awayScore,
        settledAt: r.settledAt?.getTime() ?? null,
        likes: r.likes,
        liked: liked.has(r.id),
        buyers: counts.get(r.id) ?? 0,
        refund: refunds.get(r.id) ?? null,
      };
    });
  }

  /** The viewer's refunded purchases with the memo the settlement wrote on the viewer's own ledger line. */
  private async refundsOf(viewerId: number | null, mine: { pickId: number; refundedAt: Date | null }[]) {
    const out = new Map<number, { at: number; memo: string }>();
    const refunded = mine.filter((m) => m.refundedAt !== null);
    if (viewerId === null || refunded.length === 0) return out;
    const lines = await this.db
      .select({ refId: walletLedger.refId, memo: walletLedger.memo })
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.userId, viewerId),
          eq(walletLedger.kind, 'arena_refund'),
          eq(walletLedger.refType, 'arena_pick'),
          inArray(
            walletLedger.refId,
            refunded.map((m) => String(m.pickId)),
          ),
        ),
      );
    const memo = new Map(lines.map((l) => [Number(l.refId), l.memo]));
    for (const m of refunded)
      out.set(m.pickId, { at: m.refundedAt?.getTime() ?? 0, memo: memo.get(m.pickId) ?? '购买费用已退回' });
    return out;
  }

  /**
   * Buys a paid pick once: the purchase row (unique per pick and buyer) and the ledger posting (buyer → the
   * arena's escrow, idempotency key per pick and buyer) commit together or not at all. The money reaches the
   * author when the pick settles and goes back to the buyer if it is voided, so a refund never depends on the
   * author still holding it. Returns false when this buyer had already bought it.
   */
  async buy(pickId: number, buyerId: number): Promise<boolean> {
    return withTransaction(this.db, async (tx) => {
      // FOR SHARE: buys of one pick run side by side, but settlement's conditional update waits for them (its
      // payout then counts their purchases), and a buy after it sees the pick settled. Without the lock a buy
      // that read 'pending' could commit after the payout or the refunds, leaving its money in escrow.
      const [pick] = await tx.select().from(arenaPicks).where(eq(arenaPicks.id, pickId)).for('share');
      if (!pick) throw notFound(ARENA_MSG.notFound);
      if (pick.priceFen <= 0) throw badRequest(ARENA_MSG.notPaid);
      if (pick.userId === buyerId) throw forbidden(ARENA_MSG.ownPick);
      if (pick.status !== 'pending') throw badRequest(ARENA_MSG.closed);
      // Settlement would refund it anyway (arena-settlement.ts): a cancelled account earns nothing.
      const [author] = await tx
        .select({ cancelledAt: users.cancelledAt })
        .from(users)
        .where(eq(users.id, pick.userId));
      if (!author || author.cancelledAt) throw badRequest(ARENA_MSG.authorGone);
      const inserted = await tx
        .insert(arenaPurchases)
        .values({ pickId, buyerId, priceFen: pick.priceFen })
        .onConflictDoNothing()
        .returning({ id: arenaPurchases.id });
      if (inserted.length === 0) return false;
      try {
        await post(
          tx,
          [
            {
              userId: buyerId,
              currency: 'qiubi',
              amount: -pick.priceFen,
              kind: 'arena_buy',
              refType: 'arena_pick',
              refId: String(pickId),
              memo: `购买推荐 ${pick.homeName} vs ${pick.awayName}`,
            },
            {
              userId: SYSTEM_ACCOUNT,
              currency: 'qiubi',
              amount: pick.priceFen,
              kind: 'arena_buy',
              refType: 'arena_pick',
              refId: String(pickId),
              memo: '竞技场推荐托管',
            },
          ],
          `arena_buy:${pickId}:${buyerId}`,
        );
      } catch (err) {
        if (err instanceof InsufficientFundsError) throw badRequest(ARENA_MSG.insufficient);
        throw err;
      }
      await notifyPickBought(tx, pickId, buyerId);
      return true;
    });
  }

  /** 点赞 once per user; returns the pick's like count. */
  async like(pickId: number, userId: number): Promise<number> {
    return withTransaction(this.db, async (tx) => {
      const [pick] = await tx.select({ id: arenaPicks.id }).from(arenaPicks).where(eq(arenaPicks.id, pickId));
      if (!pick) throw notFound(ARENA_MSG.notFound);
      const added = await tx.insert(arenaLikes).values({ pickId, userId }).onConflictDoNothing().returning();
      const [row] = added.length
        ? await tx
            .update(arenaPicks)
            .set({ likes: sql`${arenaPicks.likes} + 1` })
            .where(eq(arenaPicks.id, pickId))
            .returning({ likes: arenaPicks.likes })
        : await tx.select({ likes: arenaPicks.likes }).from(arenaPicks).where(eq(arenaPicks.id, pickId));
      return row?.likes ?? 0;
    });
  }

  async likedBy(pickId: number): Promise<{ userId: number; userName: string }[]> {
    return this.db
      .select({ userId: arenaLikes.userId, userName: users.userName })
      .from(arenaLikes)
      .innerJoin(users, eq(users.id, arenaLikes.userId))
      .where(eq(arenaLikes.pickId, pickId))
      .orderBy(asc(arenaLikes.createdAt))
      .limit(100);
  }

  /** Which of `matchIds` the user already has a pick on. */
  async pickedMatchIds(userId: number, matchIds: string[]): Promise<string[]> {
    if (matchIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ matchId: arenaPicks.matchId })
      .from(arenaPicks)
      .where(and(eq(arenaPicks.userId, userId), inArray(arenaPicks.matchId, matchIds)));
    return rows.map((r) => r.matchId);
  }

  /** Settled picks (not void) for stats and rankings, optionally of one user and between match days. */
  async settled(f: {
    userId?: number;
    userIds?: number[];
    from?: string;
    to?: string;
  }): Promise<SettledPick[]> {
    const parts: SQL[] = [eq(arenaPicks.status, 'settled'), liveAuthor];
    if (f.userId !== undefined) parts.push(eq(arenaPicks.userId, f.userId));
    if (f.userIds !== undefined) {
      if (f.userIds.length === 0) return [];
      parts.push(inArray(arenaPicks.userId, f.userIds));
    }
    if (f.from) parts.push(gte(arenaPicks.matchDay, f.from));
    if (f.to) parts.push(lte(arenaPicks.matchDay, f.to));
    const rows = await this.db
      .select({
        id: arenaPicks.id,
        userId: arenaPicks.userId,
        market: arenaPicks.market,
        price: arenaPicks.price,
        result: arenaPicks.result,
        matchDay: arenaPicks.matchDay,
        kickoff: arenaPicks.kickoff,
      })
      .from(arenaPicks)
      .where(and(...parts));
    return rows.map((r) => ({
      ...r,
      market: r.market as PickMarket,
      result: r.result as PickResult,
      kickoff: r.kickoff.getTime(),
    }));
  }

  /** Users with a pick still pending (not cancelled accounts), at most `limit`, the latest publishers first. */
  async pendingAuthors(limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: arenaPicks.userId })
      .from(arenaPicks)
      .where(and(eq(arenaPicks.status, 'pending'), liveAuthor))
      .groupBy(arenaPicks.userId)
      .orderBy(desc(sql`max(${arenaPicks.publishedAt})`))
      .limit(limit);
    return rows.map((r) => r.userId);
  }

  /** Whether the account was cancelled (logOff): its recommender page then answers 用户不存在. */
  async isCancelled(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ cancelledAt: users.cancelledAt })
      .from(users)
      .where(eq(users.id, id));
    return row?.cancelledAt != null;
  }

  async userNames(ids: number[]): Promise<Map<number, { userName: string; headImage: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, userName: users.userName, headImage: users.headImage })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, { userName: r.userName, headImage: r.headImage }]));
  }

  /** 人气: likes plus (unrefunded) purchases on a user's picks published since `since`, highest first. */
  async popularity(since: Date, limit: number) {
    const rows = await this.db
      .select({
        userId: arenaPicks.userId,
        userName: users.userName,
        popularity: sql<number>`(sum(${arenaPicks.likes}) + coalesce(sum((select count(*) from arena_purchases p
          where p.pick_id = ${arenaPicks.id} and p.refunded_at is null)), 0))::int`,
      })
      .from(arenaPicks)
      .innerJoin(users, eq(users.id, arenaPicks.userId))
      .where(and(gte(arenaPicks.publishedAt, since), isNull(users.cancelledAt)))
      .groupBy(arenaPicks.userId, users.userName)
      .orderBy(sql`3 desc`, asc(arenaPicks.userId))
      .limit(limit);
    return rows.map((r) => ({ ...r, popularity: Number(r.popularity) }));
  }

  /**
   * 收入 totals over every purchase of `authorId`'s picks, summed in SQL: earned (settled, not refunded),
   * held (still pending) in 分, and how many purchases there are (refunded ones too).
   */
  async incomeTotals(authorId: number): Promise<{ earnedFen: number; heldFen: number; count: number }> {
    const [row] = await this.db
      .select({
        earned: sql<string>`coalesce(sum(${arenaPurchases.priceFen}) filter (where ${arenaPicks.status} = 'settled'
          and ${arenaPurchases.refundedAt} is null), 0)`,
        held: sql<string>`coalesce(sum(${arenaPurchases.priceFen}) filter (where ${arenaPicks.status} = 'pending'), 0)`,
        count: sql<string>`count(*)`,
      })
      .from(arenaPurchases)
      .innerJoin(arenaPicks, eq(arenaPicks.id, arenaPurchases.pickId))
      .innerJoin(users, eq(users.id, arenaPurchases.buyerId))
      .where(eq(arenaPicks.userId, authorId));
    return {
      earnedFen: Number(row?.earned ?? 0),
      heldFen: Number(row?.held ?? 0),
      count: Number(row?.count ?? 0),
    };
  }

  /** Purchases made by a user (消费) or of a user's picks (收入), newest first. */
  async purchases(f: { buyerId?: number; authorId?: number }, page: number, limit: number) {
    const cond =
      f.buyerId !== undefined
        ? eq(arenaPurchases.buyerId, f.buyerId)
        : eq(arenaPicks.userId, f.authorId ?? -1);
    return this.db
      .select({
        id: arenaPurchases.id,
        pickId: arenaPurchases.pickId,
        buyerId: arenaPurchases.buyerId,
        buyerName: users.userName,
        priceFen: arenaPurchases.priceFen,
        createdAt: arenaPurchases.createdAt,
        refundedAt: arenaPurchases.refundedAt,
        status: arenaPicks.status,
        /** How the bought pick did once settled (赢/输…), so 我购买的推荐 says more than 已结算. */
        result: arenaPicks.result,
        homeName: arenaPicks.homeName,
        awayName: arenaPicks.awayName,
      })
      .from(arenaPurchases)
      .innerJoin(arenaPicks, eq(arenaPicks.id, arenaPurchases.pickId))
      .innerJoin(users, eq(users.id, arenaPurchases.buyerId))
      .where(cond)
      .orderBy(desc(arenaPurchases.createdAt), desc(arenaPurchases.id))
      .limit(limit)
      .offset((page - 1) * limit);
  }
}
