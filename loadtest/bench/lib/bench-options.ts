export interface BenchOptions {
  portBase: number;
  /** Steady-state measurement window per run, ms. */
  windowMs: number;
  feedArgs: string[];
  /** The gateway's poll interval; the polling baselines poll as often, so all give the same freshness. */
  pollMs: number;
  /** Client counts (fan-out: 1k/5k/10k; upstream: 1/5000; replicas: one count). */
  sizes: number[];
  /** Whether upstream-bench clients also open the day list and a match page (REST through the gateway). */
  rest: boolean;
  /** Match day for REST journeys, YYYY-MM-DD. */
  date: string;
  /**
   * Fan-out: where the clients connect. `single`, one gateway that also polls the feed (the embedded
   * default); `follower`, the replica that does not lead in a pair sharing Redis (how the gateway scales
   * out: its CPU is the fan-out alone, with no polling beside it).
   */
  topology: 'single' | 'follower';
}

/**
 * A synthetic day at 60× from 21:50 Beijing time, the evening peak (the 22:00 hour has the most kick-offs):
 * every run starts the same stretch of the same day, so runs compare.
 */
export const DEFAULT_FEED_ARGS = [
  '--seed',
  '7',
  '--speed',
  '60',
  '--source',
  'synthetic',
  '--start',
  '21:50',
];

/** Lets the gateway poll a few times and the feed's clock move before anything is measured. */
export const WARMUP_MS = 3000;
