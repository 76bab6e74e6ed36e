import type { BasketballMatch, FootballMatch, Sport } from '@kuyi/shared';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import { syncServerClock } from '../../../lib/server-clock.ts';
import { fetchSchedule } from '../../scores/api/fetch-schedule.ts';

export type TodayRow = FootballMatch | BasketballMatch;

/**
 * [F1] today's matches over REST (no date: today plus yesterday's still in play), each row carrying the
 * main company's lines. The odds centre's list is read this way, not from the list channel it does not
 * need to hold.
 */
export async function fetchToday(
  sport: Sport,
  signal?: AbortSignal,
): Promise<ApiResult<{ date: string; rows: TodayRow[] }>> {
  const res = await fetchSchedule(sport, undefined, signal);
  if (!res.ok) return res;
  syncServerClock(res.data.serverTime);
  // The list's own day: a row from another (yesterday's, still in play after midnight) shows its date.
  return { ok: true, data: { date: res.data.date, rows: res.data.matches }, msg: res.msg };
}
