import {
  type ArenaRankEntry,
  type ArenaStats,
  type FootballMatch,
  FootballState,
  isAceRecord,
  MODEL_USER_NAME,
  type PickMarket,
  type PickSelection,
  todayInBeijing,
} from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { TtlCache } from '../store/ttl-cache.ts';
import { ARENA_MSG } from './arena-messages.ts';
import type { ArenaRepo } from './arena-repo.ts';
import { type RankType, roundDays, roundOf } from './arena-rounds.ts';
import { computeStats, rankUsers, type SettledPick } from './arena-stats.ts';
import type { MatchSource } from './match-source.ts';
import { modelPick } from './model-pick.ts';

/** A round's ranking as the routes answer it. */
export interface RoundTable {
  round: number;
  from: string;
  to: string;
  list: ArenaRankEntry[];
}

export interface PublishInput {
  matchId: string;
  market: PickMarket;
  selection: PickSelection;
  reason: string;
  priceFen: number;
}

/** The line and price of a selection in the match's current main odds, or null when not offered. */
export function quoteOf(m: Pick<FootballMatch, 'odds'>, market: PickMarket, selection: PickSelection) {
  if (market === 'ya') {
    const ya = m.odds.ya;
    if (!ya) return null;
    return { line: ya.line, price: selection === 'home' ? ya.home : ya.away };
  }
  if (market === 'da') {
    const da = m.odds.da;
    if (!da) return null;
    return { line: da.line, price: selection === 'over' ? da.over : da.under };
  }
  const ou = m.odds.ou;
  if (!ou) return null;
  const price = selection === 'home' ? ou.home : selection === 'draw' ? ou.draw : ou.away;
  return price > 1 ? { line: null, price } : null;
}

/** How many users with a pending pick 王牌榜 considers (the latest publishers first). */
const ACE_CANDIDATES = 500;

/**
 * How long a round's table, the 王牌榜's authors and the 人气榜 are kept in process. Each reads every settled
 * pick of a round (19k rows a month) or of the aces; the per-user look-ups (getArenaUserRanking,
 * getUserCurrRanking) read the one cached table instead of rebuilding it. A settling pass on this replica drops
 * them (forgetTables); other replicas show a settled round within the TTL.
 */
export const ARENA_TABLES_TTL_MS = 60_000;
/** Keys kept: week and month rounds asked for (current and history), the ace list, the popularity board. */
const ARENA_TABLES_MAX_KEYS = 200;
/** The 人气榜's window. */
const POPULARITY_DAYS = 30;

/** Ace (王牌) flag, by the rule the 王牌榜 hint states (isAceRecord): lastN.n counts the picks not 走. */
export const isAce = (s: ArenaStats) =>
  isAceRecord(s.settled, { decided: s.lastN.n, hits: s.lastN.hits, pushes: s.lastN.pushes });

/** Publishing, the model's picks, stats and rankings over the repository and the feed. */
export class ArenaService {
  modelUserId: number | null = null;
  /**
   * Whether the model's job publishes its picks (the plugin's, on the leader): then 模型推荐 only lists them.
   * Without it (a part started with the settler off) the page publishes what is missing, as before the job.
   */
  modelPublishesOnItsOwn = false;
  /** Day reads for pages: through the proxy's shared cache in the gateway (cachedDays); the jobs read `source`. */
  private readonly pageDay: (day: string) => Promise<FootballMatch[]>;
  /** Round tables, 王牌榜 authors and the 人气榜 (ARENA_TABLES_TTL_MS). */
  private readonly tables: TtlCache;

  constructor(
    readonly repo: ArenaRepo,
    readonly source: MatchSource,
    private readonly now: () => number = Date.now,
    /** The upstream's clock (LiveTap.feedNow); the gateway's when left out. */
    private readonly feedNow: () => number = now,
    /** Where pages read a day; `source` itself (always fresh) when left out. */
    pageDay?: (day: string) => Promise<FootballMatch[]>,
  ) {
    this.pageDay = pageDay ?? ((day) => source.day(day));
    this.tables = new TtlCache({ ttlMs: ARENA_TABLES_TTL_MS, max: ARENA_TABLES_MAX_KEYS, now });
  }

  /**
   * After a settling pass that moved picks (the settler's onSettled, arena-plugin.ts): settled or voided picks
   * change the round tables and the ace flags, so this replica shows them at once.
   */
  forgetTables(): void {
    this.tables.invalidate((key) => key.startsWith('rank:') || key.startsWith('ace:'));
  }

  /**
   * The publish form's matches: a day's matches not kicked off with at least one main line, from the shared
   * cached day read (a match that kicked off in its last seconds may still show; publishing it is refused then).
   */
  async openMatches(day: string): Promise<FootballMatch[]> {
    const matches = await this.pageDay(day).catch(() => []);
    return matches.filter(
      (m) => m.state === FootballState.NotStarted && (m.odds.ya || m.odds.da || m.odds.ou),
    );
  }

