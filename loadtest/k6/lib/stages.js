// @ts-check
import { envNumber } from './config.js';

/** Peak concurrent users; scale with `-e VUS=…`. */
export const PEAK_VUS = envNumber('VUS', 200);

/**
 * Stretches or shrinks every stage (`-e TIME_SCALE=0.4` plays match-day in 2.8 min instead of 7), so a run
 * can stay inside the feed's day: at `--speed 60` a 7-minute run plays 7 hours of the synthetic day.
 */
export const TIME_SCALE = envNumber('TIME_SCALE', 1);

/**
 * @param {number} seconds
 * @returns {string} a k6 duration, scaled by TIME_SCALE, whole seconds, at least 1 s
 */
export const scaled = (seconds) => `${Math.max(1, Math.round(seconds * TIME_SCALE))}s`;

/** A match-day evening: visitors arrive before kick-off, stay through the matches, and leave. */
export const matchDayStages = [
  { duration: scaled(60), target: Math.round(PEAK_VUS * 0.3) },
  { duration: scaled(120), target: PEAK_VUS },
  { duration: scaled(180), target: PEAK_VUS },
  { duration: scaled(60), target: 0 },
];

/** A goal in a big match: ten times the audience arrives within seconds and leaves within a minute. */
export const goalSpikeStages = [
  { duration: scaled(30), target: Math.round(PEAK_VUS * 0.1) },
  { duration: scaled(10), target: PEAK_VUS },
  { duration: scaled(60), target: PEAK_VUS },
  { duration: scaled(30), target: Math.round(PEAK_VUS * 0.1) },
];
