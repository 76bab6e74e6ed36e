import { addDays, type BasketballMatch, type FootballMatch, type Sport } from '@kuyi/shared';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import { syncServerClock } from '../../../lib/server-clock.ts';
import { fetchSchedule } from '../../scores/api/fetch-schedule.ts';

export type TodayRow = FootballMatch | BasketballMatch;

/**
 * Until this Beijing hour yesterday's matches that ended after midnight stay on the list: without them a 23:00
 * kick-off left it at its final whistle (the day list carries yesterday's only while in play), and its 终盘
 * could only be reached by typing its id.
 */
export const CARRY_YESTERDAY_UNTIL_HOUR = 6;
const HOUR_MS = 3_600_000;

/**
 * [F1] today's matches over REST (no date: today plus yesterday's still in play), each row carrying the
 * main company's lines, and before CARRY_YESTERDAY_UNTIL_HOUR yesterday's finished ones too. The odds
 * centre's list is read this way, not from the list channel it does not need to hold.
 */
export async function fetchToday(
  sport: Sport,
  signal?: AbortSignal,
): Promise<ApiResult<{ date: string; rows: TodayRow[] }>> {
  const res = await fetchSchedule(sport, undefined, signal);
  if (!res.ok) return res;
  const { date, serverTime, matches } = res.data;
  syncServerClock(serverTime);
  const hour = new Date(serverTime + 8 * HOUR_MS).getUTCHours();
  const rows: TodayRow[] = [...matches];
  if (hour < CARRY_YESTERDAY_UNTIL_HOUR) {
    const yesterday = await fetchSchedule(sport, addDays(date, -1), signal);
    // A failed read of yesterday leaves today's list as it is.
    if (yesterday.ok) {
      const listed = new Set(rows.map((r) => r.id));
      for (const row of yesterday.data.matches as TodayRow[])
        if (!listed.has(row.id) && row.state === -1 && serverTime - row.kickoff < 12 * HOUR_MS)
          rows.push(row);
    }
  }
  // The list's own day: a row from another (yesterday's, after midnight) shows its date.
  return { ok: true, data: { date, rows }, msg: res.msg };
}
