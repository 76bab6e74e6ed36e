import { type LiveListAnswer, liveListAnswerSchema, liveListPath, type Sport } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';

/**
 * [P11] Today's live list over REST with the (epoch, seq) it stands at; the socket then resumes from there
 * instead of sending the day again.
 */
export async function fetchLiveList(sport: Sport, signal?: AbortSignal): Promise<ApiResult<LiveListAnswer>> {
  const res = await requestJson<unknown>(liveListPath(sport), {}, signal);
  if (!res.ok) return res;
  const parsed = liveListAnswerSchema.safeParse(res.data);
  if (!parsed.success) return { ok: false, code: 502, msg: '比分数据格式异常，请稍后再试' };
  return { ok: true, data: parsed.data as LiveListAnswer, msg: res.msg };
}
