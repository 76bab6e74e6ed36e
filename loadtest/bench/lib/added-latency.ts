import {
  createLatencyHistogram,
  type LatencyStats,
  latencyStats,
  recordLatency,
} from '../../runner/latency-histogram.ts';
import { latestAtOrBefore } from './wire-bytes.ts';
import type { PatchSample } from './ws-swarm.ts';

/**
 * Gateway-added latency: for each patch, receipt minus the moment the upstream answer that caused it finished
 * arriving (the latest `change` answer with rows before the patch's stamp). Patches of channels without
 * cause times, or stamped before the first answer, are left out.
 */
export function addedLatency(
  samples: readonly PatchSample[],
  causes: (channel: string) => readonly number[] | null,
): LatencyStats {
  const histogram = createLatencyHistogram();
  for (const sample of samples) {
    const times = causes(sample.channel);
    if (!times) continue;
    const cause = latestAtOrBefore(times, sample.ts);
    if (cause !== null) recordLatency(histogram, sample.at - cause);
  }
  return latencyStats(histogram);
}
