import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Started, startProcess, waitFor } from '../../../scripts/lib/processes.mjs';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Gateway {
  proc: Started;
  url: string;
  exitCode: Promise<number | null>;
}

/** `gateway/src/main.ts` as an operator starts it, on the given DATA_DIR and no DATABASE_URL. */
async function startGateway(dataDir: string): Promise<Gateway> {
  const port = await freePort();
  const proc = startProcess('gateway', 'src/main.ts', [], {
    cwd: gatewayDir,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      FEED_URL: 'http://127.0.0.1:9',
      CLIENT_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    output: 'tail',
  });
  return { proc, url: `http://127.0.0.1:${port}`, exitCode: proc.exited.then((e) => e.code) };
}

/** Listening with the API up (the database opened): /api answers in its envelope. */
const waitListening = (g: Gateway) =>
  waitFor(async () => (await fetch(`${g.url}/api/nope`)).status === 404, {
    what: `gateway at ${g.url}`,
    timeoutMs: 90_000,
    intervalMs: 250,
    proc: g.proc,
  });

const stop = (g: Gateway) => g.proc.stop();

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
    expect(await second.exitCode).toBe(1);
    expect(second.proc.log()).toContain(`DATA_DIR ${dataDir} is already in use by another gateway process`);
    expect(second.proc.log()).toContain('DATABASE_URL');
    expect(second.proc.log()).not.toMatch(/Aborted|RuntimeError/);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/nope`)).status).toBe(404);

    await stop(first);
    const third = await startGateway(dataDir);
    started.push(third);
    await waitListening(third);
  }, 180_000);
});
