import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LatencyStats } from '../runner/latency-histogram.ts';
import type { BenchOptions } from './lib/bench-options.ts';
import { WARMUP_MS } from './lib/bench-options.ts';
import { spawnNode, waitForHttp } from './lib/child-process.ts';
import { startEarlier } from './lib/feed-clock.ts';
import { BENCH_OUT } from './lib/paths.ts';
import { PORT, startStack } from './lib/stack.ts';
import { WsSwarm } from './lib/ws-swarm.ts';

export interface FanoutSide {
  connected: number;
  connectMs: number;
  deliveries: number;
  cpuSeconds: number;
  deliveriesPerCpuSecond: number;
}

export interface FanoutResult {
  clients: number;
  topology: BenchOptions['topology'];
  windowMs: number;
  ours: FanoutSide & {
    gaps: number;
    duplicates: number;
    errors: number;
    delivery: LatencyStats;
    /** CPU the gateway spends per second with no client at all: polling, diffing, timers. */
    idleCpuPerSecond: number;
    /** Deliveries per CPU-second above that idle cost: the price of fan-out itself. */
    marginalDeliveriesPerCpuSecond: number;
  };
  /** Delivery latency counted from when the bare server was due to send each frame. */
  baseline: FanoutSide & { delivery: LatencyStats };
  /** ours ÷ baseline in deliveries per server CPU-second: 1 would be as cheap as a bare broadcast. */
  ratio: number;
  frames: number;
}

/**
 * The gateway's first half minute after it answers /healthz is start-up, not fan-out: the bundle's JIT, the
 * first reconcile and the jobs' first passes ran at 3–11× its later CPU (113, 96, 43, 32, 30 ticks in the
 * first five seconds, then 10–15). Gateways run for days, so the window opens after this; the feed starts
 * that much earlier on its own clock (less the usual warm-up), so the window falls on the same stretch of the
 * evening peak as in runs before this warm-up existed.
 */
const GATEWAY_WARMUP_MS = 30_000;
/**
 * Between the last connect and the window, on both servers. A connect storm allocates tens of MB (handshakes,
 * subscribes, socket.io and ws objects); some 8–20 s after it, once allocation has gone quiet, V8's memory
 * reducer runs a full mark-compact of the whole heap (`--trace-gc`: "Mark-Compact (reduce)"). On a follower that
 * was 0.2–0.3 CPU-s, a third of a 1,000-client window, charged to fan-out although it is the connects' garbage
 * and happens once per storm; the bare server's heap is a tenth the size. Connecting is measured apart
 * (connectMs here, the bandwidth bench's snapshots). 30 s also puts one round of heartbeats (every 25 s) inside
 * the window for every socket.
 */
const CONNECT_SETTLE_MS = 30_000;
/** Long enough for ten polls, so the idle cost is read over many 10 ms CPU ticks. */
const IDLE_MS = 10_000;
/** Lets closed sockets be cleaned up before idle CPU is read. */
const IDLE_SETTLE_MS = 2000;
/** How far ahead the bare server's replay is scheduled (its /start answer need not arrive first). */
const BASELINE_LEAD_MS = 200;

/** The index of the replica whose /metrics says it does not hold the leader lock. */
async function notLeading(urls: string[]): Promise<number> {
  const leading = await Promise.all(
    urls.map(async (url) =>
      /^gateway_leader(\{[^}]*\})? 1$/m.test(await (await fetch(`${url}/metrics`)).text()),
    ),
  );
  const index = leading.indexOf(false);
  if (leading.filter(Boolean).length !== 1 || index < 0)
    throw new Error(`expected one leader among the replicas, /metrics said ${JSON.stringify(leading)}`);
  return index;
}

const perCpu = (deliveries: number, cpu: number) => (cpu > 0 ? deliveries / cpu : Number.NaN);

/**
 * Fan-out cost: the gateway pushing football:list to N clients, then a bare ws server broadcasting the very
 * frames the gateway sent (recorded by client 0) to N clients at the same moments. Both are measured in
 * deliveries per CPU-second of the server process only.
 */
