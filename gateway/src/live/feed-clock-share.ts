import type { Logger } from '../logger.ts';
import type { LiveStore } from '../store/live-store.ts';
import type { FeedClock } from './feed-clock.ts';

/** How often the leader shares its reading and the others take it: the rate carries them in between. */
export const FEED_CLOCK_SHARE_MS = 2_000;

/**
 * Only the leader reads the upstream, so only it knows the feed's clock; the replicas that do not poll stamp
 * their list reads and time their minutes from the reading it leaves in the store. A reading is an anchor
 * and a rate, so a follower's clock runs at the feed's speed between two shares (60× in a sped-up replay).
 */
export function shareFeedClock(deps: {
  store: LiveStore;
  clock: FeedClock;
  isLeader(): boolean;
  logger: Logger;
  everyMs?: number;
}): { stop(): void; turn(): Promise<void> } {
  let shared: number | null = null;
  const turn = async () => {
    try {
      if (deps.isLeader()) {
        const reading = deps.clock.reading();
        if (!reading || reading.wallAt === shared) return;
        await deps.store.setFeedClock(reading);
        shared = reading.wallAt;
        return;
      }
      shared = null;
      const reading = await deps.store.feedClock();
      if (reading) deps.clock.adopt(reading);
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'feed clock not shared');
    }
  };
  const timer = setInterval(() => void turn(), deps.everyMs ?? FEED_CLOCK_SHARE_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), turn };
}
