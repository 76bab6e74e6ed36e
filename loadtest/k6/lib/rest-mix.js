// @ts-check
/**
 * The pure parts of `rest.js`: which reads a match day brings and in what proportion, their URLs, and how many
 * users a reply run needs. No k6 imports, so vitest checks them.
 */
import { DATE } from './config.js';

/**
 * Reads in the proportion a match-day page view makes them: the list page opens the day list; a match page
 * its header; a forum visit the post list, then a post and its replies; the arena its ranking; the news page
 * its first page of articles (match reports among them).
 * @type {{ name: string, weight: number }[]}
 */
export const READS = [
  { name: 'scheduleByDate', weight: 25 },
  { name: 'header', weight: 20 },
  { name: 'postList', weight: 15 },
  { name: 'post', weight: 10 },
  { name: 'replies', weight: 10 },
  { name: 'arenaRanking', weight: 10 },
  { name: 'newsList', weight: 10 },
];

/** Reads the gateway answers from its own cache, encoded once per change ([A2]). */
export const CACHED_READS = ['scheduleByDate', 'header'];

const TOTAL_WEIGHT = READS.reduce((sum, r) => sum + r.weight, 0);

/**
 * @param {number} r a random number in [0, 1)
 * @returns {{ name: string, weight: number }}
 */
export function pickRead(r) {
  let left = r * TOTAL_WEIGHT;
  for (const read of READS) {
    if (left < read.weight) return read;
    left -= read.weight;
  }
  return /** @type {{ name: string, weight: number }} */ (READS[READS.length - 1]);
}

/**
 * @param {string} name one of READS
 * @param {string} base the gateway
 * @param {{ matchIds: string[], areaId: number, postId: number }} seed
 * @param {number} r a random number in [0, 1) choosing the match
 * @returns {string}
 */
export function readUrl(name, base, seed, r) {
  const match = seed.matchIds[Math.floor(r * seed.matchIds.length)] ?? '0';
  switch (name) {
    case 'scheduleByDate':
      return `${base}/sc/api/football/scheduleByDate?date=${DATE}&lang=0`;
    case 'header':
      return `${base}/sc/api/football/header?matchId=${encodeURIComponent(match)}`;
    case 'postList':
      return `${base}/api/user/posts/selectPagingFoType?page=1&limit=10&parentId=${seed.areaId}`;
    case 'post':
      return `${base}/api/user/posts/selectById/${seed.postId}`;
    case 'replies':
      return `${base}/api/user/reply/getComment?postCode=${seed.postId}&page=1&limit=10`;
    case 'arenaRanking':
      return `${base}/api/user/arenaRecommend/getRanking?rankType=week&page=1&limit=20`;
    case 'newsList':
      return `${base}/api/user/information/selectInformation?page=1&limit=10`;
    default:
      throw new Error(`unknown read ${name}`);
  }
}

/** The forum lets one user write 30 replies in 5 minutes; writers stay at 25 so none is refused. */
export const REPLIES_PER_WRITER = 25;

/**
 * Writers a reply run needs so no user crosses the per-user limit: one reply per iteration, every step of the
 * ladder within the limit's 5 minutes.
 * @param {number[]} rates replies a second, one per step
 * @param {number} seconds each step's length
 * @returns {number}
 */
export function replyWriters(rates, seconds) {
  const total = rates.reduce((sum, rate) => sum + rate * seconds, 0);
  return Math.max(1, Math.ceil(total / REPLIES_PER_WRITER));
}

/**
 * @param {string} text e.g. "100,300,500"
 * @returns {number[]} the positive rates, in order
 */
export function parseRates(text) {
  const rates = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((rate) => Number.isFinite(rate) && rate > 0);
  if (rates.length === 0) throw new Error(`no request rate in "${text}"`);
  return rates;
}

/** Seconds between two steps of a ladder, so one step's stragglers do not count in the next. */
export const STEP_GAP_S = 5;

/**
 * One constant-rate step per rate, one after the other. With a baseline server in the run, each rate is read
 * from the baseline first and then from the gateway, back to back, so both see the machine in the same minute.
 * @param {number[]} rates
 * @param {number} seconds each step's length
 * @param {boolean} [withBaseline]
 * @returns {{ rate: number, scenario: string, startS: number, target: 'gateway' | 'baseline' }[]}
 */
export function rateLadder(rates, seconds, withBaseline = false) {
  /** @type {('baseline' | 'gateway')[]} */
  const targets = withBaseline ? ['baseline', 'gateway'] : ['gateway'];
  return rates
    .flatMap((rate) => targets.map((target) => ({ rate, target })))
    .map(({ rate, target }, i) => ({
      rate,
      target,
      scenario: `${target === 'baseline' ? 'b' : 'r'}${rate}`,
      startS: i * (seconds + STEP_GAP_S),
    }));
}

/**
 * The writer of global iteration `iteration`: round robin, so each gets at most ceil(total / writers).
 * @param {number} iteration
 * @param {number} writers
 * @returns {number} an index in 0 … writers - 1
 */
export const writerOf = (iteration, writers) => iteration % writers;

/** @param {number} i @returns {string} an 11-digit test phone, distinct per i below 10^8 */
export const testPhone = (i) => `199${String(i).padStart(8, '0')}`;

/** @param {number} i @returns {string} a 2–16 character user name ([V8]) */
export const testUserName = (i) => `压测${i}`;