export async function fanout(options: BenchOptions): Promise<FanoutResult[]> {
  const results: FanoutResult[] = [];
  for (const clients of options.sizes) {
    const follower = options.topology === 'follower';
    console.log(`fan-out: ${clients} clients, gateway (${options.topology})…`);
    const feedArgs = startEarlier(options.feedArgs, GATEWAY_WARMUP_MS + CONNECT_SETTLE_MS - WARMUP_MS);
    const stack = await startStack({ ...options, feedArgs, gateways: follower ? 2 : 1, redis: follower });
    let ours: FanoutResult['ours'];
    let frames: { at: number; frame: string }[];
    try {
      await sleep(GATEWAY_WARMUP_MS);
      const served = follower ? await notLeading(stack.gatewayUrls) : 0;
      const gateway = stack.gateways[served]!;
      const swarm = new WsSwarm({
        urls: [stack.gatewayUrls[served]!],
        clients,
        channels: ['football:list'],
        mode: 'socket.io',
        resume: true,
        recordFrames: true,
      });
      const connect = await swarm.connect();
      await sleep(CONNECT_SETTLE_MS);
      const cpu0 = gateway.cpuSeconds();
      swarm.startWindow();
      await sleep(options.windowMs);
      const stats = swarm.stopWindow();
      const cpu = gateway.cpuSeconds() - cpu0;
      await swarm.close();
      // Idle cost read after the clients left (right after start the gateway is still warming up).
      await sleep(IDLE_SETTLE_MS);
      const idle0 = gateway.cpuSeconds();
      await sleep(IDLE_MS);
      const idleCpuPerSecond = (gateway.cpuSeconds() - idle0) / (IDLE_MS / 1000);
      frames = stats.frames;
      ours = {
        connected: connect.connected,
        connectMs: connect.ms,
        deliveries: stats.deliveries,
        cpuSeconds: cpu,
        deliveriesPerCpuSecond: perCpu(stats.deliveries, cpu),
        gaps: stats.counts.gaps,
        duplicates: stats.counts.duplicates,
        errors: Object.values(stats.errors).reduce((a, b) => a + b, 0),
        delivery: stats.delivery,
        idleCpuPerSecond,
        marginalDeliveriesPerCpuSecond: perCpu(stats.deliveries, cpu - idleCpuPerSecond * (stats.ms / 1000)),
      };
    } finally {
      await stack.stop();
    }

    console.log(`fan-out: ${clients} clients, bare ws baseline replaying ${frames.length} frames…`);
    const framesFile = path.join(BENCH_OUT, `fanout-frames-${clients}.json`);
    writeFileSync(framesFile, JSON.stringify(frames));
    const port = options.portBase + PORT.baseline;
    const server = spawnNode('baseline-ws', 'loadtest/bench/baseline/ws-broadcast-server.ts', [
      '--port',
      String(port),
      '--frames',
      framesFile,
    ]);
    let baseline: FanoutResult['baseline'];
    try {
      await waitForHttp(`http://127.0.0.1:${port}/healthz`);
      const swarm = new WsSwarm({
        urls: [`http://127.0.0.1:${port}`],
        clients,
        channels: [],
        mode: 'baseline',
      });
      const connect = await swarm.connect();
      await sleep(CONNECT_SETTLE_MS);
      const cpu0 = server.cpuSeconds();
      swarm.startWindow();
      // A start a moment ahead, so the swarm knows every frame's send time before the first one arrives.
      const startAt = Date.now() + BASELINE_LEAD_MS;
      swarm.expectBaselineFrames(frames.map((f) => startAt + f.at));
      await fetch(`http://127.0.0.1:${port}/start?at=${startAt}`, { method: 'POST' });
      // The last recorded frame is at most windowMs in; a little slack lets it arrive.
      await sleep(BASELINE_LEAD_MS + options.windowMs + 1000);
      const stats = swarm.stopWindow();
      const cpu = server.cpuSeconds() - cpu0;
      await swarm.close();
      baseline = {
        connected: connect.connected,
        connectMs: connect.ms,
        deliveries: stats.deliveries,
        cpuSeconds: cpu,
        deliveriesPerCpuSecond: perCpu(stats.deliveries, cpu),
        delivery: stats.delivery,
      };
    } finally {
      await server.stop();
    }
    const result: FanoutResult = {
      clients,
      topology: options.topology,
      windowMs: options.windowMs,
      ours,
      baseline,
      ratio: ours.deliveriesPerCpuSecond / baseline.deliveriesPerCpuSecond,
      frames: frames.length,
    };
    console.log(JSON.stringify(result));
    results.push(result);
  }
  return results;
}
