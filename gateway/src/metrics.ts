import { collectDefaultMetrics, Registry } from 'prom-client';
import { LAG_GAUGE_NAMES, registerEventLoopLag } from './event-loop-lag.ts';

/**
 * prom-client's default metrics, except the event-loop delay gauges, which are our own (event-loop-lag.ts):
 * its histogram would sample every 10 ms. Its own sampler is kept at one wake-up a second, and what it reads
 * is dropped.
 */
const DEFAULT_LAG_PRECISION_MS = 1_000;

/** One registry per gateway instance, so several instances in one test process do not collide. */
export function createMetrics(nodeId: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ node: nodeId });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: DEFAULT_LAG_PRECISION_MS });
  for (const name of LAG_GAUGE_NAMES) registry.removeSingleMetric(name);
  registerEventLoopLag(registry);
  return registry;
}
