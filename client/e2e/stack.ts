import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFrontProxy } from '../../scripts/lib/front-proxy.mjs';
import {
  freePorts,
  PortTakenError,
  type Started,
  startProcess,
  waitForHttp,
} from '../../scripts/lib/processes.mjs';
import { type Replicas, replicaEnv, replicasWanted, useReplicaServices } from './replica-services.ts';

/**
 * Starts the real feed and the real gateway as child processes, the gateway serving the built client
 * (client/dist). Each run takes free ports and its own data directory, so it never meets another
 * engineer's processes.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** E2E_CLIENT_DIST lets parallel work build into its own folder instead of sharing client/dist. */
export const clientDist = process.env.E2E_CLIENT_DIST ?? path.join(repoRoot, 'client/dist');

export interface Stack {
  /** Where the browser goes: the gateway, or the round-robin front of the replicas. */
  url: string;
  feedUrl: string;
  /** Each gateway process's own address (one, or one per replica), for what a single process reports (/metrics). */
  gatewayUrls: string[];
  stop(): Promise<void>;
  /** Takes the gateway down (and up again on the same port), for reconnect tests. */
  stopGateway(): Promise<void>;
  startGateway(): Promise<void>;
  /** Kills one replica (SIGKILL: no goodbye to its sockets, no release of the leader lock), as a crash does. */
  killReplica(index: number): Promise<void>;
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
  /**
   * Gateway replicas (default E2E_REPLICAS, else 1). Above one they share Redis and a PostgreSQL database of
   * the stack's own behind a round-robin front, so a page's consecutive calls reach different replicas.
   */
  replicas?: number;
}

/** A feed or gateway from its TypeScript source (the shared process module; output kept for errors). */
function launch(name: string, [entry, ...args]: string[], env: Record<string, string>): Started {
  return startProcess(name, entry as string, args, { cwd: repoRoot, env, output: 'tail' });
}

/** Until /healthz answers 200; fails at once (with its output) if the process dies. */
// 100 s, inside the 120 s hook timeout: a gateway is healthy only once it has read the feed, which starts beside
// it, and two CIs side by side on two cores once took over 60 s for both (e2e/live-scores, 2026-11-28).
const healthy = (url: string, proc: Started) => waitForHttp(`${url}/healthz`, { proc, timeoutMs: 100_000 });

/** The gateway could not have its port: its listen failed, or another program answers there. */
const portTaken = (err: unknown) =>
  err instanceof PortTakenError || (err instanceof Error && err.message.includes('EADDRINUSE'));

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const replicas = options.replicas ?? replicasWanted();
  // All at once, so no two of the stack's processes are handed one port.
  const [feedPort, ...gatewayPorts] = options.ports
    ? [options.ports.feed, options.ports.gateway]
    : await freePorts(1 + replicas);
  if (options.ports && replicas > 1) throw new Error('fixed ports are for a single gateway');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kuyi-e2e-'));
  const feedArgs = ['--port', String(feedPort), '--seed', String(options.seed ?? 7)];
  feedArgs.push('--speed', String(options.speed ?? 60), '--source', options.source ?? 'synthetic');
  if (options.date) feedArgs.push('--date', options.date);
  if (options.start) feedArgs.push('--start', options.start);
  const feed = launch('feed', ['feed/src/main.ts', ...feedArgs], { LOG_LEVEL: 'warn' });
  const feedUrl = `http://127.0.0.1:${feedPort}`;
  const gatewayEnv = {
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
  let services: Replicas | null = null;
  let gateways: Started[] = [];
  let front: Server | null = null;
  const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  const launchGateway = async (n: number): Promise<Started> => {
    const env = services ? replicaEnv(services, n) : {};
    const gateway = launch(`gateway-${n + 1}`, ['gateway/src/main.ts'], {
      ...gatewayEnv,
      ...env,
      PORT: String(gatewayPorts[n]),
    });
    gateways.push(gateway);
    await healthy(gatewayUrls[n] as string, gateway);
    return gateway;
  };
  const startGateways = async () => {
    gateways = [];
    // One at a time: the first runs the migrations and writes the shared secret into DATA_DIR.
    for (const n of gatewayPorts.keys()) await launchGateway(n);
  };
  /**
   * The first start: a port another program took between choosing and listening (another test's process on
   * a busy CI machine) is given up for a fresh one. Restarts keep their port: pages reconnect to it.
   */
  const firstStart = async () => {
    gateways = [];
    for (const n of gatewayPorts.keys()) {
      for (let attempt = 1; ; attempt++) {
        try {
          await launchGateway(n);
          break;
        } catch (err) {
          if (!portTaken(err) || attempt === 3 || options.ports) throw err;
          await gateways.pop()?.stop();
          [gatewayPorts[n]] = (await freePorts(1)) as [number];
          gatewayUrls[n] = `http://127.0.0.1:${gatewayPorts[n]}`;
        }
      }
    }
  };
  const stopGateways = () => Promise.all(gateways.map((gateway) => gateway.stop())).then(() => undefined);
  const stop = async () => {
    front?.close();
    await Promise.all([stopGateways(), feed.stop()]);
    await services?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const gatewaysUp = async () => {
      if (replicas > 1) services = await useReplicaServices(options.env?.DATABASE_URL);
      await firstStart();
    };
    // The gateways start while the feed does (a gateway is healthy only once it has read the feed).
    // Both settle before a failure stops the stack, so no replica is launched after the stop.
    const started = await Promise.allSettled([healthy(feedUrl, feed), gatewaysUp()]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (replicas > 1) front = (await startFrontProxy(gatewayUrls, { host: '127.0.0.1' })).server;
  } catch (err) {
    await stop();
    throw err;
  }
  const frontPort = front && (front.address() as AddressInfo).port;
  return {
    url: frontPort ? `http://127.0.0.1:${frontPort}` : (gatewayUrls[0] as string),
    feedUrl,
    gatewayUrls,
    stop,
    stopGateway: stopGateways,
    startGateway: startGateways,
    async killReplica(index) {
      const gateway = gateways[index];
      if (!gateway) throw new Error(`no replica ${index}`);
      await gateway.stop('SIGKILL');
    },
  };
}
