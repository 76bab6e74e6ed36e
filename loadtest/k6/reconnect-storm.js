// @ts-check
/**
 * Reconnect storm: every VU drops its socket at the same instant (a replica restart, a mobile network
 * hand-over) and reconnects at once with its last (epoch, seq). The gateway should replay from history,
 * not send thousands of snapshots, and lose nothing.
 *   k6 run -e GATEWAY=http://localhost:4000 -e VUS=1000 -e STORM_EVERY=30 loadtest/k6/reconnect-storm.js
 *
 * Every VU joins fresh at t = 0 (a snapshot of each channel for everyone at once): that cold start is not a
 * storm, so its samples carry `phase:cold` and are reported on their own; the thresholds judge the storms
 * (`phase:storm`, sessions that resume with a position).
 */
import { envNumber, envText } from './lib/config.js';
import { liveSession } from './lib/live-session.js';
import { createSeqTracker, positionOf } from './lib/seq-tracker.js';
import { PEAK_VUS } from './lib/stages.js';

/** All VUs close at each multiple of this many seconds of wall-clock time. */
const STORM_MS = envNumber('STORM_EVERY', 30) * 1000;
const CHANNELS = ['football:list', 'basketball:list'];

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    storm: {
      executor: 'constant-vus',
      vus: PEAK_VUS,
      duration: envText('DURATION', '3m'),
      gracefulStop: `${STORM_MS / 1000 + 5}s`,
    },
  },
  thresholds: {
    seq_gaps: ['count==0'],
    protocol_errors: ['count==0'],
    // A few seconds away is well inside the history, so nearly every resume must be a replay.
    'resumed_by_replay{phase:storm}': ['rate>0.95'],
    // Everyone resubscribes in the same second: acks may queue, but not for more than 2 s.
    'subscribe_ack_ms{phase:storm}': ['p(95)<1000', 'p(99)<2000'],
    'patch_delivery_ms{phase:storm}': ['p(95)<1000', 'p(99)<2000'],
    // The cold start, reported beside the storms and not judged (these always hold; k6 prints submetrics
    // only when a threshold names them).
    'subscribe_ack_ms{phase:cold}': ['max>=0'],
    'patch_delivery_ms{phase:cold}': ['max>=0'],
  },
};

const tracker = createSeqTracker();

export default function () {
  let wait = STORM_MS - (Date.now() % STORM_MS);
  // Too close to the boundary to subscribe first: stay through the next storm instead.
  if (wait < 2000) wait += STORM_MS;
  // The VU's first session subscribes without a position (cold); every later one resumes after a storm.
  const phase = CHANNELS.some((channel) => positionOf(tracker, channel) !== null) ? 'storm' : 'cold';
  liveSession({ channels: CHANNELS, durationMs: wait, tracker, tags: { phase } });
}
