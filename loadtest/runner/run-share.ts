import { setTimeout as sleep } from 'node:timers/promises';
import { encodeIntoCompressedBase64 } from 'hdr-histogram-js';
import { type SeqCounts, sumCounts } from '../k6/lib/seq-tracker.js';
import type { RunnerOptions } from './args.ts';
import { ClientSession, type SessionSink } from './client-session.ts';
import { createLatencyHistogram, recordLatency } from './latency-histogram.ts';
import { dayListUrl, FULL_PARSE_EVERY, getEnvelope, headerUrl, restErrorKind } from './rest-journey.ts';
import { arrivalAt, channelsFor, stormsAt } from './scenario.ts';
import { seededRandom } from './seeded-random.ts';

/** Which clients of the run one worker plays: every `of`-th, starting at `index`. */
export interface Share {
  index: number;
  of: number;
}

/** What one worker saw; histograms travel as HDR's compressed base64 and are merged by the main thread. */
export interface ShareResult {
  connected: number;
  counts: SeqCounts;
  errors: Record<string, number>;
  bytes: number;
  resumes: { replay: number; snapshot: number };
  restRequests: number;
  histograms: { patch: string; ack: string; rest: string };
}

/**
 * Plays a share of the run's clients: the same arrival times, channels and storms as a single-process run,
 * so splitting the load generator over threads changes what it can sustain, not what it asks of the gateway.
 */
export async function runShare(opts: RunnerOptions, share: Share, matchIds: string[]): Promise<ShareResult> {
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

  const rest = async (url: string) => {
    // Parsing a sample is enough to catch malformed bodies; the rest are checked by their envelope bytes.
    const result = await getEnvelope(url, { parse: restRequests % FULL_PARSE_EVERY === 0 });
    restRequests++;
    recordLatency(restHist, result.ms);
    if (!result.ok) sink.error(restErrorKind(result));
    return result;
  };

  // Every worker draws the whole run's channel plan from the seed and keeps its share of it.
  const rand = seededRandom(opts.seed);
  const plan = Array.from({ length: opts.clients }, (_, i) => ({
    channels: channelsFor(opts.scenario, matchIds, rand),
    at: arrivalAt(opts.scenario, i, opts.clients, opts.rampMs),
  })).filter((_, i) => i % share.of === share.index);

  const sessions: ClientSession[] = [];
  // Page REST calls run beside the socket, as a browser's do; a slow one must not delay later arrivals.
  const journeys: Promise<unknown>[] = [];
  await Promise.all(
    plan.map(({ channels, at }) =>
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
    ),
  );
  for (const at of stormsAt(opts.scenario, opts.durationMs)) {
    setTimeout(() => {
      if (share.index === 0) console.log(`storm: every client drops and resumes at once`);
      for (const session of sessions) session.reconnect();
    }, at).unref();
  }
  await sleep(opts.durationMs);
  for (const session of sessions) session.close();
  await Promise.all(journeys);
  return {
    connected,
    counts: sumCounts(sessions.map((s) => s.tracker.counts)),
    errors,
    bytes,
    resumes,
    restRequests,
    histograms: {
      patch: encodeIntoCompressedBase64(patchHist),
      ack: encodeIntoCompressedBase64(ackHist),
      rest: encodeIntoCompressedBase64(restHist),
    },
  };
}
