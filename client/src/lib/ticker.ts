import { useSyncExternalStore } from 'react';
import { onServerClockChange, serverClockRate, serverNow } from './server-clock.ts';

/**
 * One shared timer per interval for every live cell that shows a running clock, instead of one timer per
 * row. Only rows that are in play subscribe, so idle rows never re-render for the clock.
 */
const listeners = new Map<number, Set<() => void>>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const readings = new Map<number, number>();

/** Sets the interval's next tick on the next whole multiple of it on the server's clock, and the ones after. */
function schedule(interval: number): void {
  clearTimeout(timers.get(interval));
  timers.set(
    interval,
    setTimeout(
      () => {
        readings.set(interval, serverNow());
        for (const l of listeners.get(interval) ?? []) l();
        schedule(interval);
      },
      // In wall ms: a score centre replaying a day at 60× reaches the next multiple 60 times as soon.
      (interval - (serverNow() % interval)) / serverClockRate(),
    ),
  );
}

function subscribeTo(interval: number, fn: () => void): () => void {
  let set = listeners.get(interval);
  if (!set) {
    set = new Set<() => void>();
    listeners.set(interval, set);
    // A ticker that slept is stale; React re-reads the snapshot right after subscribing.
    readings.set(interval, serverNow());
    // Ticks fall on whole multiples of the interval on the server's clock, so every page (the list, the match
    // page, another tab) moves a minute at the same instant instead of up to one interval apart.
    schedule(interval);
  }
  const own = set;
  own.add(fn);
  return () => {
    own.delete(fn);
    if (own.size > 0) return;
    clearTimeout(timers.get(interval));
    timers.delete(interval);
    listeners.delete(interval);
  };
}

// A re-anchored server clock moves every running clock now, not at its next tick, and moves the next tick
// onto the new clock: one set before the first answer (this computer's clock, 1×) would otherwise wait up to
// a whole interval of the old clock, so an hourly tick missed the score centre's midnight.
onServerClockChange(() => {
  for (const [interval, set] of listeners) {
    readings.set(interval, serverNow());
    for (const l of set) l();
    schedule(interval);
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
