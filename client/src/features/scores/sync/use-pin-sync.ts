import { useStore } from 'jotai';
import { useEffect } from 'react';
import { matchPinApi } from '../api/match-pin-api.ts';
import { PinSync } from './pin-sync.ts';

/** Runs the pin sync ([PIN1]–[PIN5]) for the page's store; mounted once, in the shell. */
export function usePinSync(): void {
  const store = useStore();
  useEffect(() => new PinSync(store, matchPinApi).start(), [store]);
}
