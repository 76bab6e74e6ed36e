import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(gatewayDir, '..');

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

const prodDeps = async (dir: string) =>
  Object.keys(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});

let child: ChildProcess | null = null;
let dataDir = '';
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
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
    child = spawn(process.execPath, ['dist/main.js'], {
      cwd: gatewayDir,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        FEED_URL: 'http://127.0.0.1:9',
        CLIENT_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString()).slice(-8_000);
    });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    let agreements: { code: number; data: { agreementId: string }[] } | null = null;
    while (Date.now() < deadline && !agreements) {
      if (child.exitCode !== null) throw new Error(`compiled gateway exited (${child.exitCode}): ${stderr}`);
      const res = await fetch(`${url}/api/user/agreement/getAgreementList`).catch(() => null);
      if (res?.status === 200) agreements = await res.json();
      else await new Promise((r) => setTimeout(r, 250));
    }
    // Migrations and the agreement texts are read from beside the bundle.
    expect(agreements?.code).toBe(200);
    expect(agreements?.data.length).toBeGreaterThan(0);
  }, 240_000);
});
