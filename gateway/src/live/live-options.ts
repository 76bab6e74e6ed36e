import { z } from 'zod';
import { envInt } from '../env-number.ts';

/**
 * Tuning of the live pipeline, read from the environment next to the gateway's own variables (config.ts)
 * so tests and operators can shorten timings without touching code. Every default is explained.
 */
const schema = z.object({
  /** Every Redis key and socket.io channel of one cluster starts with this. */
  LIVE_KEY_PREFIX: z.string().min(1).default('kuyi'),
  /** A dead leader is replaced within 2 × this; renewals run every third of it. */
  LOCK_TTL_MS: envInt(5_000, 300),
  /** Patches kept per channel for replay: about three minutes of a busy list at one patch per second. */
  HISTORY_LIMIT: envInt(200, 1),
  /** The full scheduleByDate reconcile that catches anything a 20-second change window missed. */
  RECONCILE_MS: envInt(60_000, 100),
  /** One upstream call; the poll interval is 1 s, so a slower answer is as good as none. */
  FEED_TIMEOUT_MS: envInt(2_000, 50),
  /** How long a /sc/api read is served from cache: short enough that pages never look behind the push. */
  PROXY_CACHE_MS: envInt(2_000, 0),
  /** Subscribe/unsubscribe requests one socket may make per window before RATE_LIMITED. */
  SUBSCRIBE_RATE_POINTS: envInt(400, 1),
  SUBSCRIBE_RATE_WINDOW_S: envInt(2, 1),
});

export type LiveOptions = z.infer<typeof schema>;

export function loadLiveOptions(env: NodeJS.ProcessEnv = process.env, overrides: Partial<LiveOptions> = {}) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid live-push environment: ${problems}`);
  }
  return { ...parsed.data, ...overrides };
}
