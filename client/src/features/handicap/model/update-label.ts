import { matchDay } from '@kuyi/shared';
import { displayZone } from '../../../lib/time/display-zone.ts';
import { kickoffLabel } from '../../scores/model/status-label.ts';

/**
 * A company's last odds change in the 更新 column: HH:mm when it came today, otherwise with its date, so an
 * earlier day's finished match does not read as if its odds moved this morning. "Today" is the day of the
 * clock the times are shown in (a fan who set 纽约时间 read yesterday's 11:30 as this morning's).
 */
export function updateLabel(updatedAt: number, now: number, zone: string = displayZone()): string {
  return kickoffLabel(updatedAt, matchDay(updatedAt, zone) !== matchDay(now, zone), zone);
}
