import { matchDay } from '@kuyi/shared';
import { kickoffLabel } from '../../scores/model/status-label.ts';

/**
 * A company's last odds change in the 更新 column: HH:mm when it came today (Beijing day), otherwise with its
 * date, so an earlier day's finished match does not read as if its odds moved this morning.
 */
export function updateLabel(updatedAt: number, now: number): string {
  return kickoffLabel(updatedAt, matchDay(updatedAt) !== matchDay(now));
}
