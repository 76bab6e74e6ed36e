import { MATCH_PIN_MAX, type MatchPin } from '@kuyi/shared';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchPinApi } from '../api/match-pin-api.ts';

/** 22:00 Beijing on 13 Sep 2025: the day the score centre replays, months behind this computer's clock. */
const REPLAYED = Date.parse('2025-09-13T14:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const pin = (matchId: string, kickoff: number): MatchPin => ({ sport: 'football', matchId, kickoff });
const ids = (l: readonly MatchPin[]) => l.map((p) => p.matchId);

// Each case starts with a clock no answer has anchored yet (the module keeps it for the page's life).
beforeEach(() => vi.resetModules());

let stops: (() => void)[] = [];
afterEach(() => {
  for (const s of stops) s();
  stops = [];
});

async function load() {
  const clock = await import('../../../lib/server-clock.ts');
  const { PinSync } = await import('./pin-sync.ts');
  const { pinnedAtom } = await import('../atoms/row-prefs-atoms.ts');
  const { isLoginAtom } = await import('../../../state/user-atoms.ts');
  return { clock, PinSync, pinnedAtom, isLoginAtom };
}

/** An account whose list (pruned by the gateway on the feed's clock) holds `pins`. */
function account(pins: MatchPin[]): MatchPinApi {
  const answer = async () => ({ ok: true as const, data: { list: [...pins], max: MATCH_PIN_MAX }, msg: '' });
  return { list: answer, add: answer, remove: answer, merge: answer };
}

describe("[PIN5] PinSync prunes by the score centre's clock, not this computer's", () => {
  it("keeps a replayed day's pins until the clock is known, then drops only those 3 days older than it", async () => {
    const { clock, PinSync, pinnedAtom } = await load();
    const store = createStore();
    store.set(pinnedAtom, [pin('replayed', REPLAYED - 2 * 3_600_000), pin('old', REPLAYED - 5 * DAY)]);
    const sync = new PinSync(store, account([]));
    stops.push(sync.start());
    // A reload before any answer: this computer's clock is months past both, but says nothing of the feed.
    expect(ids(store.get(pinnedAtom))).toEqual(['replayed', 'old']);
    clock.syncServerClock(REPLAYED, Date.now(), 60);
    expect(ids(store.get(pinnedAtom))).toEqual(['replayed']);
  });

  it("takes up the account's pins of the replayed day after login instead of dropping them", async () => {
    const { clock, PinSync, pinnedAtom, isLoginAtom } = await load();
    clock.syncServerClock(REPLAYED, Date.now(), 60);
    const store = createStore();
    store.set(isLoginAtom, true);
    const sync = new PinSync(store, account([pin('2801', REPLAYED - 3_600_000)]));
    stops.push(sync.start());
    await sync.idle();
    expect(ids(store.get(pinnedAtom))).toEqual(['2801']);
  });
});