  /** Creates the model's account once (a phone no one can register: it must start with 1). */
  async ensureModelUser(): Promise<number> {
    const db = this.repo.db;
    const phone = '00000000000';
    const find = async () =>
      (await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]?.id;
    let id = await find();
    if (id === undefined) {
      // '!' is no scrypt hash: no password ever matches, so nobody can log in as the model.
      await db
        .insert(users)
        .values({ phone, userName: MODEL_USER_NAME, passwordHash: '!' })
        .onConflictDoNothing();
      id = await find();
      if (id === undefined) {
        await db
          .insert(users)
          .values({ phone, userName: `${MODEL_USER_NAME}AI`, passwordHash: '!' })
          .onConflictDoNothing();
        id = await find();
      }
    }
    if (id === undefined) throw new Error('model user could not be created');
    this.modelUserId = id;
    return id;
  }

  private async matchOrFail(id: string): Promise<FootballMatch> {
    let match: FootballMatch | null;
    try {
      match = await this.source.match(id);
    } catch (err) {
      throw new AppError(503, ARENA_MSG.feedDown, { cause: err });
    }
    if (!match) throw notFound(ARENA_MSG.matchNotFound);
    return match;
  }

  /**
   * [AR3] A paid pick is sold only until its match kicks off (the feed's state, as for publishing: its clock
   * may not be ours): a buyer after kick-off would pay for a tip on a match already under way. The repository
   * refuses it once settled, under the pick's row lock.
   */
  async buy(pickId: number, buyerId: number): Promise<boolean> {
    const pick = await this.repo.byId(pickId);
    // Only a buy the repository would take asks the feed (the others get their own answer from it).
    if (pick && pick.status === 'pending' && pick.priceFen > 0 && pick.userId !== buyerId) {
      const match = await this.matchOrFail(pick.matchId).catch((err: unknown) => {
        // A match the feed no longer lists (an old day) has long started.
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      });
      if (!match || match.state !== FootballState.NotStarted) throw badRequest(ARENA_MSG.closed);
    }
    return this.repo.buy(pickId, buyerId);
  }

  /** [AR1] Only before kick-off ([D3] state 0 未开), at the gateway's line and price. */
  async publish(userId: number, input: PublishInput) {
    const match = await this.matchOrFail(input.matchId);
    if (match.state !== FootballState.NotStarted) throw badRequest(ARENA_MSG.started);
    const quote = quoteOf(match, input.market, input.selection);
    if (!quote) throw badRequest(ARENA_MSG.noOdds);
    const published = await this.repo.publish({
      userId,
      matchId: match.id,
      market: input.market,
      selection: input.selection,
      line: quote.line,
      price: quote.price,
      reason: input.reason,
      priceFen: input.priceFen,
      kickoff: match.kickoff,
      leagueName: match.leagueName,
      homeName: match.homeName,
      awayName: match.awayName,
      now: this.now(),
    });
    // An ace's first pending pick puts them on the 王牌榜: the author sees it there at once on this replica.
    this.tables.invalidate((key) => key.startsWith('ace:'));
    return published;
  }

  /** What the publish form shows for a match: its state and each selection's current line and price. */
  async quote(matchId: string) {
    const match = await this.matchOrFail(matchId);
    const options = (['ya', 'da', 'ou'] as const).flatMap((market) =>
      (market === 'ya'
        ? (['home', 'away'] as const)
        : market === 'da'
          ? (['over', 'under'] as const)
          : (['home', 'draw', 'away'] as const)
      ).flatMap((selection) => {
        const q = quoteOf(match, market, selection);
        return q ? [{ market, selection, ...q }] : [];
      }),
    );
    return { match, open: match.state === FootballState.NotStarted, options };
  }

  /**
   * The model's picks for a day, listed. Without the model's job (modelPublishesOnItsOwn), first published for
   * every match of the day that has not kicked off and has odds (once — the unique key per user, match and
   * market makes a second call a no-op); with it, a page view reads nothing from the feed.
   */
  async modelPicksFor(day: string, page: number, limit: number, viewerId: number | null) {
    const modelId = this.modelUserId ?? (await this.ensureModelUser());
    if (!this.modelPublishesOnItsOwn) {
      let matches: FootballMatch[] = [];
      try {
        matches = await this.source.day(day);
      } catch {
        // The feed being down only means no new model picks; the published ones still list.
      }
      await this.publishModelPicks(modelId, matches);
    }
    return this.repo.list({ userId: modelId, day }, page, limit, viewerId, 'upcoming');
  }

