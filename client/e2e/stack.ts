import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the real feed and the real gateway as child processes, the gateway serving the built client
 * (client/dist). Each run takes free ports and its own data directory, so it never meets another
 * engineer's processes.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** E2E_CLIENT_DIST lets parallel work build into its own folder instead of sharing client/dist. */
export const clientDist = process.env.E2E_CLIENT_DIST ?? path.join(repoRoot, 'client/dist');

export interface Stack {
  url: string;
  feedUrl: string;
  stop(): Promise<void>;
  /** Takes the gateway down (and up again on the same port), for reconnect tests. */
  stopGateway(): Promise<void>;
  startGateway(): Promise<void>;
}

export interface StackOptions {
  seed?: number;
  /** Feed clock multiplier: 60 plays an hour of football per real minute. */
  speed?: number;
  /** Feed clock start time of day, "HH:MM", so a run begins with matches in play. */
  start?: string;
  /** The feed's source (default synthetic) and the date its clock starts on, e.g. a replayed real day. */
  source?: 'synthetic' | 'football-data' | 'nba' | 'worldcup';
  date?: string;
  /** Extra gateway environment (e.g. APP_DOWNLOAD_URL). */
  env?: Record<string, string>;
  /** Fixed ports (screenshots use the manual range); free ones otherwise. */
  ports?: { feed: number; gateway: number };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, name: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not become healthy at ${url}:\n${log()}`);
}

function launch(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Keep the tail only: enough to explain a failure, bounded for a long run.
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => `[${name}] ${output}` };
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const feedPort = options.ports?.feed ?? (await freePort());
  const gatewayPort = options.ports?.gateway ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kuyi-e2e-'));
  const feedArgs = ['feed/src/main.ts', '--port', String(feedPort), '--seed', String(options.seed ?? 7)];
  feedArgs.push('--speed', String(options.speed ?? 60), '--source', options.source ?? 'synthetic');
  if (options.date) feedArgs.push('--date', options.date);
  if (options.start) feedArgs.push('--start', options.start);
  const feed = launch('feed', feedArgs, { LOG_LEVEL: 'warn' });
  const feedUrl = `http://127.0.0.1:${feedPort}`;
  const gatewayEnv = {
    PORT: String(gatewayPort),
    FEED_URL: feedUrl,
    CLIENT_DIST: clientDist,
    REDIS_URL: '',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    // Frequent polls keep the feed-to-screen time well inside the 2 s the goal test allows.
    POLL_INTERVAL_MS: '150',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...options.env,
  };
  let gateway = launch('gateway', ['gateway/src/main.ts'], gatewayEnv);
  const url = `http://127.0.0.1:${gatewayPort}`;
  const stop = async () => {
    await Promise.all([kill(gateway.child), kill(feed.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(feedUrl, feed.child, 'feed', feed.log);
    await waitHealthy(url, gateway.child, 'gateway', gateway.log);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    feedUrl,
    stop,
    stopGateway: () => kill(gateway.child),
    async startGateway() {
      gateway = launch('gateway', ['gateway/src/main.ts'], gatewayEnv);
      await waitHealthy(url, gateway.child, 'gateway', gateway.log);
    },
  };
}
