// @ts-check
/**
 * Smoke: one visitor opens the day list and a match, and watches both live for 20 s. Run it before any
 * bigger shape: `k6 run -e GATEWAY=http://localhost:4000 loadtest/k6/smoke.js`.
 */
import { liveSession } from './lib/live-session.js';
import { dayList, matchDetail } from './lib/rest.js';
import { createSeqTracker } from './lib/seq-tracker.js';

/** @type {import('k6/options').Options} */
export const options = {
  vus: 1,
  iterations: 1,
  thresholds: {
    // A gap with one user is a bug, not a load effect.
    seq_gaps: ['count==0'],
    protocol_errors: ['count==0'],
    checks: ['rate==1'],
    // An idle gateway should hand a patch over in a few ms; 100/250 leaves room for a busy laptop.
    patch_delivery_ms: ['p(95)<100', 'p(99)<250'],
    // The day list is served from the gateway's cache after the first call.
    'http_req_duration{name:scheduleByDate}': ['p(95)<500'],
  },
};

export default function () {
  const ids = dayList();
  const hot = ids[0];
  if (hot) matchDetail(hot);
  const channels = hot ? ['football:list', `football:match:${hot}`] : ['football:list'];
  liveSession({ channels, durationMs: 20_000, tracker: createSeqTracker() });
}
