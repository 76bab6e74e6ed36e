import { parseChannel } from '@kuyi/shared';
import type { Logger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import type { LiveStore } from '../store/live-store.ts';

/**
 * Demand-driven refreshes. A live match's header (stats, events, line-ups) and a match's full odds are
 * re-read by the leader on every move only while some socket, on any replica, is in that channel: each
 * replica marks its rooms as watched (`LiveStore.watch`) and renews the marks while they have sockets. A
 * match nobody watches is marked cold instead of re-read, and its first subscriber waits for one refresh,
 * so nobody is shown a header that fell behind. At the feed's 60× evening this took the leader from ~31
 * upstream calls a second to ~6 (docs/benchmarks.md).
 */

/** How often a replica renews the marks of its rooms. */
export const WATCH_RENEW_MS = 10_000;
/** A mark outlives two missed renewals: a replica that dies stops costing refreshes after this. */
export const WATCH_TTL_MS = 3 * WATCH_RENEW_MS;
/** How long a subscriber to a cold channel waits for the leader: a poll (1 s) and a header read (≤ 2 s). */
export const COLD_WAIT_MS = 3_000;
const COLD_CHECK_MS = 100;

/** The channels that are refreshed on demand: match and odds, not lists or chat. */
export function isWatchable(name: string): boolean {
  const kind = parseChannel(name)?.kind;
  return kind === 'match' || kind === 'odds';
}

/** Renews this replica's marks every WATCH_RENEW_MS; a failed renewal is retried at the next. */
export function startWatchRenewal(io: IoServer, store: LiveStore, logger: Logger): { stop(): void } {
  const renew = () => {
    const names = [...io.of('/').adapter.rooms.keys()].filter(isWatchable);
    store.watch(names, Date.now() + WATCH_TTL_MS).catch((err: unknown) => {
      logger.warn({ err: (err as Error).message }, 'watch marks not renewed');
    });
  };
  const timer = setInterval(renew, WATCH_RENEW_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Marks `name` watched and, when the leader let it fall behind, asks for it and waits (at most
 * COLD_WAIT_MS, then the subscriber gets what there is) until the leader has refreshed it. Subscribers to
 * one channel on this replica share one wait.
 */
export function createWarmUp(store: LiveStore, waitMs = COLD_WAIT_MS) {
  const waits = new Map<string, Promise<void>>();
  const wait = async (name: string) => {
    if (!(await store.isCold(name))) return;
    await store.want(name);
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, COLD_CHECK_MS));
      if (!(await store.isCold(name))) return;
    }
  };
  return async (name: string): Promise<void> => {
    await store.watch([name], Date.now() + WATCH_TTL_MS);
    let pending = waits.get(name);
    if (!pending) {
      pending = wait(name).finally(() => waits.delete(name));
      waits.set(name, pending);
    }
    await pending;
  };
}
