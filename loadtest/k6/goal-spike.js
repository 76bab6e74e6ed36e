// @ts-check
/**
 * Goal spike: a goal in the biggest live match sends ten times the audience to its page within seconds.
 *   k6 run -e GATEWAY=http://localhost:4000 -e VUS=2000 loadtest/k6/goal-spike.js
 */
import { liveSession } from './lib/live-session.js';
import { dayList, matchDetail } from './lib/rest.js';
import { createSeqTracker } from './lib/seq-tracker.js';
import { goalSpikeStages } from './lib/stages.js';

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    spike: { executor: 'ramping-vus', startVUs: 0, stages: goalSpikeStages, gracefulRampDown: '40s' },
  },
  thresholds: {
    seq_gaps: ['count==0'],
    protocol_errors: ['count==0'],
    // Under a spike we allow twice the match-day budget, but a goal older than 2 s is news, not live.
    patch_delivery_ms: ['p(95)<1000', 'p(99)<2000'],
    // Everyone asks for the same page: the gateway's cache must absorb it, not the upstream.
    'http_req_duration{name:header}': ['p(95)<500', 'p(99)<1500'],
    // Joining must stay quick while thousands join at once.
    subscribe_ack_ms: ['p(95)<1000'],
    checks: ['rate>0.99'],
  },
};

/** @returns {{ hot: string | null }} */
export function setup() {
  return { hot: dayList()[0] ?? null };
}

/** @param {{ hot: string | null }} data */
export default function (data) {
  const channels = ['football:list'];
  if (data.hot) {
    matchDetail(data.hot);
    channels.push(`football:match:${data.hot}`, `odds:football:${data.hot}`);
  }
  liveSession({ channels, durationMs: 30_000, tracker: createSeqTracker() });
}
