/**
 * The match-day clock: simulated time runs `speed` times faster than the wall clock from a chosen start.
 * Everything the feed answers is a function of `now()`, so tests can `set()` the clock and read answers
 * for any instant; speed 0 freezes it.
 */
export interface SimClock {
  now(): number;
  readonly speed: number;
  /** Jump simulated time to `ms` (keeps running at `speed` from there). */
  set(ms: number): void;
  /** Simulated ms that pass in `wallMs` of wall time. */
  simSpan(wallMs: number): number;
}

export function createSimClock(startMs: number, speed: number, wallNow: () => number = Date.now): SimClock {
  let simAnchor = startMs;
  let wallAnchor = wallNow();
  return {
    speed,
    now: () => Math.floor(simAnchor + (wallNow() - wallAnchor) * speed),
    set(ms: number) {
      simAnchor = ms;
      wallAnchor = wallNow();
    },
    simSpan: (wallMs: number) => wallMs * Math.max(speed, 1),
  };
}
