import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

interface Gateway {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** `gateway/src/main.ts` as an operator starts it, on the given DATA_DIR and no DATABASE_URL. */
async function startGateway(dataDir: string): Promise<Gateway> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      FEED_URL: 'http://127.0.0.1:9',
      CLIENT_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err = (err + chunk.toString()).slice(-8_000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, stderr: () => err, exited };
}

/** Listening with the API up (the database opened): /api answers in its envelope. */
async function waitListening(g: Gateway): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (g.child.exitCode !== null) throw new Error(`gateway exited (${g.child.exitCode}): ${g.stderr()}`);
    const res = await fetch(`${g.url}/api/nope`).catch(() => null);
    if (res?.status === 404) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gateway at ${g.url} did not start: ${g.stderr()}`);
}

async function stop(g: Gateway): Promise<void> {
  if (g.child.exitCode === null && g.child.signalCode === null) g.child.kill('SIGTERM');
  await g.exited;
}

const started: Gateway[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(started.map(stop));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('[DB2] the embedded database belongs to one process', () => {
  it('a second gateway on the same DATA_DIR exits with a message naming DATABASE_URL; after the first stops, a new one starts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kuyi-lock-'));
    dirs.push(dataDir);
    const first = await startGateway(dataDir);
    started.push(first);
    await waitListening(first);

    const second = await startGateway(dataDir);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is already in use by another gateway process`);
    expect(second.stderr()).toContain('DATABASE_URL');
    expect(second.stderr()).not.toMatch(/Aborted|RuntimeError/);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/nope`)).status).toBe(404);

    await stop(first);
    const third = await startGateway(dataDir);
    started.push(third);
    await waitListening(third);
  }, 180_000);
});
