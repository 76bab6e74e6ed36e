import type { Database } from '../db/open-database.ts';
import { TtlCache } from '../store/ttl-cache.ts';

/**
 * How long the forum's numbers are kept in process: the areas' 帖子/今日 counts (selectSpecialArea), an area's
 * header (getPostScore) and the community boards (getActiveUser, getRankingList).
 *
 * Why a cache at all: each of them counts every post (and for the header and the reply boards every reply) of
 * the site; at 500k posts and 1.6M replies that is seconds per request (getPostScore 14 s, the area list 7.6 s,
 * the boards 2–7 s), recomputed for every visitor. Why a minute is acceptable: these are counts and standings,
 * not content. A fan's new post is listed at once (the post lists are not cached here); only the number beside
 * the area may trail by up to a minute on another replica. On the replica that took a post, reply, deletion or
 * account cancellation the numbers are dropped as it answers (forum-plugin.ts), so the writer sees them move.
 */
export const FORUM_NUMBERS_TTL_MS = 60_000;
/** Keys kept: a handful of areas × pages, limits and board types; more only from odd query strings. */
export const FORUM_NUMBERS_MAX_KEYS = 500;

const byDb = new WeakMap<Database, TtlCache>();

/**
 * The numbers of one database, shared by every repository on it: they are a function of the data, so any
 * AreaRepo or StatsRepo built on the same database reads, and one invalidation drops, the same answers.
 */
export function forumNumbersCache(db: Database): TtlCache {
  let cache = byDb.get(db);
  if (!cache) {
    cache = new TtlCache({ ttlMs: FORUM_NUMBERS_TTL_MS, max: FORUM_NUMBERS_MAX_KEYS });
    byDb.set(db, cache);
  }
  return cache;
}
