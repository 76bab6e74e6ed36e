import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { serviceMissing } from '../db/test-services.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A connection to the shared test Redis, or why there is none (throws under CI=true); tests use random key prefixes. */
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
    return serviceMissing(`Redis at ${TEST_REDIS_URL} is unreachable (${String(err)})`);
  }
}

/** Whether the shared test Redis answers, or why not, for a suite that only needs to know (throws under CI=true). */
export async function testRedisProblem(): Promise<string | null> {
  const redis = await connectTestRedis();
  if (typeof redis === 'string') return redis;
  redis.disconnect();
  return null;
}

export const randomPrefix = () => `kuyi_test_${randomBytes(5).toString('hex')}`;

/** Deletes the keys a test made (never FLUSHALL: the Redis is shared). */
export async function dropPrefix(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
}

/**
 * For a test file that runs against the shared Redis when it answers: the connection (null without one, so
 * the Redis cases skip) and fresh key prefixes, all deleted and the connection closed after the file.
 */
export async function useTestRedis(): Promise<{ redis: Redis | null; newPrefix: () => string }> {
  const connected = await connectTestRedis();
  const redis = typeof connected === 'string' ? null : connected;
  const prefixes: string[] = [];
  afterAll(async () => {
    if (redis) for (const p of prefixes) await dropPrefix(redis, p);
    redis?.disconnect();
  });
  const newPrefix = () => {
    const p = randomPrefix();
    prefixes.push(p);
    return p;
  };
  return { redis, newPrefix };
}
