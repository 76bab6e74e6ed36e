import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { authSecret } from './auth-secret.ts';

describe('authSecret', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uses AUTH_SECRET when it is set and writes nothing', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kuyi-secret-'));
    expect(await authSecret('from-env', dir)).toBe('from-env');
    expect(await readdir(dir)).toEqual([]);
  });

  it('replicas starting together on one DATA_DIR all end on the same generated secret', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kuyi-secret-'));
    const secrets = await Promise.all(Array.from({ length: 20 }, () => authSecret(undefined, dir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[\w-]{40,}$/);
    // No drafts left behind, and a restart reads the same one.
    expect(await readdir(dir)).toEqual(['auth-secret']);
    expect(await authSecret(undefined, dir)).toBe(secrets[0]);
  });

  it('refuses an empty secret file instead of keying hashes with ""', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kuyi-secret-'));
    await writeFile(path.join(dir, 'auth-secret'), '\n');
    await expect(authSecret(undefined, dir)).rejects.toThrow(/empty/);
    expect(await readFile(path.join(dir, 'auth-secret'), 'utf8')).toBe('\n');
  });
});
