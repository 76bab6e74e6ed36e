import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Started, startProcess, waitFor } from '../../scripts/lib/processes.mjs';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(gatewayDir, '..');

const prodDeps = async (dir: string) =>
  Object.keys(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});

let gateway: Started | null = null;
let dataDir = '';
afterAll(async () => {
  await gateway?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('[OPS2] production runs the compiled gateway with plain node', () => {
  it('`npm run build` output imports only production dependencies and serves the API without tsx', async () => {
    await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'scripts/build-service.mjs'), 'gateway'],
      {
        cwd: repoRoot,
        timeout: 120_000,
      },
    );
    const bundle = await readFile(path.join(gatewayDir, 'dist/main.js'), 'utf8');
    // Every bare import left in the bundle must be installed by `npm ci --omit=dev` (the Dockerfile's runtime).
    const imported = new Set(
      [
        ...bundle.matchAll(
          /(?:^|\n)import\s[^'"]*?from\s*["']([^"'.][^"']*)["']|import\(["']([^"'.][^"']*)["']\)/g,
        ),
      ]
        .map((m) => (m[1] ?? m[2]) as string)
        .filter((s) => !s.startsWith('node:'))
        .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : (s.split('/')[0] as string))),
    );
    const allowed = new Set([
      ...(await prodDeps(gatewayDir)),
      ...(await prodDeps(path.join(repoRoot, 'shared'))),
    ]);
    expect([...imported].filter((name) => !allowed.has(name))).toEqual([]);
    expect(imported.has('express')).toBe(true);
    expect(imported.has('tsx')).toBe(false);
    expect(bundle).not.toMatch(/from\s*["']@kuyi\/shared["']/);

    dataDir = await mkdtemp(path.join(tmpdir(), 'kuyi-build-'));
    const port = await freePort();
    // Plain node: no tsx loader, as in the Dockerfile's runtime stage.
    gateway = startProcess('compiled gateway', 'dist/main.js', [], {
      cwd: gatewayDir,
      env: {
        NODE_OPTIONS: '',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        FEED_URL: 'http://127.0.0.1:9',
        CLIENT_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
    });
    const url = `http://127.0.0.1:${port}`;
    let agreements: { code: number; data: { agreementId: string }[] } | null = null;
    await waitFor(
      async () => {
        const res = await fetch(`${url}/api/user/agreement/getAgreementList`);
        if (res.status === 200) agreements = (await res.json()) as typeof agreements;
        return agreements !== null;
      },
      { what: 'the compiled gateway', timeoutMs: 120_000, intervalMs: 250, proc: gateway },
    );
    // Migrations and the agreement texts are read from beside the bundle.
    const got = agreements as { code: number; data: unknown[] } | null;
    expect(got?.code).toBe(200);
    expect(got?.data.length).toBeGreaterThan(0);
  }, 240_000);
});
