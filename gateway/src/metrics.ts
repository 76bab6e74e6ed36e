import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * How often the event-loop delay histogram samples. prom-client's default (10 ms) is a timer that wakes an
 * otherwise idle loop 100 times a second: on a 2-core VM that was most of the gateway's epoll wake-ups
 * (~200/s idle, strace) for a lag metric whose alerts are about stalls of 100 ms and more.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

/** One registry per gateway instance, so several instances in one test process do not collide. */
export function createMetrics(nodeId: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ node: nodeId });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  return registry;
}
