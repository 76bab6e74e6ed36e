import type { MatchScript } from './script.ts';

/**
 * A file's minute as the clock reads it. Without extra time there is no 91st minute: openfootball 2026
 * writes England–Argentina's stoppage-time winner as "92", which is 90+2 of the second half.
 */
export function clockMinute(
  minute: number,
  addedTime: number | null,
  extraTime: boolean,
): { minute: number; addedTime: number | null } {
  if (extraTime || minute <= 90) return { minute, addedTime };
  return { minute: 90, addedTime: minute - 90 + (addedTime ?? 0) };
}

/** Stoppage of each period, in minutes: what the script announces, or more when a real event needs it. */
export interface Stoppage {
  first: number;
  second: number;
  /** After 105' (real files only: Neymar's 105+1 in Croatia–Brazil 2022); 0 for generated matches. */
  extraFirst: number;
  extra: number;
}

/**
 * The script's stoppage, stretched so every event in stoppage time falls before its period's whistle: a
 * goal at 90+9 needs nine minutes of stoppage whatever the script drew.
 */
export function stoppageOf(script: MatchScript): Stoppage {
  const s: Stoppage = { ...script.injury, extraFirst: 0 };
  for (const e of script.events) {
    const { minute, addedTime } = clockMinute(e.minute, e.addedTime, script.extraTime);
    const added = addedTime ?? 0;
    if (added === 0) continue;
    if (minute <= 45) s.first = Math.max(s.first, added);
    else if (minute <= 90) s.second = Math.max(s.second, added);
    else if (minute <= 105) s.extraFirst = Math.max(s.extraFirst, added);
    else s.extra = Math.max(s.extra, added);
  }
  return s;
}
