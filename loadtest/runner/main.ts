// npm run load -- --clients 2000 --duration 60s --gateway http://localhost:4000 [--scenario match-day]
// Replays match-day traffic with socket.io-client and exits non-zero on seq gaps or errors.
import { Worker } from 'node:worker_threads';
import { decodeFromCompressedBase64, type Histogram } from 'hdr-histogram-js';
import { sumCounts } from '../k6/lib/seq-tracker.js';
import { parseRunnerArgs, USAGE } from './args.ts';
import { createLatencyHistogram, latencyStats, recordLatency } from './latency-histogram.ts';
import { dayListUrl, getEnvelope, matchIdsOf, restErrorKind } from './rest-journey.ts';
import { runShare, type ShareResult } from './run-share.ts';
import { formatReport, type RunSummary, verdictOf } from './run-summary.ts';

const parsed = parseRunnerArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.error}\n${USAGE}`);
  process.exit(2);
}
const opts = parsed.options;

// The first day list tells the clients which matches there are; it counts like any page's call.
const first = await getEnvelope(dayListUrl(opts.gateway, opts.date));
if (!first.ok) console.warn(`the day list answered ${first.status}: is the gateway at ${opts.gateway} up?`);
const matchIds = matchIdsOf(first.body);
if (matchIds.length === 0)
  console.warn(`no matches in the day list for ${opts.date}: clients watch lists only`);

console.log(
  `${opts.scenario}: ${opts.clients} clients arriving over ${opts.rampMs} ms, then ${opts.durationMs} ms` +
    ` (${opts.workers} load-generator thread${opts.workers > 1 ? 's' : ''})`,
);
const started = Date.now();
// One thread cannot parse thousands of 200 KB snapshots a second; the clients are dealt out over threads.
const results: ShareResult[] =
  opts.workers === 1
    ? [await runShare(opts, { index: 0, of: 1 }, matchIds)]
    : await Promise.all(
        Array.from(
          { length: opts.workers },
          (_, index) =>
            new Promise<ShareResult>((resolve, reject) => {
              const worker = new Worker(new URL('./share-worker.mjs', import.meta.url), {
                workerData: { opts, share: { index, of: opts.workers }, matchIds },
              });
              worker.once('message', resolve);
              worker.once('error', reject);
            }),
        ),
      );

const merged = (pick: (r: ShareResult) => string): Histogram => {
  const total = createLatencyHistogram();
  for (const r of results) total.add(decodeFromCompressedBase64(pick(r), 32, false));
  return total;
};
const errors: Record<string, number> = first.ok ? {} : { [restErrorKind(first)]: 1 };
for (const r of results)
  for (const [kind, n] of Object.entries(r.errors)) errors[kind] = (errors[kind] ?? 0) + n;
const restHistogram = merged((r) => r.histograms.rest);
recordLatency(restHistogram, first.ms);
const sum = (pick: (r: ShareResult) => number) => results.reduce((s, r) => s + pick(r), 0);

const summary: RunSummary = {
  scenario: opts.scenario,
  gateway: opts.gateway,
  clients: opts.clients,
  durationMs: Date.now() - started,
  connected: sum((r) => r.connected),
  counts: sumCounts(results.map((r) => r.counts)),
  errors,
  bytes: sum((r) => r.bytes),
  patchLatency: latencyStats(merged((r) => r.histograms.patch)),
  ackLatency: latencyStats(merged((r) => r.histograms.ack)),
  rest: { requests: 1 + sum((r) => r.restRequests), latency: latencyStats(restHistogram) },
  resumes: {
    replay: sum((r) => r.resumes.replay),
    snapshot: sum((r) => r.resumes.snapshot),
  },
};
console.log(formatReport(summary));
if (process.env.LOAD_JSON) console.log(JSON.stringify(summary));
process.exit(verdictOf(summary).pass ? 0 : 1);
