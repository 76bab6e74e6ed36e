import { cancelledAccounts } from '../db/cancelled-accounts.ts';
import type { Database, Tx } from '../db/open-database.ts';
import { TtlCache } from '../store/ttl-cache.ts';
import { withTransaction } from '../wallet/ledger.ts';

/**
 * How long the forum's numbers are kept in process: the areas' 帖子/今日 counts (selectSpecialArea), an area's
 * header (getPostScore) and the community boards (getActiveUser, getRankingList).
 *
 * Why a cache at all: each of them counts every post (and for the header and the reply boards every reply) of
 * the site; at 500k posts and 1.6M replies that is seconds per request (getPostScore 14 s, the area list 7.6 s,
 * the boards 2–7 s), recomputed for every visitor. Why a minute is acceptable: these are counts and standings,
 * not content. A fan's new post is listed at once (the post lists are not cached here); only the number beside
 * the area may trail by up to a minute on another replica.
 *
 * What does not trail:
 * - this process's own posts, replies and deletes: the repository write that moves the numbers drops them
 *   (`numbersMoved`), again once its transaction committed (`forumTransaction`), so the writer sees them move;
 * - a cancelled account, on every replica: the number of cancelled accounts is part of every key (`ForumNumbers.get`).
 * Likes move only the 点赞 board, which trails by the TTL: dropping every board on each like would recompute them
 * all the time on a busy site. An edit ([F16]) moves no number (area and counts are fixed).
 */
export const FORUM_NUMBERS_TTL_MS = 60_000;
/** Keys kept: a handful of areas × pages, limits and board types; more only from odd query strings. */
export const FORUM_NUMBERS_MAX_KEYS = 500;

/** The numbers of one database: a TtlCache whose keys also carry the cancelled-account count. */
export class ForumNumbers {
  constructor(
    private readonly db: Database,
    readonly cache: TtlCache = new TtlCache({ ttlMs: FORUM_NUMBERS_TTL_MS, max: FORUM_NUMBERS_MAX_KEYS }),
  ) {}

  /** The cache's clock (today's key of 今日 reads it). */
  now(): number {
    return this.cache.now();
  }

  /** The answer for `key` as of the current set of cancelled accounts: kept, or `load`ed once. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${key}|cancelled:${await cancelledAccounts(this.db)}`, load);
  }
}

const byDb = new WeakMap<Database, ForumNumbers>();

/**
 * The numbers of one database, shared by every repository on it: they are a function of the data, so any
 * AreaRepo or StatsRepo built on the same database reads, and any PostRepo or ReplyRepo write drops, the same
 * answers.
 */
export function forumNumbers(db: Database): ForumNumbers {
  let numbers = byDb.get(db);
  if (!numbers) {
    numbers = new ForumNumbers(db);
    byDb.set(db, numbers);
  }
  return numbers;
}

/** The caches each open transaction's writes moved, to drop again once it commits. */
const movedIn = new WeakMap<Tx, Set<TtlCache>>();

/**
 * A repository write inside `tx` changed what `caches` hold (a post or reply made or deleted): they are
 * dropped now, and again when `tx` commits if it runs under `forumTransaction`. The second drop is the one
 * that counts: a read between the write and its commit still saw the old rows (another connection, READ
 * COMMITTED) and would keep them a whole TTL.
 */
export function numbersMoved(tx: Tx, ...caches: TtlCache[]): void {
  let moved = movedIn.get(tx);
  if (!moved) {
    moved = new Set();
    movedIn.set(tx, moved);
  }
  for (const cache of caches) {
    cache.invalidate();
    moved.add(cache);
  }
}

/**
 * `withTransaction` (retried on serialization failures and deadlocks) for the forum's writes: after the commit
 * it drops whatever its repository writes reported (`numbersMoved`), so the writer's next read counts them.
 */
export async function forumTransaction<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const attempts: Tx[] = [];
  const result = await withTransaction(db, (tx) => {
    attempts.push(tx);
    return fn(tx);
  });
  // Only the attempt that committed counts; a rolled-back one changed nothing (its first drop was harmless).
  const committed = attempts.at(-1);
  for (const cache of (committed && movedIn.get(committed)) || []) cache.invalidate();
  return result;
}
