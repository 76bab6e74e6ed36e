import type { IntervalHistogram } from 'node:perf_hooks';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerEventLoopLag } from './event-loop-lag.ts';
import { createMetrics } from './metrics.ts';

const ms = (n: number) => n * 1e6;

/** A histogram whose samples are given, as Node's records them: interval plus delay, in ns. */
function fakeHistogram(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  let resets = 0;
  const h = {
    count: samples.length,
    min: sorted[0]!,
    max: sorted.at(-1)!,
    mean,
    stddev: Math.sqrt(samples.reduce((a, s) => a + (s - mean) ** 2, 0) / samples.length),
    percentile: (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!,
    enable: () => true,
    disable: () => true,
    reset: () => {
      resets++;
    },
  };
  return { h: h as unknown as IntervalHistogram, resets: () => resets };
}

async function gauge(registry: Registry, stat: string): Promise<number> {
  const metric = await registry.getSingleMetric(`nodejs_eventloop_lag_${stat}_seconds`)?.get();
  return metric?.values[0]?.value ?? Number.NaN;
}

describe('event-loop lag gauges', () => {
  it('report the delay beyond the sampling interval, not the interval itself, and reset at each scrape', async () => {
    const registry = new Registry();
    // Ten samples at 100 ms: five on time, four 1 ms late, one 250 ms late.
    const samples = [...Array.from({ length: 9 }, (_, i) => ms(100 + (i % 2))), ms(350)];
    const fake = fakeHistogram(samples);
    registerEventLoopLag(registry, { resolutionMs: 100, histogram: fake.h });
    await registry.metrics(); // stddev's collect sets every gauge
    expect(await gauge(registry, 'min')).toBe(0);
    expect(await gauge(registry, 'p50')).toBe(0);
    expect(await gauge(registry, 'p90')).toBeCloseTo(0.001, 6);
    expect(await gauge(registry, 'max')).toBeCloseTo(0.25, 6);
    expect(await gauge(registry, 'mean')).toBeCloseTo((4 * 0.001 + 0.25) / 10, 6);
    expect(fake.resets()).toBeGreaterThanOrEqual(1);
  });

  it('the gateway registry has each lag gauge once, ours, beside prom-client’s other defaults', async () => {
    const registry = createMetrics('test');
    const text = await registry.metrics();
    expect(text.match(/^# HELP nodejs_eventloop_lag_p99_seconds .*sampling interval/m)).not.toBeNull();
    expect(text.match(/^# TYPE nodejs_eventloop_lag_p99_seconds/gm)).toHaveLength(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds/m);
    expect(text).toMatch(/^process_cpu_seconds_total/m);
  });

  it('a real stall shows up as at least its length beyond the interval', async () => {
    const registry = new Registry();
    registerEventLoopLag(registry, { resolutionMs: 20 });
    await new Promise((r) => setTimeout(r, 60));
    const until = Date.now() + 300;
    while (Date.now() < until); // block the loop for 300 ms
    await new Promise((r) => setTimeout(r, 60));
    await registry.metrics();
    // A lower bound only: a busy machine can only add delay.
    expect(await gauge(registry, 'max')).toBeGreaterThanOrEqual(0.25);
  });
});
