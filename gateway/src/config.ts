import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { envInt } from './env-number.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: envInt(4000, 0, 65535),
  FEED_URL: z.url().default('http://127.0.0.1:4100'),
  REDIS_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  POLL_INTERVAL_MS: envInt(1000, 50),
  NODE_ID: z.string().default(`${hostname()}-${process.pid}`),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  CLIENT_DIST: z.string().default(path.join(repoRoot, 'client/dist')),
  /** Where phones are sent to get the app (spec §1); unset (or empty) → no redirect, phones use the site. */
  APP_DOWNLOAD_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ })])
    .optional()
    .transform((v) => v || undefined),
});

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once at start and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid gateway environment: ${problems}`);
  }
  const config = { ...parsed.data, ...overrides };
  // An empty string means "unset" so scripts can clear a variable without unsetting it.
  if (!config.REDIS_URL) config.REDIS_URL = undefined;
  if (!config.DATABASE_URL) config.DATABASE_URL = undefined;
  return config;
}
