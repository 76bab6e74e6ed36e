import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface LimitRule {
  /** Allowed events per window. */
  points: number;
  durationSec: number;
  /** Once exceeded, stay refused this long (a lockout); defaults to the rest of the window. */
  blockSec?: number;
}

/**
 * One limiter interface (rate-limiter-flexible's) over Redis when configured — shared by every replica —
 * and process memory otherwise. `prefix` keeps tests and deployments apart on a shared Redis.
 */
export function createLimiter(redis: Redis | null, prefix: string, rule: LimitRule): RateLimiterAbstract {
  const opts = {
    keyPrefix: prefix,
    points: rule.points,
    duration: rule.durationSec,
    blockDuration: rule.blockSec ?? 0,
  };
  return redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts);
}

export type Consumed = { ok: true } | { ok: false; retryAfterMs: number };

/** Consumes one point; a refusal is a value, a store failure still throws. */
export async function tryConsume(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
  options?: { customDuration?: number },
): Promise<Consumed> {
  try {
    await limiter.consume(key, points, options);
    return { ok: true };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { ok: false, retryAfterMs: err.msBeforeNext };
    throw err;
  }
}

/** Whether the key has used up its points, without consuming one. */
export async function isExhausted(limiter: RateLimiterAbstract, key: string): Promise<Consumed> {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= limiter.points) return { ok: false, retryAfterMs: res.msBeforeNext };
  return { ok: true };
}
