import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchOptions } from './lib/bench-options.ts';
import { spawnNode, waitForHttp } from './lib/child-process.ts';
import { PORT } from './lib/stack.ts';
import { WsSwarm } from './lib/ws-swarm.ts';

export type HeartbeatMode = 'engine' | 'wheel';

export interface HeartbeatRun {
  heartbeats: HeartbeatMode;
  connected: number;
  cpuSeconds: number;
  /** Pings the clients received in the window: two per socket when every socket was pinged on time. */
  pings: number;
  /** Server CPU per ping answered, µs: the cost of one ping and its pong. */
  microsPerPing: number;
  disconnects: number;
}

export interface HeartbeatResult {
  clients: number;
  windowMs: number;
  runs: HeartbeatRun[];
  /** Mean CPU of the wheel's runs ÷ engine.io's: below 1, the wheel is cheaper. */
  ratio: number;
}

/** engine.io's default pingInterval, which the gateway keeps. */
const PING_INTERVAL_MS = 25_000;
/** Two whole intervals: every socket is pinged exactly twice in the window, whatever its phase. */
const WINDOW_MS = 2 * PING_INTERVAL_MS;
/** Lets the connects' garbage be collected first (see fanout.ts, CONNECT_SETTLE_MS). */
const SETTLE_MS = 30_000;
/** Alternated, so drifts of a noisy machine fall on both sides alike. */
const ORDER: HeartbeatMode[] = ['engine', 'wheel', 'engine', 'wheel'];

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The price of heartbeats alone: N idle sockets that answer every ping, on a socket.io server with the
 * gateway's options and no other work, once with engine.io's per-socket timers and once with the gateway's
 * wheel (gateway/src/live/heartbeats.ts). Server CPU over two ping intervals, read from /proc.
 */
export async function heartbeats(options: BenchOptions): Promise<HeartbeatResult[]> {
  const results: HeartbeatResult[] = [];
  const port = options.portBase + PORT.baseline;
  for (const clients of options.sizes) {
    const runs: HeartbeatRun[] = [];
    for (const mode of ORDER) {
      console.log(`heartbeats: ${clients} sockets, ${mode}…`);
      const server = spawnNode(`heartbeats-${mode}`, 'gateway/src/live/testing/heartbeat-server.ts', [
        '--port',
        String(port),
        '--heartbeats',
        mode,
      ]);
      try {
        await waitForHttp(`http://127.0.0.1:${port}/healthz`);
        const swarm = new WsSwarm({
          urls: [`http://127.0.0.1:${port}`],
          clients,
          channels: ['heartbeats'],
          mode: 'socket.io',
        });
        const connect = await swarm.connect();
        await sleep(SETTLE_MS);
        const cpu0 = server.cpuSeconds();
        swarm.startWindow();
        await sleep(WINDOW_MS);
        const stats = swarm.stopWindow();
        const cpuSeconds = server.cpuSeconds() - cpu0;
        await swarm.close();
        runs.push({
          heartbeats: mode,
          connected: connect.connected,
          cpuSeconds,
          pings: stats.pings,
          microsPerPing: stats.pings > 0 ? (cpuSeconds * 1e6) / stats.pings : Number.NaN,
          disconnects: stats.errors['closed by server'] ?? 0,
        });
        console.log(JSON.stringify(runs.at(-1)));
      } finally {
        await server.stop();
      }
    }
    const cpuOf = (mode: HeartbeatMode) =>
      mean(runs.filter((r) => r.heartbeats === mode).map((r) => r.cpuSeconds));
    results.push({ clients, windowMs: WINDOW_MS, runs, ratio: cpuOf('wheel') / cpuOf('engine') });
  }
  return results;
}
