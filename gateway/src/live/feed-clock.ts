import type { UpstreamClient } from './upstream-client.ts';

/** The upstream score centre's clock as this replica last read it. */
export interface FeedClock {
  /**
   * The feed's time now: the last answer's `serverTime` plus the wall time since it came. Match times
   * (`periodStart`, `kickoff`) are on this clock, which runs faster than the wall when the feed replays a day
   * sped up; a patch is handled a few ms after the answer it came from, so the minute read from it is exact
   * at any speed. The wall clock until an answer has been read (a replica that does not poll).
   */
  now(): number;
}

/**
 * Wraps the upstream client so every answer carrying `serverTime` re-anchors the clock. Nothing else reads
 * the feed's time: reminders need it to say in which minute a goal fell, and when a pre-match view is due.
 */
export function clockedUpstream(
  upstream: UpstreamClient,
  wallNow: () => number = Date.now,
): { upstream: UpstreamClient; clock: FeedClock } {
  let offset = 0;
  const clocked: UpstreamClient = {
    async get(path, schema) {
      const answer = await upstream.get(path, schema);
      const serverTime = (answer as { serverTime?: unknown } | null)?.serverTime;
      if (typeof serverTime === 'number' && Number.isFinite(serverTime)) offset = serverTime - wallNow();
      return answer;
    },
    isOpen: () => upstream.isOpen(),
  };
  return { upstream: clocked, clock: { now: () => wallNow() + offset } };
}
