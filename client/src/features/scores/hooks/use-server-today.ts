import { useEffect, useState } from 'react';
import { ensureServerClock, serverClockSynced } from '../../../lib/server-clock.ts';
import { useNow } from '../../../lib/ticker.ts';
import { beijingToday } from '../model/day.ts';

/** Hourly ticks fall on whole hours of the server clock, Beijing midnight among them. */
const HOUR_MS = 3_600_000;

/**
 * [T1] Today's Beijing match day on the score centre's clock, or null while that clock is still being read.
 * The score centre may replay a past day (27 June 2018) or run a day off the calendar, so this computer's
 * date is not the match day: a page opened straight on 完场/赛程 has no list answer to anchor the clock yet,
 * and reading it at first render named the machine's day. Re-renders when the clock is re-anchored and
 * when the score centre's day turns over; a clock that cannot be read falls back to this computer's.
 */
export function useServerToday(): string | null {
  const [known, setKnown] = useState(serverClockSynced);
  useEffect(() => {
    if (known) return;
    let gone = false;
    void ensureServerClock().then(() => {
      if (!gone) setKnown(true);
    });
    return () => {
      gone = true;
    };
  }, [known]);
  const now = useNow(HOUR_MS);
  return known ? beijingToday(now) : null;
}
