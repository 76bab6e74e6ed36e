import {
  type BasketballMatch,
  basketballScheduleSchema,
  type FootballMatch,
  footballScheduleSchema,
  type Sport,
  scheduleByDatePath,
} from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';
import type { DayAnswer } from '../../../lib/live/live-list.ts';

const SCHEMA = { football: footballScheduleSchema, basketball: basketballScheduleSchema } as const;

/**
 * [F1] every match of a day through the gateway's cached /sc/api proxy, checked against the contract; with no
 * date, today plus yesterday's still in play.
 */
export async function fetchSchedule(sport: Sport, date: string | undefined, signal?: AbortSignal) {
  const res = await requestJson<unknown>(scheduleByDatePath(sport, date), {}, signal);
  if (!res.ok) return res;
  const parsed = SCHEMA[sport].safeParse(res.data);
  if (!parsed.success) return { ok: false as const, code: 502, msg: '比分数据格式异常，请稍后再试' };
  return { ok: true as const, data: parsed.data, msg: res.msg };
}

export function fetchFootballDay(
  date: string,
  signal?: AbortSignal,
): Promise<ApiResult<DayAnswer<FootballMatch>>> {
  return fetchSchedule('football', date, signal) as Promise<ApiResult<DayAnswer<FootballMatch>>>;
}

export function fetchBasketballDay(
  date: string,
  signal?: AbortSignal,
): Promise<ApiResult<DayAnswer<BasketballMatch>>> {
  return fetchSchedule('basketball', date, signal) as Promise<ApiResult<DayAnswer<BasketballMatch>>>;
}
