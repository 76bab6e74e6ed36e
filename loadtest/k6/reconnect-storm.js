// @ts-check
/**
 * Reconnect storm: every VU drops its socket at the same instant (a replica restart, a mobile network
 * hand-over) and reconnects at once with its last (epoch, seq). The gateway should replay from history,
 * not send thousands of snapshots, and lose nothing.
 *   k6 run -e GATEWAY=http://localhost:4000 -e VUS=1000 -e STORM_EVERY=30 loadtest/k6/reconnect-storm.js
 */
import { envNumber } from './lib/config.js';
import { liveSession } from './lib/live-session.js';
import { createSeqTracker } from './lib/seq-tracker.js';
import { PEAK_VUS } from './lib/stages.js';

/** All VUs close at each multiple of this many seconds of wall-clock time. */
const STORM_MS = envNumber('STORM_EVERY', 30) * 1000;

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    storm: {
      executor: 'constant-vus',
      vus: PEAK_VUS,
      duration: '3m',
      gracefulStop: `${STORM_MS / 1000 + 5}s`,
    },
  },
  thresholds: {
    seq_gaps: ['count==0'],
    protocol_errors: ['count==0'],
    // A few seconds away is well inside the history, so nearly every resume must be a replay.
    resumed_by_replay: ['rate>0.95'],
    // Everyone resubscribes in the same second: acks may queue, but not for more than 2 s.
    subscribe_ack_ms: ['p(95)<1000', 'p(99)<2000'],
    patch_delivery_ms: ['p(95)<1000', 'p(99)<2000'],
  },
};

const tracker = createSeqTracker();

export default function () {
  let wait = STORM_MS - (Date.now() % STORM_MS);
  // Too close to the boundary to subscribe first: stay through the next storm instead.
  if (wait < 2000) wait += STORM_MS;
  liveSession({ channels: ['football:list', 'basketball:list'], durationMs: wait, tracker });
}
