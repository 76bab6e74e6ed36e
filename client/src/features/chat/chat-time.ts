import { formatKickoffDateTime, formatKickoffTime, formatKickoffWithYear } from '@kuyi/shared';

/**
 * When a chat line was written: HH:mm on the day it is read, MM-dd HH:mm before (a finished match's room
 * stays open, and an evening's "21:05" read the next morning would be this morning's), on the display zone.
 */
export function chatTimeLabel(createdAt: number, now: number, zone: string): string {
  const day = (t: number) => formatKickoffWithYear(t, zone).slice(0, 10);
  return day(createdAt) === day(now)
    ? formatKickoffTime(createdAt, zone)
    : formatKickoffDateTime(createdAt, zone);
}
