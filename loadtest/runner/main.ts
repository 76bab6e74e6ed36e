// npm run load -- --clients 2000 --duration 60s --gateway http://localhost:4000 [--scenario match-day]
// Replays match-day traffic with socket.io-client and exits non-zero on seq gaps or errors.
import { setTimeout as sleep } from 'node:timers/promises';
import { sumCounts } from '../k6/lib/seq-tracker.js';
import { parseRunnerArgs, USAGE } from './args.ts';
import { ClientSession, type SessionSink } from './client-session.ts';
import { createLatencyHistogram, latencyStats, recordLatency } from './latency-histogram.ts';
import { dayListUrl, getEnvelope, headerUrl, matchIdsOf } from './rest-journey.ts';
import { formatReport, type RunSummary, verdictOf } from './run-summary.ts';
import { arrivalAt, channelsFor, stormsAt } from './scenario.ts';
import { seededRandom } from './seeded-random.ts';

const parsed = parseRunnerArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.error}\n${USAGE}`);
  process.exit(2);
}
const opts = parsed.options;
const patchHist = createLatencyHistogram();
const ackHist = createLatencyHistogram();
const restHist = createLatencyHistogram();
const errors: Record<string, number> = {};
const resumes = { replay: 0, snapshot: 0 };
let bytes = 0;
let connected = 0;
let restRequests = 0;
const sink: SessionSink = {
  patchLatency: (ms) => recordLatency(patchHist, ms),
  ackLatency: (ms) => recordLatency(ackHist, ms),
  bytes: (n) => {
    bytes += n;
  },
  error: (kind) => {
    errors[kind] = (errors[kind] ?? 0) + 1;
  },
  resumed: (mode) => {
    resumes[mode]++;
  },
  connected: () => {
    connected++;
  },
};

async function rest(url: string) {
  const result = await getEnvelope(url);
  restRequests++;
  recordLatency(restHist, result.ms);
  if (!result.ok) sink.error('rest');
  return result;
}

const first = await rest(dayListUrl(opts.gateway, opts.date));
const matchIds = matchIdsOf(first.body);
if (matchIds.length === 0)
  console.warn(`no matches in the day list for ${opts.date}: clients watch lists only`);

const rand = seededRandom(opts.seed);
const sessions: ClientSession[] = [];
const started = Date.now();
console.log(
  `${opts.scenario}: ${opts.clients} clients arriving over ${opts.rampMs} ms, then ${opts.durationMs} ms`,
);
const arrivals: Promise<void>[] = [];
// Page REST calls run beside the socket, as a browser's do; a slow one must not delay later arrivals.
const journeys: Promise<unknown>[] = [];
for (let i = 0; i < opts.clients; i++) {
  const channels = channelsFor(opts.scenario, matchIds, rand);
  const at = arrivalAt(opts.scenario, i, opts.clients, opts.rampMs);
  arrivals.push(
    sleep(at).then(() => {
      const session = new ClientSession(opts.gateway, channels, sink);
      sessions.push(session);
      session.connect();
      // The page's own REST calls: the day list, and the match header when a match page is open.
      const match = channels.find((c) => c.startsWith('football:match:'));
      journeys.push(
        rest(dayListUrl(opts.gateway, opts.date)).then(() =>
          match ? rest(headerUrl(opts.gateway, match.slice('football:match:'.length))) : null,
        ),
      );
    }),
  );
}
await Promise.all(arrivals);
for (const at of stormsAt(opts.scenario, opts.durationMs)) {
  setTimeout(() => {
    console.log(`storm: ${sessions.length} clients drop and resume at once`);
    for (const session of sessions) session.reconnect();
  }, at).unref();
}
await sleep(opts.durationMs);
for (const session of sessions) session.close();
await Promise.all(journeys);

const summary: RunSummary = {
  scenario: opts.scenario,
  gateway: opts.gateway,
  clients: opts.clients,
  durationMs: Date.now() - started,
  connected,
  counts: sumCounts(sessions.map((s) => s.tracker.counts)),
  errors,
  bytes,
  patchLatency: latencyStats(patchHist),
  ackLatency: latencyStats(ackHist),
  rest: { requests: restRequests, latency: latencyStats(restHist) },
  resumes,
};
console.log(formatReport(summary));
if (process.env.LOAD_JSON) console.log(JSON.stringify(summary));
process.exit(verdictOf(summary).pass ? 0 : 1);
