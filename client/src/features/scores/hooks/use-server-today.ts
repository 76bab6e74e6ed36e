import { useEffect, useState } from 'react';
import { ensureServerClock, serverClockSynced } from '../../../lib/server-clock.ts';
import { useNow } from '../../../lib/ticker.ts';
import { beijingToday } from '../model/day.ts';

/** Hourly ticks fall on whole hours of the server clock, Beijing midnight among them. */
const HOUR_MS = 3_600_000;

export interface ServerTodayOptions {
  /**
   * False on a page whose own list answer anchors the clock (即时比分): its today is there at once, this
   * computer's until that answer, and nothing else is read for it. True (the default): null until the clock
   * has been read, /api/live/clock being read for it if nothing has anchored it yet.
   */
  wait?: boolean;
  /** False: today is not followed (a 完场/赛程 table shows its own day); no tick re-renders the caller. */
  active?: boolean;
}

/**
 * [T1] Today's Beijing match day on the score centre's clock (one hook for every score page).
 * The score centre may replay a past day (27 June 2018) or run a day off the calendar, so this computer's
 * date is not the match day: a page opened straight on 完场/赛程 has no list answer to anchor the clock yet,
 * and reading it at first render named the machine's day. Re-renders when the clock is re-anchored and
 * when the score centre's day turns over; a clock that cannot be read falls back to this computer's.
 */
export function useServerToday(options?: ServerTodayOptions & { wait?: true }): string | null;
export function useServerToday(options: ServerTodayOptions & { wait: false }): string;
export function useServerToday({ wait = true, active = true }: ServerTodayOptions = {}): string | null {
  const [known, setKnown] = useState(serverClockSynced);
  useEffect(() => {
    if (!wait || known) return;
    let gone = false;
    void ensureServerClock().then(() => {
      if (!gone) setKnown(true);
    });
    return () => {
      gone = true;
    };
  }, [wait, known]);
  // An inactive reading is 0 (never read): the clock as it stands at this render.
  const today = beijingToday(useNow(HOUR_MS, active) || undefined);
  return !wait || known ? today : null;
}
