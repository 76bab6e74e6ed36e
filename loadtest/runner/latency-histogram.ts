import { build, type Histogram } from 'hdr-histogram-js';

export interface LatencyStats {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Milliseconds from 0 to 10 min with 3 significant digits: a stuck patch still lands in the histogram. */
export function createLatencyHistogram(): Histogram {
  return build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 600_000,
    numberOfSignificantValueDigits: 3,
    useWebAssembly: false,
  });
}

export function latencyStats(histogram: Histogram): LatencyStats {
  const count = histogram.totalCount;
  if (count === 0) return { count: 0, mean: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  return {
    count,
    mean: Math.round(histogram.mean * 10) / 10,
    p50: histogram.getValueAtPercentile(50),
    p95: histogram.getValueAtPercentile(95),
    p99: histogram.getValueAtPercentile(99),
    max: histogram.maxValue,
  };
}

/** Records a delivery time; clocks of one machine can disagree by a ms, so negatives count as 0. */
export function recordLatency(histogram: Histogram, ms: number): void {
  histogram.recordValue(Math.min(600_000, Math.max(0, Math.round(ms))));
}
