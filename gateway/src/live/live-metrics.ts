import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** The live pipeline's Prometheus series (names are part of the operations contract, docs/operations.md). */
export function createLiveMetrics(registry: Registry) {
  // Deliveries are counted per socket per patch (10,000 a second at a goal), so the hot path only adds to a
  // number; prom-client's own inc (label hashing, validation) runs once per scrape.
  let pendingDeliveries = 0;
  const deliveries = new Counter({
    name: 'gateway_deliveries_total',
    help: 'Patch messages written to sockets on this replica',
    registers: [registry],
    collect() {
      if (pendingDeliveries > 0) this.inc(pendingDeliveries);
      pendingDeliveries = 0;
    },
  });
  return {
    leader: new Gauge({
      name: 'gateway_leader',
      help: '1 while this replica holds the poller lock',
      registers: [registry],
    }),
    connections: new Gauge({
      name: 'gateway_connections',
      help: 'Open sockets on this replica',
      registers: [registry],
    }),
    subscriptions: new Gauge({
      name: 'gateway_subscriptions',
      help: 'Channel subscriptions held by sockets on this replica',
      registers: [registry],
    }),
    polls: new Counter({
      name: 'gateway_polls_total',
      help: 'Upstream polls by sport, call and result (ok, unchanged, error)',
      labelNames: ['sport', 'call', 'result'],
      registers: [registry],
    }),
    patches: new Counter({
      name: 'gateway_patches_total',
      help: 'Patches published by the leader, by channel kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    deliveries,
    /** Counts patches written to sockets: a plain addition, read into the counter at scrape time. */
    countDeliveries: (sockets: number) => {
      pendingDeliveries += sockets;
    },
    snapshots: new Counter({
      name: 'gateway_snapshots_total',
      help: 'Snapshots written to sockets on this replica',
      registers: [registry],
    }),
    snapshotReads: new Counter({
      name: 'gateway_snapshot_reads_total',
      help: 'Store reads behind fresh-page snapshots (joiners of one channel share a read)',
      registers: [registry],
    }),
    pollToEmit: new Histogram({
      name: 'gateway_poll_to_emit_seconds',
      help: 'From the start of a poll to the emit of the patch it produced',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    stale: new Gauge({
      name: 'gateway_stale',
      help: '1 while a sport is marked stale (upstream down)',
      labelNames: ['sport'],
      registers: [registry],
    }),
  };
}

export type LiveMetrics = ReturnType<typeof createLiveMetrics>;
