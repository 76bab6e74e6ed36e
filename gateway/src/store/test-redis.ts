import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The shared Redis the tests use; each test run works under its own random prefix and deletes it after. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testPrefix(): string {
  return `kuyi-test-${randomBytes(5).toString('hex')}`;
}

export async function deletePrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (found.length > 0) await redis.del(...found);
  } while (cursor !== '0');
}

export function connectTestRedis(url = TEST_REDIS_URL): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2 });
}
