import { setTimeout as sleep } from 'node:timers/promises';
import type { LatencyStats } from '../runner/latency-histogram.ts';
import { type BenchOptions, WARMUP_MS } from './lib/bench-options.ts';
import { connectListWatchers, listAddedLatency } from './lib/list-watchers.ts';
import { startStack } from './lib/stack.ts';

export interface ReplicaResult {
  replicas: number;
  clients: number;
  windowMs: number;
  connected: number;
  deliveries: number;
  gaps: number;
  duplicates: number;
  errors: number;
  /** Sum over replicas. */
  gatewayCpuSeconds: number;
  deliveriesPerCpuSecond: number;
  upstreamPerMinute: number;
  delivery: LatencyStats;
  added: LatencyStats;
}

/**
 * The same load (clients spread round robin, as nginx does) on 1, 2 and 3 replicas sharing our own Redis.
 * One leader polls, so upstream load must not grow; every replica must deliver every patch.
 */
export async function replicas(options: BenchOptions, counts = [1, 2, 3]): Promise<ReplicaResult[]> {
  const clients = options.sizes[0] ?? 2000;
  const results: ReplicaResult[] = [];
  for (const n of counts) {
    console.log(`replicas: ${n} × gateway with Redis, ${clients} clients…`);
    const stack = await startStack({ ...options, gateways: n, redis: true });
    try {
      await sleep(WARMUP_MS);
      const { swarm, connect } = await connectListWatchers(stack, clients);
      const cpu0 = stack.gateways.map((g) => g.cpuSeconds());
      swarm.startWindow();
      await sleep(options.windowMs);
      const stats = swarm.stopWindow();
      const cpu = stack.gateways.reduce((sum, g, i) => sum + g.cpuSeconds() - (cpu0[i] ?? 0), 0);
      const counts = await stack.proxy.counts();
      const added = await listAddedLatency(stack, stats.samples);
      await swarm.close();
      const result: ReplicaResult = {
        replicas: n,
        clients,
        windowMs: stats.ms,
        connected: connect.connected,
        deliveries: stats.deliveries,
        gaps: stats.counts.gaps,
        duplicates: stats.counts.duplicates,
        errors: Object.values(stats.errors).reduce((a, b) => a + b, 0),
        gatewayCpuSeconds: cpu,
        deliveriesPerCpuSecond: cpu > 0 ? stats.deliveries / cpu : Number.NaN,
        upstreamPerMinute: Object.values(counts).reduce((a, b) => a + b, 0) / (stats.ms / 60_000),
        delivery: stats.delivery,
        added,
      };
      console.log(JSON.stringify(result));
      results.push(result);
    } finally {
      await stack.stop();
    }
  }
  return results;
}
