import {
  type BasketballMatch,
  basketballScheduleSchema,
  type FootballMatch,
  footballScheduleSchema,
  LANG,
  type Sport,
} from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';
import { syncServerClock } from '../../../lib/server-clock.ts';

export type TodayRow = FootballMatch | BasketballMatch;

/**
 * [F1] today's matches over REST (no date: today plus yesterday's still in play), each row carrying the
 * main company's lines. The odds centre's list is read this way, not from the list channel it does not
 * need to hold.
 */
export async function fetchToday(sport: Sport, signal?: AbortSignal): Promise<ApiResult<TodayRow[]>> {
  const q = new URLSearchParams({ lang: String(LANG.schedules) });
  const res = await requestJson<unknown>(`/sc/api/${sport}/scheduleByDate?${q}`, {}, signal);
  if (!res.ok) return res;
  const schema = sport === 'football' ? footballScheduleSchema : basketballScheduleSchema;
  const parsed = schema.safeParse(res.data);
  if (!parsed.success) return { ok: false, code: 502, msg: '比分数据格式异常，请稍后再试' };
  syncServerClock(parsed.data.serverTime);
  return { ok: true, data: parsed.data.matches, msg: res.msg };
}
