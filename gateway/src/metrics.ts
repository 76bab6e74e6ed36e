import { collectDefaultMetrics, Registry } from 'prom-client';

/** One registry per gateway instance, so several instances in one test process do not collide. */
export function createMetrics(nodeId: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ node: nodeId });
  collectDefaultMetrics({ register: registry });
  return registry;
}
