import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { newTestDatabase } from './database-fixture.ts';

/**
 * What gateway replicas share in a browser test run against several of them: the test Redis under a key
 * prefix of the run's own, and a PostgreSQL database of its own (or the one the test made), as PGlite gives
 * a single gateway a fresh database. Both are removed when the stack stops.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Replicas {
  prefix: string;
  databaseUrl: string;
  drop(): Promise<void>;
}

/** E2E_REPLICAS=2 runs every browser test file against two replicas (default 1: the embedded defaults). */
export function replicasWanted(): number {
  const wanted = Number(process.env.E2E_REPLICAS ?? 1);
  if (!Number.isInteger(wanted) || wanted < 1) throw new Error(`E2E_REPLICAS must be a whole number ≥ 1`);
  return wanted;
}

/** `givenDatabaseUrl`: a database the test file made itself (useFreshDatabase), left for the test to drop. */
export async function useReplicaServices(givenDatabaseUrl?: string): Promise<Replicas> {
  const id = randomBytes(6).toString('hex');
  const prefix = `kuyi_e2e_${id}`;
  const ownDatabase = givenDatabaseUrl ? null : newTestDatabase();
  await ownDatabase?.create();
  return {
    prefix,
    databaseUrl: givenDatabaseUrl ?? (ownDatabase?.url as string),
    async drop() {
      const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await redis.connect();
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
      await ownDatabase?.drop();
    },
  };
}

/** The environment of replica `n` (from 0): one Redis key space and database for all, a name of its own. */
export function replicaEnv(services: Replicas, n: number): Record<string, string> {
  return {
    REDIS_URL,
    DATABASE_URL: services.databaseUrl,
    LIVE_KEY_PREFIX: services.prefix,
    AUTH_KEY_PREFIX: services.prefix,
    NODE_ID: `${services.prefix}-${n + 1}`,
  };
}