  /**
   * Publishes the model's pick on each open match that has none yet. Run by the page call above and by the
   * plugin's timer, so the model's record does not depend on anyone opening the page before kick-off.
   */
  async publishModelPicks(modelId: number, matches: FootballMatch[]): Promise<number> {
    const open = matches.filter((m) => m.state === FootballState.NotStarted);
    if (open.length === 0) return 0;
    const have = new Set(
      await this.repo.pickedMatchIds(
        modelId,
        open.map((m) => m.id),
      ),
    );
    let added = 0;
    for (const m of open) {
      if (have.has(m.id)) continue;
      const pick = modelPick(m);
      if (!pick) continue;
      await this.repo
        .publish({
          userId: modelId,
          matchId: m.id,
          market: pick.market,
          selection: pick.selection,
          line: pick.line,
          price: pick.price,
          reason: pick.reason,
          priceFen: 0,
          kickoff: m.kickoff,
          leagueName: m.leagueName,
          homeName: m.homeName,
          awayName: m.awayName,
          now: this.now(),
        })
        .then(
          () => {
            added += 1;
          },
          (err: unknown) => {
            // Another replica published it a moment ago.
            if (!(err instanceof AppError && err.code === 409)) throw err;
          },
        );
    }
    return added;
  }

  /** The timer's pass: today's open matches (Beijing day of the gateway's clock). */
  async publishTodaysModelPicks(): Promise<number> {
    const modelId = this.modelUserId ?? (await this.ensureModelUser());
    return this.publishModelPicks(modelId, await this.source.day(this.matchDay()));
  }

  /**
   * The arena's today: the feed's match day. Rounds and the 近N天 windows count picks by their match day, so
   * on the wall's day a replayed or sped-up feed's picks fell outside the round under way (an empty 排行榜,
   * 近3天 0% beside a 50% total) and 今日模型推荐 listed the wall day's settled picks.
   */
  today(): string {
    return this.matchDay();
  }

  /**
   * The match day the feed is playing (Beijing day of its clock): the matches open to picks and the model's
   * day. The same as today() on a live day; a replay (another date, or sped up) plays a day of its own.
   */
  matchDay(): string {
    return todayInBeijing(this.feedNow());
  }

  async stats(userId: number): Promise<ArenaStats> {
    return computeStats(await this.repo.settled({ userId }), this.today());
  }

  /**
   * 王牌榜's authors: users with a pending pick who hold the ace flag now, whenever their record was made
   * (choosing among this month's top earners left out an ace with nothing settled this month, and every ace on
   * the 1st). Two queries: the pending authors, then their settled picks.
   */
  aceAuthors(): Promise<number[]> {
    const today = this.today();
    return this.tables.get(`ace:${today}`, () => this.aceAuthorsNow(today));
  }

  private async aceAuthorsNow(today: string): Promise<number[]> {
    const authors = await this.repo.pendingAuthors(ACE_CANDIDATES);
    const picks = await this.repo.settled({ userIds: authors });
    const byUser = new Map<number, SettledPick[]>();
    for (const p of picks) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
    return authors.filter((id) => isAce(computeStats(byUser.get(id) ?? [], today)));
  }

  currentRound(type: RankType): number {
    return roundOf(type, this.today());
  }

  /**
   * A round's table with names; the current round when none is given. Kept ARENA_TABLES_TTL_MS per type and
   * round: callers must not change what it answers (userRank and the routes only read and slice it).
   */
  ranking(type: RankType, round?: number): Promise<RoundTable> {
    const r = round ?? this.currentRound(type);
    return this.tables.get(`rank:${type}:${r}`, () => this.rankingNow(type, r));
  }

  private async rankingNow(type: RankType, r: number): Promise<RoundTable> {
    const { from, to } = roundDays(type, r);
    const rows = rankUsers(await this.repo.settled({ from, to }));
    const names = await this.repo.userNames(rows.map((x) => x.userId));
    return {
      round: r,
      from,
      to,
      list: rows.map((x) => ({
        ...x,
        userName: names.get(x.userId)?.userName ?? '',
        headImage: names.get(x.userId)?.headImage ?? '',
        isModel: x.userId === this.modelUserId,
      })),
    };
  }

  /**
   * 人气榜: likes plus purchases on each user's picks over the last POPULARITY_DAYS, kept ARENA_TABLES_TTL_MS
   * per limit (a window a minute late over 30 days is the same board).
   */
  popularity(limit: number) {
    return this.tables.get(`popularity:${limit}`, () =>
      this.repo.popularity(new Date(this.now() - POPULARITY_DAYS * 86_400_000), limit),
    );
  }

  /** A user's place in the current round (the cached table), null when they have no settled pick in it. */
  async userRank(userId: number, type: RankType): Promise<ArenaRankEntry | null> {
    const { list } = await this.ranking(type);
    return list.find((x) => x.userId === userId) ?? null;
  }

  /** 积分: 3 for 赢, 2 for 赢半, 1 for 走, nothing for a loss — a plain count fans can check by hand. */
  async integral(userId: number): Promise<number> {
    const picks = await this.repo.settled({ userId });
    const points = { win: 3, half_win: 2, push: 1, half_loss: 0, loss: 0 } as const;
    return picks.reduce((s, p) => s + points[p.result], 0);
  }
}
