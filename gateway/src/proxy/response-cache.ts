import type { Redis } from 'ioredis';

export interface CachedResponse {
  status: number;
  type: string;
  body: string;
}

/** A cached answer and when it stops being served (epoch ms): the fast path ([A5]) keeps it until then. */
export interface CacheHit {
  value: CachedResponse;
  expiresAt: number;
}

/** A short-lived cache of upstream answers: Redis when replicas share it, memory on the embedded default. */
export interface ResponseCache {
  get(key: string): Promise<CacheHit | null>;
  set(key: string, value: CachedResponse, ttlMs: number): Promise<void>;
}

/** Entries kept in memory at most: the read-only calls times their query variants stay far below this. */
const MEMORY_CAP = 5_000;

export function createMemoryCache(now: () => number = Date.now): ResponseCache {
  const entries = new Map<string, CacheHit>();
  return {
    async get(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expiresAt > now()) return hit;
      entries.delete(key);
      return null;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // Maps iterate in insertion order, so the first key is the oldest write.
      if (entries.size > MEMORY_CAP) entries.delete(entries.keys().next().value as string);
    },
  };
}

export function createRedisCache(redis: Redis, keyOf: (url: string) => string): ResponseCache {
  return {
    async get(key) {
      // The entry and its remaining life in one round trip: a replica keeps serving it exactly as long as
      // Redis would, never longer.
      const [[, text], [, ttl]] = (await redis.multi().get(keyOf(key)).pttl(keyOf(key)).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      if (!text || ttl <= 0) return null;
      return { value: JSON.parse(text) as CachedResponse, expiresAt: Date.now() + ttl };
    },
    async set(key, value, ttlMs) {
      await redis.set(keyOf(key), JSON.stringify(value), 'PX', ttlMs);
    },
  };
}
