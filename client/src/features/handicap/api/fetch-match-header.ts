import { basketballMatchSchema, footballMatchSchema, type Sport } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';
import type { TodayRow } from './fetch-today.ts';

const SCHEMA = { football: footballMatchSchema, basketball: basketballMatchSchema } as const;

/** [F5]/[F6] the match line above the odds: teams, score, state. A 404 means the match does not exist. */
export async function fetchMatchHeader(
  sport: Sport,
  matchId: string,
  signal?: AbortSignal,
): Promise<ApiResult<TodayRow>> {
  const q = new URLSearchParams({ matchId });
  const res = await requestJson<unknown>(`/sc/api/${sport}/header?${q}`, {}, signal);
  if (!res.ok) return res;
  // Only the header's match row is read here; events, stats and the rest are the match page's.
  const parsed = SCHEMA[sport].safeParse((res.data as { match?: unknown } | null)?.match);
  if (!parsed.success) return { ok: false, code: 502, msg: '比赛数据格式异常，请稍后再试' };
  return { ok: true, data: parsed.data, msg: res.msg };
}
