import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { postgresProblem } from '../api/test-backends.ts';
import { serviceMissing } from './test-services.ts';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs node with the given arguments and environment in the gateway folder, as a CI job would. */
async function run(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
      cwd: gatewayDir,
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { ok: true, out: stdout + stderr };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** Loads one import in a child, as a CI job would load a test helper. */
const load = (code: string, env: Record<string, string>) =>
  run(['--import', 'tsx', '--input-type=module', '-e', code], env);

const vitestBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

/** Runs one test file in a child vitest, as `npm test` in CI would. */
const vitestRun = (file: string, env: Record<string, string>) => run([vitestBin, 'run', file], env);

describe('[T2] a missing Redis or PostgreSQL fails a CI run instead of skipping suites', () => {
  it('outside CI the problem is returned (the suite skips) with a warning naming the service', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(serviceMissing('Redis at redis://x is unreachable', {})).toMatch(/Redis at redis:\/\/x.*skipping/);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('with CI=true it throws', () => {
    expect(() => serviceMissing('PostgreSQL at pg://x is unreachable', { CI: 'true' })).toThrow(
      /PostgreSQL at pg:\/\/x is unreachable\. CI=true/,
    );
  });

  it('with CI=true, the Redis and PostgreSQL test helpers fail on an unreachable server', async () => {
    const dead = {
      CI: 'true',
      TEST_REDIS_URL: 'redis://127.0.0.1:1',
      TEST_PG_URL: 'postgres://postgres@127.0.0.1:1/postgres',
    };
    const [redis, redisProbe, pgProbe, pgCreate] = await Promise.all([
      load("const m = await import('./src/auth/test-redis.ts'); await m.connectTestRedis();", dead),
      load("const m = await import('./src/auth/test-redis.ts'); await m.testRedisProblem();", dead),
      load("await import('./src/api/test-backends.ts');", dead),
      load("const m = await import('./src/db/test-databases.ts'); await m.createTestPostgres();", dead),
    ]);
    expect(redis).toMatchObject({ ok: false });
    expect(redis.out).toMatch(/Redis at redis:\/\/127\.0\.0\.1:1 is unreachable.*CI=true/);
    expect(redisProbe).toMatchObject({ ok: false });
    expect(redisProbe.out).toMatch(/Redis at redis:\/\/127\.0\.0\.1:1 is unreachable.*CI=true/);
    expect(pgProbe).toMatchObject({ ok: false });
    expect(pgProbe.out).toMatch(/PostgreSQL at .*:1\/postgres is unreachable.*CI=true/);
    expect(pgCreate).toMatchObject({ ok: false });
    expect(pgCreate.out).toMatch(/PostgreSQL at .*:1\/postgres is unreachable.*CI=true/);
  }, 90_000);

  it('without CI the same helpers report the problem and carry on', async () => {
    const dead = { CI: '', TEST_REDIS_URL: 'redis://127.0.0.1:1' };
    const r = await load(
      "const m = await import('./src/auth/test-redis.ts'); console.log(typeof (await m.connectTestRedis()));",
      dead,
    );
    expect(r.ok).toBe(true);
    expect(r.out).toContain('string');
  }, 60_000);

  // The chat suite probes PostgreSQL first, so this shows the Redis half only where PostgreSQL answers.
  it.skipIf(postgresProblem !== null)(
    'with CI=true, the chat replica suite fails on an unreachable Redis instead of being skipped',
    async () => {
      const r = await vitestRun('src/chat/chat-replicas.test.ts', {
        CI: 'true',
        TEST_REDIS_URL: 'redis://127.0.0.1:1',
      });
      expect(r.ok).toBe(false);
      expect(r.out).toMatch(/Redis at redis:\/\/127\.0\.0\.1:1 is unreachable.*CI=true/);
      expect(r.out).not.toMatch(/skipped/);
    },
    90_000,
  );
});
