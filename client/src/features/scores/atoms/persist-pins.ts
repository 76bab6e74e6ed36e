import type { MatchPin } from '@kuyi/shared';
import type { PrimitiveAtom } from 'jotai';
import { syncedServerNow } from '../../../lib/server-clock.ts';
import { type PersistEntry, persistShared } from '../../../state/persist-store.ts';
import { pinsFromSaved, prunePins } from '../model/match-pins.ts';

/**
 * Saves the pins like any shared preference, but restores through pinsFromSaved (an older release saved bare
 * ids) and prunes on the way in ([PIN5]) when another tab saves; at start, before any answer has told the
 * score centre's clock, the list is restored whole and PinSync prunes it once the clock is known.
 */
export function persistPins(
  key: string,
  pins: PrimitiveAtom<MatchPin[]>,
  now: () => number | null = syncedServerNow,
): PersistEntry {
  return {
    ...persistShared(key, pins),
    write(store, value) {
      const at = now();
      const restored = pinsFromSaved(value, at ?? Date.now());
      if (!restored) return false;
      store.set(pins, at === null ? restored : prunePins(restored, at));
      return true;
    },
  };
}
