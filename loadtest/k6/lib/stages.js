// @ts-check
import { envNumber } from './config.js';

/** Peak concurrent users; scale with `-e VUS=…`. */
export const PEAK_VUS = envNumber('VUS', 200);

/** A match-day evening: visitors arrive before kick-off, stay through the matches, and leave. */
export const matchDayStages = [
  { duration: '1m', target: Math.round(PEAK_VUS * 0.3) },
  { duration: '2m', target: PEAK_VUS },
  { duration: '3m', target: PEAK_VUS },
  { duration: '1m', target: 0 },
];

/** A goal in a big match: ten times the audience arrives within seconds and leaves within a minute. */
export const goalSpikeStages = [
  { duration: '30s', target: Math.round(PEAK_VUS * 0.1) },
  { duration: '10s', target: PEAK_VUS },
  { duration: '1m', target: PEAK_VUS },
  { duration: '30s', target: Math.round(PEAK_VUS * 0.1) },
];
