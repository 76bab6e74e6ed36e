import type { MatchPin } from '@kuyi/shared';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** 22:00 Beijing on 13 Sep 2025: the day the score centre replays, months behind this computer's clock. */
const REPLAYED = Date.parse('2025-09-13T14:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const pin = (matchId: string, kickoff: number): MatchPin => ({ sport: 'football', matchId, kickoff });
const ids = (l: readonly MatchPin[]) => l.map((p) => p.matchId);
const saved = [pin('replayed', REPLAYED - 2 * 3_600_000), pin('old', REPLAYED - 5 * DAY)];

// Each case starts with a clock no answer has anchored yet (the module keeps it for the page's life).
beforeEach(() => vi.resetModules());

async function load() {
  const clock = await import('../../../lib/server-clock.ts');
  const { persistPins } = await import('./persist-pins.ts');
  const { pinnedAtom } = await import('./row-prefs-atoms.ts');
  return { clock, entry: persistPins('pinnedMatches', pinnedAtom), pinnedAtom };
}

describe("[PIN5] saved pins are pruned by the score centre's clock, not this computer's", () => {
  it('a reload before any answer restores the saved pins whole (PinSync prunes once the clock is known)', async () => {
    const { entry, pinnedAtom } = await load();
    const store = createStore();
    expect(entry.write(store, saved)).toBe(true);
    expect(ids(store.get(pinnedAtom))).toEqual(['replayed', 'old']);
  });

  it("once the clock is known (another tab saves), only pins 3 days older than the replayed day's go", async () => {
    const { clock, entry, pinnedAtom } = await load();
    clock.syncServerClock(REPLAYED, Date.now(), 60);
    const store = createStore();
    expect(entry.write(store, saved)).toBe(true);
    expect(ids(store.get(pinnedAtom))).toEqual(['replayed']);
  });
});
