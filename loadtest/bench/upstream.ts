import { setTimeout as sleep } from 'node:timers/promises';
import type { LatencyStats } from '../runner/latency-histogram.ts';
import { type BenchOptions, WARMUP_MS } from './lib/bench-options.ts';
import { connectListWatchers, listAddedLatency } from './lib/list-watchers.ts';
import { startRestLoad } from './lib/rest-load.ts';
import { startStack } from './lib/stack.ts';

export interface UpstreamResult {
  clients: number;
  windowMs: number;
  /** Requests that reached the feed, per minute, all paths. */
  upstreamPerMinute: number;
  byPathPerMinute: Record<string, number>;
  /** Answer bytes per minute by path: what the gateway reads, parses, validates and diffs (uncompressed). */
  byPathKbPerMinute: Record<string, number>;
  /** The gateway's CPU over the window, as a share of one core: with one client, its fixed cost. */
  gatewayCpuShare: number;
  restRequests: number;
  restErrors: number;
  restErrorsByStatus: Record<string, number>;
  connected: number;
  deliveries: number;
  gaps: number;
  /** Gateway emit (`ts`) to client receipt. */
  delivery: LatencyStats;
  /** Upstream `change` answer received (at the counting proxy) to client receipt: what the gateway adds. */
  added: LatencyStats;
}

/**
 * Upstream load and gateway-added latency with 1 client and with many: the clients watch football:list and
 * each opens the day list and a match page once during the window. A counting proxy in front of the feed
 * counts what reaches the upstream and timestamps every `change` answer, the cause of the next patch.
 */
export async function upstream(options: BenchOptions): Promise<UpstreamResult[]> {
  const results: UpstreamResult[] = [];
  for (const clients of options.sizes) {
    console.log(`upstream: ${clients} clients…`);
    const stack = await startStack({ ...options, gateways: 1, redis: false });
    try {
      await sleep(WARMUP_MS);
      const { swarm, connect } = await connectListWatchers(stack, clients);
      const cpu0 = stack.gateways[0]!.cpuSeconds();
      swarm.startWindow();
      const rest = await startRestLoad(
        stack.gatewayUrls[0]!,
        options.date,
        options.rest ? clients : 0,
        options.windowMs,
      );
      await sleep(options.windowMs);
      const stats = swarm.stopWindow();
      const cpu = stack.gateways[0]!.cpuSeconds() - cpu0;
      const counts = await stack.proxy.counts();
      const bytes = await stack.proxy.bytes();
      const added = await listAddedLatency(stack, stats.samples);
      await rest.done;
      await swarm.close();
      const minutes = stats.ms / 60_000;
      const perMinute = (by: Record<string, number>, unit = 1) =>
        Object.fromEntries(
          Object.entries(by).map(([p, n]) => [p, Math.round((n / unit / minutes) * 10) / 10]),
        );
      const byPathPerMinute = perMinute(counts);
      const result: UpstreamResult = {
        clients,
        windowMs: stats.ms,
        upstreamPerMinute: Object.values(counts).reduce((a, b) => a + b, 0) / minutes,
        byPathPerMinute,
        byPathKbPerMinute: perMinute(bytes, 1024),
        gatewayCpuShare: cpu / (stats.ms / 1000),
        restRequests: rest.requests(),
        restErrors: rest.errors(),
        restErrorsByStatus: rest.errorsByStatus(),
        connected: connect.connected,
        deliveries: stats.deliveries,
        gaps: stats.counts.gaps,
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
