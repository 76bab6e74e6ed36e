import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A connection to the shared test Redis, or why there is none; tests use random key prefixes on it. */
export async function connectTestRedis(): Promise<Redis | string> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    redis.disconnect();
    return `Redis at ${TEST_REDIS_URL} is unreachable (${String(err)}): skipping the Redis run`;
  }
}

export const randomPrefix = () => `kuyi_test_${randomBytes(5).toString('hex')}`;

/** Deletes the keys a test made (never FLUSHALL: the Redis is shared). */
export async function dropPrefix(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
}
