import { type CompanyOdds, oddsChangeSchema } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';
import { inSiteOrder } from '../model/companies-from-state.ts';

/**
 * [F4] `odds?matchId=`: every company's odds of one football match, in the site's order, read once where
 * the live channel does not hold the match (an earlier day's finished match). Basketball has no such call.
 */
export async function fetchMatchOdds(
  matchId: string,
  signal?: AbortSignal,
): Promise<ApiResult<CompanyOdds[]>> {
  const q = new URLSearchParams({ matchId });
  const res = await requestJson<unknown>(`/sc/api/football/odds?${q}`, {}, signal);
  if (!res.ok) return res;
  const parsed = oddsChangeSchema.safeParse(res.data);
  if (!parsed.success) return { ok: false, code: 502, msg: '赔率数据格式异常，请稍后再试' };
  const match = parsed.data.matches.find((m) => m.matchId === matchId);
  return { ok: true, data: inSiteOrder(match?.companies ?? []), msg: res.msg };
}
