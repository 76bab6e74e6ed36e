import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientStale } from '../../scripts/lib/client-stale.mjs';

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** A repository with one client source and one shared source, `builtAt` seconds after them if given. */
async function repo(builtAt?: number): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'kuyi-stale-'));
  await mkdir(path.join(root, 'client/src/features'), { recursive: true });
  await mkdir(path.join(root, 'shared/src'), { recursive: true });
  for (const f of ['client/src/features/page.tsx', 'shared/src/rules.ts']) {
    await writeFile(path.join(root, f), 'x');
    await utimes(path.join(root, f), 1_000, 1_000);
  }
  if (builtAt !== undefined) {
    await mkdir(path.join(root, 'client/dist'), { recursive: true });
    await writeFile(path.join(root, 'client/dist/index.html'), '<html>');
    await utimes(path.join(root, 'client/dist/index.html'), builtAt, builtAt);
  }
  return root;
}

const touch = (file: string, at: number) =>
  writeFile(path.join(root, file), 'y').then(() => utimes(path.join(root, file), at, at));

describe('npm start builds the client only when the served page would be older than its code', () => {
  it('builds when there is no build yet', async () => {
    expect(clientStale(await repo())).toBe(true);
  });

  it('reuses a build newer than every source', async () => {
    expect(clientStale(await repo(2_000))).toBe(false);
  });

  it('rebuilds after a client source changed (a pull, an edit), however deep', async () => {
    await repo(2_000);
    await touch('client/src/features/page.tsx', 3_000);
    expect(clientStale(root)).toBe(true);
  });

  it('rebuilds after a shared source changed (the client bundles shared)', async () => {
    await repo(2_000);
    await touch('shared/src/rules.ts', 3_000);
    expect(clientStale(root)).toBe(true);
  });

  it('a changed test file is not a reason to rebuild', async () => {
    await repo(2_000);
    await touch('client/src/features/page.test.tsx', 3_000);
    expect(clientStale(root)).toBe(false);
  });
});
