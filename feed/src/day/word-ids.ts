import type { LiveWord } from '@kuyi/shared';
import type { PlannedWord } from '../football/plan-types.ts';
import { dayNumber } from '../util/day-time.ts';

/**
 * liveWords ids are global and grow with time, so one cursor serves every match and every day:
 * id = (second since 2010) · 128 + (day parity) · 64 + n. All lines are stamped on whole seconds, so the
 * lines of one second become visible together; two overlapping days (after midnight) never share an id.
 */
// 2010, not later: replayed days go back to the 2018 World Cup, and ids must stay positive.
const EPOCH = Date.UTC(2010, 0, 1);
const PER_SECOND = 128;
const PER_DAY_SLOT = 64;

export function assignWordIds(
  date: string,
  perMatch: readonly { matchId: string; words: readonly PlannedWord[] }[],
): LiveWord[] {
  const all: { matchId: string; w: PlannedWord }[] = [];
  for (const m of perMatch) for (const w of m.words) all.push({ matchId: m.matchId, w });
  all.sort((a, b) => a.w.at - b.w.at || a.matchId.localeCompare(b.matchId));
  const parity = dayNumber(date) % 2;
  const out: LiveWord[] = [];
  let second = -1;
  let n = 0;
  for (const { matchId, w } of all) {
    let at = w.at;
    let s = Math.floor((at - EPOCH) / 1000);
    if (s < second) s = second;
    if (s === second && n >= PER_DAY_SLOT) s = second + 1;
    if (s !== second) {
      second = s;
      n = 0;
    }
    at = EPOCH + s * 1000;
    out.push({
      id: s * PER_SECOND + parity * PER_DAY_SLOT + n,
      matchId,
      time: w.time,
      text: w.text,
      kind: w.kind,
      side: w.side,
      at,
    });
    n++;
  }
  return out;
}

/** The highest id any line visible at t can have (ids grow with time). */
export const maxWordIdAt = (t: number): number =>
  Math.floor((t - EPOCH) / 1000) * PER_SECOND + PER_SECOND - 1;
