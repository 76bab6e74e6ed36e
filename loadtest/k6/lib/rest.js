// @ts-check
import { check } from 'k6';
import http from 'k6/http';
import { DATE, GATEWAY } from './config.js';

/**
 * @typedef {{ code: number, msg: string, data: unknown }} Envelope
 */

/**
 * @param {import('k6/http').RefinedResponse<'text'>} res
 * @returns {Envelope | null}
 */
function envelope(res) {
  try {
    const body = /** @type {Envelope} */ (JSON.parse(String(res.body)));
    return typeof body.code === 'number' ? body : null;
  } catch {
    return null;
  }
}

/**
 * The day list a visitor opens first (`scheduleByDate`); returns the day's match ids, live ones first.
 * @param {string} [name] the request's `name` tag, for thresholds that judge one read apart from the others
 * @returns {string[]}
 */
export function dayList(name = 'scheduleByDate') {
  const res = http.get(`${GATEWAY}/sc/api/football/scheduleByDate?date=${DATE}&lang=0`, {
    tags: { name },
  });
  const body = envelope(res);
  check(res, {
    'day list: status 200': (r) => r.status === 200,
    'day list: envelope code 200': () => body?.code === 200,
  });
  const data = /** @type {{ matches?: { id: string, state: number }[] } | null | undefined} */ (body?.data);
  const matches = data?.matches ?? [];
  // Live states are 1–5 in titan007 numbering ([D3]); live pages draw the traffic on a match day.
  const live = matches.filter((m) => m.state >= 1 && m.state <= 5).map((m) => m.id);
  const rest = matches.filter((m) => !(m.state >= 1 && m.state <= 5)).map((m) => m.id);
  return [...live, ...rest];
}

/**
 * A match's live page (`header`): row, timeline, stats and line-ups.
 * @param {string} matchId
 */
export function matchDetail(matchId) {
  const res = http.get(`${GATEWAY}/sc/api/football/header?matchId=${encodeURIComponent(matchId)}`, {
    tags: { name: 'header' },
  });
  const body = envelope(res);
  check(res, {
    'detail: status 200': (r) => r.status === 200,
    'detail: envelope code 200': () => body?.code === 200,
  });
}
