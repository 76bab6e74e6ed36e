import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { Gauge, type Registry } from 'prom-client';

/**
 * How often the loop's delay is sampled. prom-client samples every 10 ms: 100 timer wake-ups a second, about
 * half of an idle replica's wake-ups, each a paravirtualised interrupt on a VM (docs/benchmarks.md). 100 ms
 * still sees any stall worth a dashboard.
 */
export const LAG_RESOLUTION_MS = 100;

/** prom-client's names, so dashboards keep working; nodejs_eventloop_lag_seconds stays prom-client's own. */
const STATS = {
  min: (h: IntervalHistogram) => h.min,
  max: (h: IntervalHistogram) => h.max,
  mean: (h: IntervalHistogram) => h.mean,
  p50: (h: IntervalHistogram) => h.percentile(50),
  p90: (h: IntervalHistogram) => h.percentile(90),
  p99: (h: IntervalHistogram) => h.percentile(99),
} as const;
export const LAG_GAUGE_NAMES = [
  ...Object.keys(STATS).map((s) => `nodejs_eventloop_lag_${s}_seconds`),
  'nodejs_eventloop_lag_stddev_seconds',
];

/**
 * Event-loop delay gauges from one histogram sampled every `resolutionMs`. Node's histogram records the
 * whole time between two samples, the interval plus any delay, so the interval is taken off each figure
 * (an idle loop reads ~0, not the interval); the standard deviation does not change by a constant. Read and
 * reset at every scrape, as prom-client's are.
 */
export function registerEventLoopLag(
  registry: Registry,
  options: { resolutionMs?: number; histogram?: Pick<IntervalHistogram, keyof IntervalHistogram> } = {},
): void {
  const resolutionMs = options.resolutionMs ?? LAG_RESOLUTION_MS;
  const histogram = options.histogram ?? monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const delaySeconds = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs) / 1e3;
  const gauges = Object.entries(STATS).map(
    ([stat, read]) =>
      [
        new Gauge({
          name: `nodejs_eventloop_lag_${stat}_seconds`,
          help: `The ${stat} of the event loop's delay in seconds since the last scrape (beyond the ${resolutionMs} ms sampling interval).`,
          registers: [registry],
        }),
        read,
      ] as const,
  );
  new Gauge({
    name: 'nodejs_eventloop_lag_stddev_seconds',
    help: "The standard deviation of the event loop's delay in seconds since the last scrape.",
    registers: [registry],
    collect() {
      // One collect sets every gauge, so all of them describe the same samples.
      const h = histogram as IntervalHistogram;
      if (h.count > 0) {
        for (const [gauge, read] of gauges) gauge.set(delaySeconds(read(h)));
        this.set(h.stddev / 1e9);
      }
      histogram.reset();
    },
  });
}
