// @ts-check
/**
 * The arena pages that list a day's matches: 发布推荐's open matches (getHostFootMatch) and 今日模型推荐
 * (getAiAnalysisListByDate), VUS visitors each asking one after the other for DURATION. With FEED (run.sh
 * passes it) it also counts the whole-day reads (`scheduleByDate`) the upstream answered meanwhile, from the
 * feed's /metrics: what fans opening these pages cost the score centre. Before 28 Nov each view was one read.
 *
 *   loadtest/k6/run.sh arena-pages.js -e VUS=20 -e DURATION=20s
 *   k6 run -e GATEWAY=http://localhost:4000 -e FEED=http://localhost:4001 loadtest/k6/arena-pages.js
 */
import { check } from 'k6';
import http from 'k6/http';
import { envNumber, envText, GATEWAY } from './lib/config.js';

const FEED = envText('FEED', '').replace(/\/+$/, '');
const VUS = envNumber('VUS', 20);
const DURATION = envText('DURATION', '20s');

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    hostMatches: { executor: 'constant-vus', vus: VUS, duration: DURATION, exec: 'hostMatches' },
    modelPicks: { executor: 'constant-vus', vus: VUS, duration: DURATION, exec: 'modelPicks' },
  },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  thresholds: {
    checks: ['rate==1'],
    http_req_failed: ['rate==0'],
    // Per page, so the summary shows each: 20 visitors at once on two cores, PGlite, each page a few ms of work.
    'http_req_duration{name:getHostFootMatch}': ['p(95)<3000'],
    'http_req_duration{name:getAiAnalysisListByDate}': ['p(95)<3000'],
  },
};

/** The feed's answered football day reads so far; null without FEED. */
function dayReads() {
  if (!FEED) return null;
  const text = String(http.get(`${FEED}/metrics`, { tags: { name: 'feedMetrics' } }).body ?? '');
  const line = text
    .split('\n')
    .find((l) => l.startsWith('feed_requests_total{path="football/scheduleByDate",code="200"'));
  return line ? Number(line.split(' ').pop()) : 0;
}

export function setup() {
  return { readsBefore: dayReads() };
}

/** @param {string} url @param {string} name */
function listed(url, name) {
  const res = http.get(url, { tags: { name } });
  check(res, { [`${name} answers 200 with a list`]: (r) => r.status === 200 && r.json('code') === 200 });
}

export function hostMatches() {
  listed(`${GATEWAY}/api/user/arena/football/getHostFootMatch`, 'getHostFootMatch');
}

export function modelPicks() {
  listed(
    `${GATEWAY}/api/user/arenaRecommend/getAiAnalysisListByDate?page=1&limit=20`,
    'getAiAnalysisListByDate',
  );
}

/** @param {{ readsBefore: number | null }} data */
export function teardown(data) {
  const after = dayReads();
  if (data.readsBefore === null || after === null)
    console.log('upstream day reads: not counted (no -e FEED)');
  else console.log(`upstream day reads during the run: ${after - data.readsBefore}`);
}
