import type { ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  startCommand,
  startProcess,
  waitFor,
  waitForHttp,
} from '../../../../scripts/lib/processes.mjs';

export { freePort };

const gatewayRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface GatewayProcess {
  url: string;
  nodeId: string;
  proc: ChildProcess;
  /** Metric value scraped from /metrics, or null when unreachable. */
  metric(name: string): Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Spawns `live-node.ts` as its own process, the way an operator starts a replica, and waits for /healthz. */
export async function spawnGateway(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const nodeId = env.NODE_ID ?? `gw-${port}`;
  const started = startProcess(nodeId, 'src/live/testing/live-node.ts', [], {
    cwd: gatewayRoot,
    env: { LOG_LEVEL: 'warn', CLIENT_DIST: '/nonexistent', ...env, PORT: String(port), NODE_ID: nodeId },
    output: 'tail',
  });
  const proc = started.child;
  const url = `http://127.0.0.1:${port}`;
  const exited = started.exited;
  await waitForHttp(`${url}/healthz`, { timeoutMs: 30_000, proc: started });
  return {
    url,
    nodeId,
    proc,
    async metric(name) {
      const text = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(1_000) })
        .then((r) => r.text())
        .catch(() => null);
      const line = text?.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
      return line ? Number(line.split(' ').at(-1)) : null;
    },
    async kill(signal) {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}

export interface RedisProcess {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A private redis-server without persistence: restarting it loses everything, as the fault tests want. */
export async function spawnRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let proc: ChildProcess | null = null;
  const startIt = async () => {
    proc = startCommand(
      'redis-server',
      'redis-server',
      ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
      { output: 'ignore' },
    ).child;
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          const s = connect(port, '127.0.0.1', () => {
            s.end();
            resolve(true);
          });
          s.on('error', () => resolve(false));
        }),
      { what: 'redis-server', timeoutMs: 10_000, intervalMs: 100 },
    );
  };
  await startIt();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const p = proc;
      if (!p || p.exitCode !== null) return;
      const exited = new Promise((resolve) => p.once('exit', resolve));
      p.kill('SIGKILL');
      await exited;
    },
    start: startIt,
  };
}

/**
 * A round-robin TCP balancer in front of the replicas (nginx's job in docker-compose): a client whose
 * replica died reconnects through it and lands on a live one.
 */
export async function startBalancer(
  backends: () => string[],
): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    const tryBackend = (attempt: number) => {
      const list = backends();
      if (attempt >= list.length) return void client.destroy();
      const target = new URL(list[next++ % list.length] as string);
      const upstream = connect(Number(target.port), target.hostname);
      const failed = () => tryBackend(attempt + 1);
      upstream.once('error', failed);
      upstream.once('connect', () => {
        upstream.off('error', failed);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        client.pipe(upstream).pipe(client);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
      });
    };
    tryBackend(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface FeedProcess {
  url: string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The real feed (`feed/src/main.ts`) as its own process, e.g. `--speed 60 --start 21:30`. */
export async function spawnFeed(args: string[], port?: number): Promise<FeedProcess> {
  const feedPort = port ?? (await freePort());
  const started = startProcess('feed', 'src/main.ts', ['--port', String(feedPort), ...args], {
    cwd: path.resolve(gatewayRoot, '../feed'),
    env: { LOG_LEVEL: 'warn' },
    output: 'tail',
  });
  const url = `http://127.0.0.1:${feedPort}`;
  await waitForHttp(`${url}/healthz`, { timeoutMs: 60_000, proc: started });
  return {
    url,
    async kill(signal = 'SIGKILL') {
      if (started.running()) started.child.kill(signal);
      await started.exited;
    },
  };
}
