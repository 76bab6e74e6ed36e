import type { Patch } from '@kuyi/shared';
import { NEVER, type Observable, of } from 'rxjs';
import type { LiveTransport } from '../live-transport.ts';

/**
 * A socket that says nothing (tests of pages that paint from REST): subscribes never answer, no snapshot or
 * patch comes unless the test passes `patches$`. `connected` false plays a socket that cannot connect.
 */
export function quietTransport(
  options: {
    connected?: boolean;
    patches$?: Observable<Patch>;
    replayFrom?: { epoch: string; seq: number };
  } = {},
): LiveTransport {
  const { connected = true, patches$ = NEVER, replayFrom } = options;
  return {
    snapshots$: NEVER,
    patches$,
    stale$: NEVER,
    connected$: of(connected),
    // With `replayFrom`, a subscribe is acknowledged as a replay from there (the patches come from patches$).
    subscribe: () => (replayFrom ? of({ ok: true as const, mode: 'replay' as const, ...replayFrom }) : NEVER),
    unsubscribe: () => {},
  };
}
