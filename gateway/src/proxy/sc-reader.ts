import { TimeoutStrategy, timeout } from 'cockatiel';
import type { CachedResponse, CacheHit, ResponseCache } from './response-cache.ts';

/** URLs held at once; beyond it the oldest goes (and is read from the shared cache again). */
const HELD_CAP = 2_000;

/**
 * Reads of the upstream's read-only /sc/api calls through one short shared cache: however many readers ask
 * (fans through the proxy, the gateway's own pages), the upstream sees one request per URL per `ttlMs`.
 * Concurrent misses on a replica share one fetch; with the Redis cache, replicas share the answers too.
 */
export interface ScReader {
  /** The answer to `url` (`/sc/api/...`, the cache key) and until when it is served. */
  read(url: string): Promise<CacheHit>;
}

/** An /sc/api call read through the shared cache, its answer alone (LivePlugin.readThrough). */
export type ReadThrough = (url: string) => Promise<CachedResponse>;

export function createScReader(deps: {
  feedUrl: string;
  cache: ResponseCache;
  ttlMs: number;
  timeoutMs: number;
  now?: () => number;
}): ScReader {
  const now = deps.now ?? Date.now;
  const inflight = new Map<string, Promise<CacheHit>>();
  /**
   * Answers this replica already holds, until the shared entry expires: without it every read of a day went to
   * Redis for ~250 KB, a third of the arena pages' throughput (docs/benchmarks.md, 28 Nov 03:48).
   */
  const held = new Map<string, CacheHit>();
  const hold = (url: string, hit: CacheHit) => {
    if (hit.expiresAt <= now()) return;
    held.delete(url);
    held.set(url, hit);
    if (held.size > HELD_CAP) held.delete(held.keys().next().value as string);
  };
  const deadline = timeout(deps.timeoutMs, TimeoutStrategy.Aggressive);

  const fetchUpstream = (url: string) =>
    deadline.execute(async ({ signal }): Promise<CachedResponse> => {
      const res = await fetch(new URL(url, deps.feedUrl), { signal });
      // A failing upstream is our outage, answered in our envelope, never passed through or cached.
      if (res.status >= 500) throw new Error(`upstream answered ${res.status}`);
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? 'application/json',
        body: await res.text(),
      };
    });

  return {
    async read(url) {
      const near = held.get(url);
      if (near && near.expiresAt > now()) return near;
      if (near) held.delete(url);
      const cached = await deps.cache.get(url).catch(() => null);
      if (cached) {
        hold(url, cached);
        return cached;
      }
      let pending = inflight.get(url);
      if (!pending) {
        // Cached inside the shared promise, so no waiter answers before the entry is visible to other replicas.
        pending = fetchUpstream(url)
          .then(async (fresh) => {
            if (fresh.status !== 200 || deps.ttlMs <= 0) return { value: fresh, expiresAt: 0 };
            const expiresAt = now() + deps.ttlMs;
            await deps.cache.set(url, fresh, deps.ttlMs).catch(() => {});
            const hit = { value: fresh, expiresAt };
            hold(url, hit);
            return hit;
          })
          .finally(() => inflight.delete(url));
        inflight.set(url, pending);
      }
      return pending;
    },
  };
}
