import type { MatchPin } from '@kuyi/shared';
import type { PrimitiveAtom } from 'jotai';
import { type PersistEntry, persistShared } from '../../../state/persist-store.ts';
import { pinsFromSaved, prunePins } from '../model/match-pins.ts';

/**
 * Saves the pins like any shared preference, but restores through pinsFromSaved (an older release saved bare
 * ids) and prunes on the way in ([PIN5]), at start and when another tab saves.
 */
export function persistPins(
  key: string,
  pins: PrimitiveAtom<MatchPin[]>,
  now: () => number = Date.now,
): PersistEntry {
  return {
    ...persistShared(key, pins),
    write(store, value) {
      const restored = pinsFromSaved(value, now());
      if (!restored) return false;
      store.set(pins, prunePins(restored, now()));
      return true;
    },
  };
}
