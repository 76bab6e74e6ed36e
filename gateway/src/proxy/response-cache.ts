import type { Redis } from 'ioredis';

export interface CachedResponse {
  status: number;
  type: string;
  body: string;
}

/** A short-lived cache of upstream answers: Redis when replicas share it, memory on the embedded default. */
export interface ResponseCache {
  get(key: string): Promise<CachedResponse | null>;
  set(key: string, value: CachedResponse, ttlMs: number): Promise<void>;
}

/** Entries kept in memory at most: the read-only calls times their query variants stay far below this. */
const MEMORY_CAP = 5_000;

export function createMemoryCache(): ResponseCache {
  const entries = new Map<string, { value: CachedResponse; expires: number }>();
  return {
    async get(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expires > Date.now()) return hit.value;
      entries.delete(key);
      return null;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + ttlMs });
      // Maps iterate in insertion order, so the first key is the oldest write.
      if (entries.size > MEMORY_CAP) entries.delete(entries.keys().next().value as string);
    },
  };
}

export function createRedisCache(redis: Redis, keyOf: (url: string) => string): ResponseCache {
  return {
    async get(key) {
      const text = await redis.get(keyOf(key));
      return text ? (JSON.parse(text) as CachedResponse) : null;
    },
    async set(key, value, ttlMs) {
      await redis.set(keyOf(key), JSON.stringify(value), 'PX', ttlMs);
    },
  };
}
