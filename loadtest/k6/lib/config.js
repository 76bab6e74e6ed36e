// @ts-check
/**
 * Settings every script shares, from `-e NAME=value`. GATEWAY is the one public entry point; DATE picks the
 * match day (defaults to today in China, where the product's users are).
 */

/** @param {string} name @param {string} fallback @returns {string} */
const env = (name, fallback) => {
  const value = __ENV[name];
  return value === undefined || value === '' ? fallback : value;
};

/** @param {string} name @param {string} fallback @returns {string} */
export const envText = (name, fallback) => env(name, fallback);

/** @param {string} name @param {number} fallback @returns {number} */
export const envNumber = (name, fallback) => {
  const value = Number(env(name, String(fallback)));
  return Number.isFinite(value) ? value : fallback;
};

export const GATEWAY = env('GATEWAY', 'http://localhost:4000').replace(/\/+$/, '');

/**
 * China Standard Time has no daylight saving: UTC+8 all year. k6 runs this file in its own JavaScript runtime,
 * which has no Intl time zones and cannot load @kuyi/shared, so this is the one Beijing date outside
 * shared/src/time (todayInBeijing there gives the same day).
 */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
export const DATE = env('DATE', new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 10));

/** How long one websocket session stays open, ms. A list page is typically open for minutes. */
export const SESSION_MS = envNumber('SESSION_SECONDS', 60) * 1000;
