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
    // The first read of a date goes through to the upstream (and on a busy box waits for CPU on both sides):
    // it must answer, within the upstream timeout's order. The second is served from the gateway's cache,
    // encoded once per change ([A2]): that is what every later visitor gets, so that is what is judged tightly.
    'http_req_duration{name:scheduleByDate_first}': ['p(95)<3000'],
    'http_req_duration{name:scheduleByDate}': ['p(95)<500'],
  },
};

export default function () {
  dayList('scheduleByDate_first');
  const ids = dayList();
  const hot = ids[0];
  if (hot) matchDetail(hot);
  const channels = hot ? ['football:list', `football:match:${hot}`] : ['football:list'];
  liveSession({ channels, durationMs: 20_000, tracker: createSeqTracker() });
}
