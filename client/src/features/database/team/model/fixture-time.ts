import { kickoffText } from '../../model/format.ts';

/**
 * The kick-off split for a team's season: "08-16" as the date column shows it and "19:30" for a match still
 * to come, in the display zone (Beijing by default); the season's years are in the header already.
 */
export function fixtureTime(ms: number): { date: string; time: string; full: string } {
  const full = kickoffText(ms);
  const m = /^\d{4}-(\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(full);
  return m ? { date: m[1] ?? full, time: m[2] ?? '', full } : { date: full, time: '', full };
}
