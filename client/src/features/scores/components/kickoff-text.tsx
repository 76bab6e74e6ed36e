import type { ReactNode } from 'react';
import { kickoffCell } from '../model/status-label.ts';

/**
 * What the 时间 cell holds: "23:30", or "11-22" over "23:30" when the kick-off is not on the table's day, so
 * a match that began before midnight does not read as tonight's. `dated` lets the cell stack the two lines.
 */
export function kickoffText(
  kickoff: number,
  day: string,
  zone: string,
): { dated: boolean; content: ReactNode } {
  const { date, time } = kickoffCell(kickoff, day, zone);
  if (date === null) return { dated: false, content: time };
  return {
    dated: true,
    content: (
      <>
        <span className="k-date">{date}</span>
        <span>{time}</span>
      </>
    ),
  };
}
