// @ts-check
/**
 * Match day: visitors ramp up to VUS (default 200), each opening the day list, some a match page, and
 * watching live for SESSION_SECONDS before coming back. 7 minutes; `-e TIME_SCALE=0.4` plays it in 2.8.
 *   k6 run -e GATEWAY=http://localhost:4000 -e VUS=1000 loadtest/k6/match-day.js
 */
import { SESSION_MS } from './lib/config.js';
import { liveSession } from './lib/live-session.js';
import { dayList, matchDetail } from './lib/rest.js';
import { createSeqTracker } from './lib/seq-tracker.js';
import { matchDayStages } from './lib/stages.js';

/** Share of visitors who open a match page next to the list (titan007 traffic is mostly list pages). */
const DETAIL_SHARE = 0.4;

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    matchDay: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: matchDayStages,
      gracefulRampDown: `${SESSION_MS / 1000 + 10}s`,
    },
  },
  thresholds: {
    // Nothing may be silently lost ([P5]); any gap fails the run.
    seq_gaps: ['count==0'],
    protocol_errors: ['count==0'],
    // A score should reach every screen within half a second of leaving the gateway, and the slowest 1%
    // within a second, or the 比分 column visibly lags TV.
    patch_delivery_ms: ['p(95)<500', 'p(99)<1000'],
    // Reads are cached at the gateway, so they must stay fast however many users there are.
    'http_req_duration{name:scheduleByDate}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{name:header}': ['p(95)<300', 'p(99)<800'],
    checks: ['rate>0.99'],
  },
};

// One tracker per VU: its next session resumes from the last (epoch, seq), as a reopened tab does.
const tracker = createSeqTracker();

export default function () {
  const ids = dayList();
  const channels = ['football:list'];
  const pick = ids[Math.floor(Math.random() * Math.min(ids.length, 20))];
  if (pick && Math.random() < DETAIL_SHARE) {
    matchDetail(pick);
    channels.push(`football:match:${pick}`);
  }
  liveSession({ channels, durationMs: SESSION_MS, tracker });
}
