import { z } from 'zod';

/** An empty value is an unset one: a templated env file (`PORT: "${PORT}"`) writes '' for a missing variable. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A whole number from the environment, `min` to `max`, `fallback` when unset or empty. A value that is no
 * number ('10s', '10_000') is an error: coerced to NaN or 0 it would quietly turn a job off.
 */
export function envInt(fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(blankAsUnset, z.coerce.number().int().min(min).max(max).default(fallback));
}

/** Reads one such variable outside a config schema; a bad value stops the start with its name. */
export function readEnvInt(
  name: string,
  fallback: number,
  min: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const parsed = envInt(fallback, min).safeParse(env[name]);
  if (!parsed.success)
    throw new Error(
      `invalid gateway environment: ${name}: ${parsed.error.issues[0]?.message ?? 'bad value'}`,
    );
  return parsed.data;
}
