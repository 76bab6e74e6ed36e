import type { SeqCounts } from '../k6/lib/seq-tracker.js';
import { formatDuration } from './duration.ts';
import type { LatencyStats } from './latency-histogram.ts';

export interface RunSummary {
  scenario: string;
  gateway: string;
  clients: number;
  /** Steady-state time measured, after the ramp. */
  durationMs: number;
  connected: number;
  counts: SeqCounts;
  /** Error kind → count: connect_error, unexpected disconnect, refused subscribe, ack timeout, REST. */
  errors: Record<string, number>;
  bytes: number;
  patchLatency: LatencyStats;
  ackLatency: LatencyStats;
  rest: { requests: number; latency: LatencyStats };
  resumes: { replay: number; snapshot: number };
}

export interface Verdict {
  pass: boolean;
  reasons: string[];
}

/** A run fails on any seq gap or error ([P5]: nothing is silently lost), or when nothing was pushed at all. */
export function verdictOf(summary: RunSummary): Verdict {
  const reasons: string[] = [];
  if (summary.counts.gaps > 0) reasons.push(`${summary.counts.gaps} seq gaps`);
  const errorCount = Object.values(summary.errors).reduce((a, b) => a + b, 0);
  if (errorCount > 0) reasons.push(`${errorCount} errors`);
  if (summary.connected < summary.clients)
    reasons.push(`${summary.clients - summary.connected} clients never connected`);
  if (summary.counts.delivered === 0) reasons.push('no patches delivered');
  return { pass: reasons.length === 0, reasons };
}

const fmtBytes = (n: number): string =>
  n >= 1e9
    ? `${(n / 1e9).toFixed(2)} GB`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(2)} MB`
      : `${(n / 1e3).toFixed(1)} KB`;

const fmtLatency = (s: LatencyStats): string =>
  `p50 ${s.p50} · p95 ${s.p95} · p99 ${s.p99} · max ${s.max} ms (mean ${s.mean}, n=${s.count})`;

/** The human report printed at the end of a run. */
export function formatReport(summary: RunSummary): string {
  const { counts } = summary;
  const minutes = summary.durationMs / 60_000;
  const perClientMin = summary.clients > 0 && minutes > 0 ? summary.bytes / summary.clients / minutes : 0;
  const rate = summary.durationMs > 0 ? Math.round(counts.delivered / (summary.durationMs / 1000)) : 0;
  const errors = Object.entries(summary.errors)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const verdict = verdictOf(summary);
  return [
    `scenario ${summary.scenario} · ${summary.clients} clients · ${formatDuration(summary.durationMs)} · ${summary.gateway}`,
    `connected          ${summary.connected}/${summary.clients}`,
    `patches delivered  ${counts.delivered} (${rate}/s)`,
    `seq gaps           ${counts.gaps}   duplicates ${counts.duplicates}   held ${counts.held}   early ${counts.early}   epoch changes ${counts.epochChanges}`,
    `snapshots          ${counts.snapshots}   resumes: replay ${summary.resumes.replay}, snapshot ${summary.resumes.snapshot}`,
    `bytes received     ${fmtBytes(summary.bytes)} (${fmtBytes(perClientMin)} per client per minute)`,
    `patch delivery     ${fmtLatency(summary.patchLatency)}`,
    `subscribe ack      ${fmtLatency(summary.ackLatency)}`,
    `REST journeys      ${summary.rest.requests} requests · ${fmtLatency(summary.rest.latency)}`,
    `errors             ${errors === '' ? 'none' : errors}`,
    verdict.pass ? 'PASS' : `FAIL: ${verdict.reasons.join('; ')}`,
  ].join('\n');
}
