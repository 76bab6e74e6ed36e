import type { UpstreamClient } from './upstream-client.ts';

/** Where the upstream's clock stood at a wall-clock instant, and how fast it runs against the wall. */
export interface FeedClockReading {
  serverTime: number;
  wallAt: number;
  /** Feed ms per wall ms: 1 for a live day, 60 for a day replayed at 60×. */
  rate: number;
}

/** The upstream score centre's clock as this replica knows it. */
export interface FeedClock {
  /**
   * The feed's time now. Match times (`periodStart`, `kickoff`, `clockAt`) are on this clock, which runs
   * `rate` times as fast as the wall when the feed replays a day sped up. The wall clock until an answer has
   * been read or a reading adopted.
   */
  now(): number;
  rate(): number;
  /** Whether an answer has been read or a reading adopted: before, `now` is only the wall clock. */
  known(): boolean;
  /** The last anchor, to share with replicas that do not poll (null before any). */
  reading(): FeedClockReading | null;
  /** Takes another replica's reading (a follower's only way to know the feed's clock). */
  adopt(reading: FeedClockReading): void;
}

/** The rate is measured over at least this much wall time: answer latencies are noise next to it. */
const RATE_WINDOW_MS = 5_000;
/** Within this of 1 the feed runs in real time (a live day); the measured wobble is latency, not speed. */
const REAL_TIME_SLACK = 0.05;
const MAX_RATE = 10_000;

export function createFeedClock(wallNow: () => number = Date.now): FeedClock & {
  observe(serverTime: number): void;
} {
  let last: FeedClockReading | null = null;
  /** Start of the window the rate is measured over. */
  let base: { serverTime: number; wallAt: number } | null = null;
  return {
    observe(serverTime) {
      const wallAt = wallNow();
      let rate = last?.rate ?? 1;
      if (!base) base = { serverTime, wallAt };
      else if (wallAt - base.wallAt >= RATE_WINDOW_MS) {
        const measured = (serverTime - base.serverTime) / (wallAt - base.wallAt);
        // A clock that went back or leapt (a replay restarted, a feed's clock set by hand) says nothing about
        // its speed: measure again from here.
        if (measured > 0 && measured <= MAX_RATE)
          rate = Math.abs(measured - 1) < REAL_TIME_SLACK ? 1 : measured;
        base = { serverTime, wallAt };
      }
      last = { serverTime, wallAt, rate };
    },
    adopt(reading) {
      last = { ...reading };
    },
    now() {
      const wall = wallNow();
      return last ? Math.round(last.serverTime + (wall - last.wallAt) * last.rate) : wall;
    },
    rate: () => last?.rate ?? 1,
    known: () => last !== null,
    reading: () => (last ? { ...last } : null),
  };
}

/**
 * Wraps the upstream client so every answer carrying `serverTime` re-anchors the clock. Reminders read it
 * for a goal's minute and the pre-match window, the list read stamps it as `serverTime` with its rate.
 */
export function clockedUpstream(
  upstream: UpstreamClient,
  clock: ReturnType<typeof createFeedClock> = createFeedClock(),
): { upstream: UpstreamClient; clock: FeedClock } {
  const clocked: UpstreamClient = {
    async get(path, schema) {
      const answer = await upstream.get(path, schema);
      const serverTime = (answer as { serverTime?: unknown } | null)?.serverTime;
      if (typeof serverTime === 'number' && Number.isFinite(serverTime)) clock.observe(serverTime);
      return answer;
    },
    isOpen: () => upstream.isOpen(),
  };
  return { upstream: clocked, clock };
}
