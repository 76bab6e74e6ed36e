import { useSyncExternalStore } from 'react';
import { onServerClockChange, serverClockRate, serverNow } from './server-clock.ts';

/**
 * One shared timer per interval for every live cell that shows a running clock, instead of one timer per
 * row. Only rows that are in play subscribe, so idle rows never re-render for the clock.
 */
const listeners = new Map<number, Set<() => void>>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const readings = new Map<number, number>();

function subscribeTo(interval: number, fn: () => void): () => void {
  let set = listeners.get(interval);
  if (!set) {
    const own = new Set<() => void>();
    listeners.set(interval, own);
    set = own;
    // A ticker that slept is stale; React re-reads the snapshot right after subscribing.
    readings.set(interval, serverNow());
    // Ticks fall on whole multiples of the interval on the server's clock, so every page (the list, the match
    // page, another tab) moves a minute at the same instant instead of up to one interval apart.
    const tick = () => {
      timers.set(
        interval,
        setTimeout(
          () => {
            readings.set(interval, serverNow());
            for (const l of own) l();
            tick();
          },
          // In wall ms: a score centre replaying a day at 60× reaches the next multiple 60 times as soon.
          (interval - (serverNow() % interval)) / serverClockRate(),
        ),
      );
    };
    tick();
  }
  set.add(fn);
  return () => {
    set.delete(fn);
    if (set.size > 0) return;
    clearTimeout(timers.get(interval));
    timers.delete(interval);
    listeners.delete(interval);
  };
}

// A re-anchored server clock moves every running clock now, not at its next tick.
onServerClockChange(() => {
  for (const [interval, set] of listeners) {
    readings.set(interval, serverNow());
    for (const l of set) l();
  }
});

function reading(interval: number): number {
  let v = readings.get(interval);
  if (v === undefined) {
    v = serverNow();
    readings.set(interval, v);
  }
  return v;
}

const noop = () => () => {};
/** Stable subscribe functions, so React does not resubscribe on every render. */
const subscribers = new Map<number, (fn: () => void) => () => void>();
function subscriberFor(interval: number): (fn: () => void) => () => void {
  let s = subscribers.get(interval);
  if (!s) {
    s = (fn) => subscribeTo(interval, fn);
    subscribers.set(interval, s);
  }
  return s;
}

/** The server's now, refreshed every `interval` ms while `active`; 0 (never read) when not. */
export function useNow(interval: number, active = true): number {
  return useSyncExternalStore(active ? subscriberFor(interval) : noop, () =>
    active ? reading(interval) : 0,
  );
}
