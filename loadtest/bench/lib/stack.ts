import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Child, spawnNode, spawnProcess, waitForHttp } from './child-process.ts';
import { REPO_ROOT } from './paths.ts';
import { type ProxyClient, proxyClient } from './proxy-client.ts';

export interface StackOptions {
  /** First port of the range this run may use (ours is 4500–4599). */
  portBase: number;
  gateways: number;
  /** Start our own redis-server on a port of the range, so replicas share state without touching others'. */
  redis: boolean;
  feedArgs: string[];
  pollMs: number;
}

export interface Stack {
  feed: Child;
  feedUrl: string;
  proxy: ProxyClient;
  gateways: Child[];
  gatewayUrls: string[];
  stop(): Promise<void>;
}

/** Port offsets inside the range: feed, counting proxy, baseline server, replicas, Redis. */
export const PORT = { feed: 0, proxy: 1, baseline: 20, gateway: 10, redis: 90 } as const;

/**
 * The system under test as separate processes: feed → counting proxy → N gateway replicas (→ Redis).
 * Each gateway gets its own data directory so replicas' embedded databases do not collide.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const started: Child[] = [];
  const dirs: string[] = [];
  const stop = async () => {
    await Promise.all([...started].reverse().map((c) => c.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The compiled services, as `npm start` and the Docker image run them (tsx at run time costs the
    // gateway about 15% more CPU, which would be charged to the fan-out).
    const built = spawnSync(process.execPath, ['scripts/build-service.mjs', 'feed', 'gateway'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`building the services failed:\n${built.stderr}`);
    const feedPort = options.portBase + PORT.feed;
    const feed = spawnNode('feed', 'feed/dist/main.js', ['--port', String(feedPort), ...options.feedArgs]);
    started.push(feed);
    const feedUrl = `http://127.0.0.1:${feedPort}`;
    await waitForHttp(`${feedUrl}/healthz`);
    const proxyPort = options.portBase + PORT.proxy;
    started.push(
      spawnNode('proxy', 'loadtest/bench/lib/counting-proxy-server.ts', [
        '--port',
        String(proxyPort),
        '--target',
        feedUrl,
      ]),
    );
    const proxy = proxyClient(`http://127.0.0.1:${proxyPort}`);
    await waitForHttp(`${proxy.url}/__proxy/counts`);
    let redisUrl = '';
    if (options.redis) {
      const port = options.portBase + PORT.redis;
      started.push(
        spawnProcess('redis', 'redis-server', [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
        ]),
      );
      await waitForTcp(port);
      redisUrl = `redis://127.0.0.1:${port}`;
    }
    const gateways: Child[] = [];
    const gatewayUrls: string[] = [];
    for (let n = 1; n <= options.gateways; n++) {
      const port = options.portBase + PORT.gateway + n;
      const dataDir = mkdtempSync(path.join(tmpdir(), `kuyi-bench-gw${n}-`));
      dirs.push(dataDir);
      const gateway = spawnNode(`gw-${n}`, 'gateway/dist/main.js', [], {
        PORT: String(port),
        FEED_URL: proxy.url,
        REDIS_URL: redisUrl,
        NODE_ID: `bench-gw-${n}`,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        POLL_INTERVAL_MS: String(options.pollMs),
        NODE_ENV: 'production',
        ...(process.env.BENCH_GATEWAY_NODE_OPTIONS
          ? { NODE_OPTIONS: process.env.BENCH_GATEWAY_NODE_OPTIONS }
          : {}),
      });
      started.push(gateway);
      gateways.push(gateway);
      gatewayUrls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(gatewayUrls.map((url) => waitForHttp(`${url}/healthz`, 90_000)));
    return { feed, feedUrl, proxy, gateways, gatewayUrls, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function waitForTcp(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}
