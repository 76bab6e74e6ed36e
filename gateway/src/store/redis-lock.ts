import type { Redis } from 'ioredis';
import type { LeaderLock } from './live-store.ts';
import { redisKeys } from './redis-keys.ts';
import { ACQUIRE_SCRIPT, RELEASE_SCRIPT, RENEW_SCRIPT } from './redis-scripts.ts';

/**
 * The cluster's leader lock: `SET NX PX ttl` plus an INCR'd fencing token, both in one script. The store's
 * apply script refuses writes whose token is not the current one, so a paused ex-leader cannot write.
 */
export function createRedisLock(redis: Redis, prefix: string, nodeId: string, ttlMs: number): LeaderLock {
  const keys = redisKeys(prefix);
  return {
    async acquire() {
      const token = await redis.eval(ACQUIRE_SCRIPT, 2, keys.lock, keys.fence, nodeId, String(ttlMs));
      return typeof token === 'number' ? token : null;
    },
    async renew(token) {
      const ok = await redis.eval(
        RENEW_SCRIPT,
        2,
        keys.lock,
        keys.fence,
        nodeId,
        String(token),
        String(ttlMs),
      );
      return ok === 1;
    },
    async release(token) {
      await redis.eval(RELEASE_SCRIPT, 1, keys.lock, nodeId, String(token));
    },
  };
}
